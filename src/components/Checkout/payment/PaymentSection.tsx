'use client'

import { useState } from 'react'
import { Banknote, CircleAlert, CreditCard, Wallet } from '@/components/icons'
import { Spinner } from '@/components/Spinner'
import type { PaymentMethodId, PaymentMethodView, QuoteView } from '@/lib/checkout/api'
import { formatUSD } from '@/lib/money'
import { CardBrands } from './CardBrands'
import { CardForm } from './CardForm'
import { PayPalButton } from './PayPalButton'
import styles from './payment.module.css'
import type { PaymentHost } from './types'

interface Props {
  quote: QuoteView | null
  method: PaymentMethodId | null
  onMethod: (id: PaymentMethodId) => void
  /** Why payment is off (the server's disablePaymentButton message), shown in place of the methods. */
  disabledReason: string | null
  /** The quote is being refreshed: the total on the buttons is not final yet. */
  updating: boolean
  host: PaymentHost
  /** Manual payment's Place Order. */
  onPlaceOrder: () => void
}

const ICONS = { card: CreditCard, paypal: Wallet, manual: Banknote } as const

/**
 * The payment block (checkout.md section 2): the wallet button (Apple Pay / Google Pay, when this browser has one),
 * then tabs for the live methods: Credit Card, PayPal and, when the merchandiser offers it, manual payment. The
 * PayPal tab is the one shown when the card provider is unsupported here. When payment is not allowed the reason shows
 * in place of the methods ('Payment is not available for selected products' and the like).
 */
export function PaymentSection({ quote, method, onMethod, disabledReason, updating, host, onPlaceOrder }: Props) {
  const [cardUnsupported, setCardUnsupported] = useState(false)
  const all = quote?.paymentMethods ?? []
  const methods = all.filter((m) => !(m.id === 'card' && cardUnsupported))
  const blocked = disabledReason ?? (quote && !quote.payment.allowed ? quote.payment.reason : null)
  const chosen: PaymentMethodView | null = methods.find((m) => m.id === method) ?? methods[0] ?? null
  const amount = quote?.totals.totalOrderPrice ?? 0
  const off = updating || !quote || blocked !== null

  const unsupported = () => {
    setCardUnsupported(true)
    const next = all.find((m) => m.id !== 'card')
    if (method === 'card' && next) onMethod(next.id)
  }

  if (blocked)
    return (
      <div className={styles.payment}>
        <p className={styles.paymentBlocked} role="alert" data-testid="payment-blocked">
          <CircleAlert aria-hidden="true" size={18} />
          {blocked}
        </p>
      </div>
    )
  if (!quote || methods.length === 0)
    return (
      <div className={styles.payment}>
        <div className={styles.skeletonRows} aria-hidden="true">
          <span />
          <span />
        </div>
      </div>
    )

  return (
    <div className={styles.payment}>
      <p className="visually-hidden" data-testid="live-methods">
        Payment methods available now: {methods.map((m) => m.name).join(', ')}.
      </p>
      {methods.length > 1 && (
        <div className={styles.tabs} role="tablist" aria-label="Payment method" data-count={methods.length}>
          {methods.map((m) => {
            const Icon = ICONS[m.id]
            const selected = m.id === chosen?.id
            return (
              <button
                key={m.id}
                type="button"
                role="tab"
                id={`pay-tab-${m.id}`}
                aria-selected={selected}
                aria-controls={`pay-panel-${m.id}`}
                tabIndex={selected ? 0 : -1}
                className={styles.tab}
                onClick={() => onMethod(m.id)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
                  const i = methods.indexOf(m)
                  const next = methods[(i + (event.key === 'ArrowRight' ? 1 : methods.length - 1)) % methods.length]
                  if (next) {
                    onMethod(next.id)
                    document.getElementById(`pay-tab-${next.id}`)?.focus()
                  }
                }}
              >
                <Icon aria-hidden="true" size={18} />
                {m.name}
              </button>
            )
          })}
        </div>
      )}
      {methods.map((m) => {
        const content = (
          <>
            {methods.length === 1 && <p className={styles.single}>{m.name}</p>}
            {m.id === 'card' && <CardBrands className={styles.brands} />}
            {m.id === 'card' && m.publicKey && (
              <CardForm
                publicKey={m.publicKey}
                amount={amount}
                host={host}
                disabled={off}
                onUnsupported={unsupported}
              />
            )}
            {m.id === 'paypal' && m.publicKey && <PayPalButton clientId={m.publicKey} host={host} disabled={off} />}
            {m.id === 'manual' && (
              <ManualPayment method={m} amount={amount} host={host} disabled={off} onPlaceOrder={onPlaceOrder} />
            )}
          </>
        )
        return methods.length > 1 ? (
          <div
            key={m.id}
            role="tabpanel"
            id={`pay-panel-${m.id}`}
            aria-labelledby={`pay-tab-${m.id}`}
            hidden={m.id !== chosen?.id}
            className={styles.panel}
          >
            {content}
          </div>
        ) : (
          <div key={m.id} className={styles.panel}>
            {content}
          </div>
        )
      })}
      <p className={styles.legal}>
        By placing your order you agree to our <a href="/terms-of-use">Terms of Use</a> and{' '}
        <a href="/privacy">Privacy Policy</a>. Every build is covered by our <a href="/warranty">warranty</a>.
      </p>
    </div>
  )
}

/** Manual payment's panel: the instructions from site settings, the total and Place Order. */
function ManualPayment({
  method,
  amount,
  host,
  disabled,
  onPlaceOrder,
}: {
  method: PaymentMethodView
  amount: number
  host: PaymentHost
  disabled: boolean
  onPlaceOrder: () => void
}) {
  return (
    <>
      {method.instructions && (
        <div className={styles.instructions} data-testid="payment-instructions">
          <p className={styles.instructionsTitle}>How to pay</p>
          <p>{method.instructions}</p>
        </div>
      )}
      <div className={styles.placeRow}>
        <p className={styles.placeTotal}>
          Order total{' '}
          <strong className={styles.amount} data-testid="place-total">
            {formatUSD(amount)}
          </strong>
        </p>
        <button
          type="button"
          className={styles.placeOrder}
          onClick={onPlaceOrder}
          disabled={host.creating || disabled}
          aria-busy={host.creating}
          data-testid="place-order"
        >
          {host.creating && <Spinner tone="onAccent" />}
          {host.creating ? 'Placing Order…' : 'Place Order'}
        </button>
      </div>
    </>
  )
}
