'use client'

import type { QuoteView } from '@/lib/checkout/api'
import styles from './ExpressPay.module.css'
import { PayPalButton } from './PayPalButton'
import type { PaymentHost } from './types'
import { WalletButton } from './WalletButton'

/**
 * The express-pay row at the top of the checkout (issue 27 item 10): Apple Pay / Google Pay through Stripe's Express
 * Checkout Element (shown when this browser has a wallet) and PayPal. Both check the address form first, as in the
 * payment step; the row is left out when neither is live or payment is not allowed.
 */
export function ExpressPay({
  quote,
  host,
  disabled,
}: {
  quote: QuoteView | null
  host: PaymentHost
  disabled: boolean
}) {
  if (!quote?.payment.allowed) return null
  const card = quote.paymentMethods.find((m) => m.id === 'card' && m.publicKey)
  const paypal = quote.paymentMethods.find((m) => m.id === 'paypal' && m.publicKey)
  if (!card && !paypal) return null
  return (
    <section className={styles.row} aria-labelledby="express-pay-title" data-testid="express-pay">
      <h2 id="express-pay-title" className={styles.title}>
        Express checkout
      </h2>
      <div className={styles.buttons}>
        {card?.publicKey && (
          <WalletButton publicKey={card.publicKey} amount={quote.totals.totalOrderPrice} host={host} />
        )}
        {paypal?.publicKey && (
          <PayPalButton clientId={paypal.publicKey} host={host} disabled={disabled} variant="express" />
        )}
      </div>
      <p className={styles.or}>
        <span>or fill in your details below</span>
      </p>
    </section>
  )
}
