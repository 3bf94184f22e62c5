'use client'

import Link from 'next/link'
import styles from './Header.module.css'

/**
 * The Padforge wordmark with a small mark; links home. A client component with nothing to pass: every page's React
 * payload names it instead of carrying its drawing twice (header and footer).
 */
export function Logo({ className }: { className?: string }) {
  return (
    <Link href="/" className={`${styles.logo} ${className ?? ''}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28" className={styles.logoMark}>
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M10.5 11h11a4.5 4.5 0 0 1 4.4 3.6l1 5.2a2.6 2.6 0 0 1-4.5 2.2L20 19.5h-8L9.6 22a2.6 2.6 0 0 1-4.5-2.2l1-5.2A4.5 4.5 0 0 1 10.5 11Z"
          fill="#0e1014"
        />
        <path d="M10.5 13.5v4M8.5 15.5h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        <circle cx="21.5" cy="14.3" r="1.1" fill="currentColor" />
        <circle cx="23.4" cy="16.6" r="1.1" fill="currentColor" />
      </svg>
      <span className={styles.logoText}>Padforge</span>
    </Link>
  )
}
