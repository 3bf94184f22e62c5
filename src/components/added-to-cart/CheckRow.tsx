'use client'

import clsx from 'clsx'
import { formatUSD } from '@/lib/money'
import styles from './CheckRow.module.css'

interface Props {
  /** Makes the reason's element id unique on the page. */
  id: string | number
  name: string
  description?: string | null
  /** Integer cents, shown as '+$x'. */
  price: number
  checked: boolean
  /** Why it cannot be chosen now (shown; the box stays focusable but changes nothing), or null. */
  reason?: string | null
  onToggle: () => void
}

/**
 * A checkbox row with a name, a help text and '+price': the creator's checkbox options and the add-on services of the
 * 'Added to Cart' popups (the creator's and a standard product's) all draw it.
 */
export function CheckRow({ id, name, description, price, checked, reason, onToggle }: Props) {
  return (
    <label
      className={clsx(styles.checkRow, checked && styles.selected, reason && styles.disabled)}
      title={reason ?? undefined}
    >
      {/* Disabled with its reason (LED Running Lights until paddles are added), yet still focusable, so keyboard and
          screen-reader users reach the reason too; a click while disabled changes nothing. */}
      <input
        type="checkbox"
        checked={checked}
        aria-disabled={reason ? true : undefined}
        aria-describedby={reason ? `reason-${id}` : undefined}
        onChange={reason ? () => undefined : onToggle}
        className={styles.checkbox}
      />
      <span className={styles.valueText}>
        <span className={styles.valueName}>{name}</span>
        {description && <span className={styles.muted}>{description}</span>}
        {reason && (
          <span className={styles.reason} id={`reason-${id}`}>
            {reason}
          </span>
        )}
      </span>
      <span className={styles.valuePrice}>+{formatUSD(price)}</span>
    </label>
  )
}

/** The 'Add a service' block of the 'Added to Cart' popups, around their service rows. */
export function ServiceChoices({ children }: { children: React.ReactNode }) {
  return (
    <fieldset className={styles.services}>
      <legend className={styles.valueGroupTitle}>Add a service</legend>
      {children}
    </fieldset>
  )
}
