/** The card brands the card field takes (issue 27 item 10): small inline marks, nothing loaded at run time. */
export function CardBrands({ className }: { className?: string }) {
  return (
    <span className={className} role="img" aria-label="Visa, Mastercard, American Express, Discover">
      <svg viewBox="0 0 38 24" width="38" height="24" aria-hidden="true">
        <rect width="38" height="24" rx="4" fill="#1a1f71" />
        <text
          x="19"
          y="16"
          fill="#fff"
          fontFamily="Arial, sans-serif"
          fontSize="10"
          fontStyle="italic"
          fontWeight="700"
          textAnchor="middle"
        >
          VISA
        </text>
      </svg>
      <svg viewBox="0 0 38 24" width="38" height="24" aria-hidden="true">
        <rect width="38" height="24" rx="4" fill="#f4f4f4" stroke="#d9dce3" />
        <circle cx="15.5" cy="12" r="7" fill="#eb001b" />
        <circle cx="22.5" cy="12" r="7" fill="#f79e1b" fillOpacity="0.9" />
      </svg>
      <svg viewBox="0 0 38 24" width="38" height="24" aria-hidden="true">
        <rect width="38" height="24" rx="4" fill="#016fd0" />
        <text
          x="19"
          y="15.5"
          fill="#fff"
          fontFamily="Arial, sans-serif"
          fontSize="8"
          fontWeight="700"
          textAnchor="middle"
        >
          AMEX
        </text>
      </svg>
      <svg viewBox="0 0 38 24" width="38" height="24" aria-hidden="true">
        <rect width="38" height="24" rx="4" fill="#f4f4f4" stroke="#d9dce3" />
        <text
          x="16"
          y="15"
          fill="#231f20"
          fontFamily="Arial, sans-serif"
          fontSize="6.2"
          fontWeight="700"
          textAnchor="middle"
        >
          DISC
        </text>
        <circle cx="28" cy="12" r="4" fill="#f58220" />
      </svg>
    </span>
  )
}
