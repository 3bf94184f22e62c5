'use client'

import styles from './Footer.module.css'

/** The ways to pay the checkout offers (cards through Stripe, PayPal), as marks in the footer. */
const MARKS = [
  { name: 'Visa', text: 'VISA', className: styles.markVisa },
  { name: 'Mastercard', text: 'mastercard', className: styles.markMastercard },
  { name: 'American Express', text: 'AMEX', className: styles.markAmex },
  { name: 'Discover', text: 'DISCOVER', className: styles.markDiscover },
  { name: 'PayPal', text: 'PayPal', className: styles.markPaypal },
] as const

/**
 * 'We accept' and the payment marks (issue 27, finding 18). Text marks: no third-party artwork to license or load. A
 * client component with nothing to pass: every page's React payload names it instead of carrying its markup.
 */
export function PaymentMarks() {
  return (
    <div className={styles.payments}>
      <span className={styles.paymentsLabel} id="footer-payments">
        We accept
      </span>
      <ul className={styles.marks} aria-labelledby="footer-payments" data-payment-marks>
        {MARKS.map((m) => (
          <li key={m.name} className={`${styles.mark} ${m.className}`}>
            <span aria-hidden="true">{m.text}</span>
            <span className="visually-hidden">{m.name}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
