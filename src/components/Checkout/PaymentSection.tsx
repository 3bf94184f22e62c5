'use client'

import { Banknote, CircleAlert } from 'lucide-react'
import type { PaymentMethodId, PaymentMethodView, QuoteView } from '@/lib/checkout/api'
import { formatUSD } from '@/lib/money'
import styles from './Checkout.module.css'

interface Props {
  quote: QuoteView | null
  method: PaymentMethodId | null
  onMethod: (id: PaymentMethodId) => void
  /** Why payment is off (the server's disablePaymentButton message), shown in place of the methods. */
  disabledReason: string | null
  creating: boolean
  /** The quote is being refreshed: the total on the button is not final yet. */
  updating: boolean
  onPlaceOrder: () => void
}

const liveList = (methods: readonly PaymentMethodView[]) => methods.map((m) => m.name).join(', ')

/**
 * The payment block (checkout.md section 2): the payment methods live for this order (issue 12: manual payment only;
 * card and PayPal come with the next issue behind the same list), the chosen one's instructions, and Place Order,
 * disabled with a spinner while the order is being created. When payment is not allowed the reason shows in place of
 * the methods ('Payment is not available for selected products' and the like).
 */
export function PaymentSection({ quote, method, onMethod, disabledReason, creating, updating, onPlaceOrder }: Props) {
  const methods = quote?.paymentMethods ?? []
  const blocked = disabledReason ?? (quote && !quote.payment.allowed ? quote.payment.reason : null)
  const chosen = methods.find((m) => m.id === method) ?? null
  return (
    <div className={styles.payment}>
      {blocked ? (
        <p className={styles.paymentBlocked} role="alert" data-testid="payment-blocked">
          <CircleAlert aria-hidden="true" size={18} />
          {blocked}
        </p>
      ) : methods.length > 0 ? (
        <>
          <p className={styles.muted} data-testid="live-methods">
            Payment methods available now: {liveList(methods)}.
          </p>
          <fieldset className={styles.methods}>
            <legend className="visually-hidden">Payment method</legend>
            <div className={styles.methodList}>
              {methods.map((m) => (
                <label key={m.id} className={styles.method} data-checked={m.id === method || undefined}>
                  <input
                    type="radio"
                    className={styles.methodRadio}
                    name="payment-method"
                    value={m.id}
                    checked={m.id === method}
                    onChange={() => onMethod(m.id)}
                  />
                  <span className={styles.methodMain}>
                    <span className={styles.methodName}>
                      <Banknote aria-hidden="true" size={18} />
                      {m.name}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {chosen?.instructions && (
            <div className={styles.instructions} data-testid="payment-instructions">
              <p className={styles.instructionsTitle}>How to pay</p>
              <p>{chosen.instructions}</p>
            </div>
          )}
        </>
      ) : (
        <div className={styles.skeletonRows} aria-hidden="true">
          <span />
          <span />
        </div>
      )}
      <div className={styles.placeRow}>
        {quote && (
          <p className={styles.placeTotal}>
            Order total{' '}
            <strong className={styles.amount} data-testid="place-total">
              {formatUSD(quote.totals.totalOrderPrice)}
            </strong>
          </p>
        )}
        <button
          type="button"
          className={styles.placeOrder}
          onClick={onPlaceOrder}
          disabled={creating || updating || !quote || blocked !== null || !chosen}
          aria-busy={creating}
          data-testid="place-order"
        >
          {creating && <span className={styles.spinner} aria-hidden="true" />}
          {creating ? 'Placing Order…' : 'Place Order'}
        </button>
      </div>
      <p className={styles.legal}>
        By placing your order you agree to our <a href="/terms-of-use">Terms of Use</a> and{' '}
        <a href="/privacy">Privacy Policy</a>. Every build is covered by our <a href="/warranty">warranty</a>.
      </p>
    </div>
  )
}
