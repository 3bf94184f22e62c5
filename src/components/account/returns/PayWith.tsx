'use client'

import type { ReactNode } from 'react'
import type { ReturnOptions } from '@/lib/returns/api'
import styles from './returns.module.css'

type Method = 'stripe' | 'paypal'

/**
 * How a label with a price is paid (issue 30 item 3): by card or with PayPal, whichever the store has live; a choice
 * between them when both are, the card's field or PayPal's button below it.
 */
export function PayWith(props: {
  options: ReturnOptions['payment']
  value: Method
  onChange: (method: Method) => void
  card: ReactNode
  paypal: ReactNode
}) {
  const { options, value, onChange } = props
  const methods = [
    ...(options.stripe ? [{ id: 'stripe' as const, label: 'Card' }] : []),
    ...(options.paypal ? [{ id: 'paypal' as const, label: 'PayPal' }] : []),
  ]
  return (
    <>
      {methods.length > 1 && (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>Pay for the label</legend>
          <div className={styles.payWith}>
            {methods.map((m) => (
              <label key={m.id} className={styles.payWithOption} data-checked={value === m.id || undefined}>
                <input
                  type="radio"
                  name="payWith"
                  value={m.id}
                  checked={value === m.id}
                  onChange={() => onChange(m.id)}
                />
                {m.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {value === 'paypal' && methods.length > 1 && props.paypal}
      {value === 'paypal' && methods.length === 1 && (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>Pay for the label with PayPal</legend>
          {props.paypal}
        </fieldset>
      )}
      {value === 'stripe' && props.card}
    </>
  )
}
