'use client'

import { RotateCw } from '@/components/icons'
import styles from './QuoteNotes.module.css'

/** The quote could not be had: its message and Try again. */
export function QuoteProblem({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  if (!error) return null
  return (
    <div className={styles.errorBox} role="alert">
      <p>We could not load shipping options and prices: {error}</p>
      <button type="button" className={styles.secondaryButton} onClick={onRetry}>
        <RotateCw aria-hidden="true" size={16} /> Try again
      </button>
    </div>
  )
}

/** The quote's warnings about the address (not 'Shipping methods not found', which the method step says itself). */
export function QuoteWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null
  return (
    <ul className={styles.warnings} data-testid="address-warnings">
      {warnings.map((w) => (
        <li key={w}>{w}</li>
      ))}
    </ul>
  )
}
