'use client'

import { useId } from 'react'
import { formatUSD } from '@/lib/money'
import type { AccountOrder, AccountOrderProduct } from '@/lib/orders/account-view'
import { OrderProductRow } from './OrderProductRow'
import styles from './orders.module.css'

interface Props {
  order: AccountOrder
  busy: boolean
  onCancel: (order: AccountOrder) => void
  onBuyAgain: (product: AccountOrderProduct) => void
}

const PROVIDER: Readonly<Record<string, string>> = {
  card: 'to your card',
  paypal: 'to PayPal',
  manual: 'by bank transfer',
}

/**
 * One order in the history (account.md sections 3–4): number, date, status and total (zero for a canceled or
 * suspicious order), the Cancel button (disabled with the assembly-queue tooltip once it may no longer be canceled;
 * none once it is delivered, canceled or refunded: `cancelOffer`), its products, the totals with the coupon, and the
 * refunds.
 */
export function OrderCard({ order, busy, onCancel, onBuyAgain }: Props) {
  const hintId = useId()
  const t = order.totals
  return (
    <article className={styles.order} aria-labelledby={`order-${order.id}`} data-testid="order" aria-busy={busy}>
      <header className={styles.orderHead}>
        <div>
          <h2 id={`order-${order.id}`} className={styles.orderNumber}>
            Order {order.number}
          </h2>
          <p className={styles.muted}>
            Placed <time dateTime={order.createdAt}>{order.createdLabel}</time>
          </p>
        </div>
        <span className={styles.status} data-status={order.status}>
          {order.statusText}
        </span>
        <span className={styles.orderTotal}>{formatUSD(t.total)}</span>
        {order.showCancel && (
          <span className={styles.cancelWrap} title={order.cancelRefusal ?? undefined}>
            <button
              type="button"
              className="button button-secondary"
              disabled={!order.cancelable || busy}
              aria-describedby={order.cancelRefusal ? hintId : undefined}
              onClick={() => onCancel(order)}
            >
              {busy ? 'Cancelling…' : 'Cancel Order'}
            </button>
            {order.cancelRefusal && (
              <span id={hintId} className={styles.cancelHint}>
                {order.cancelRefusal}
              </span>
            )}
          </span>
        )}
      </header>
      <ul className={styles.products} aria-label={`Items of order ${order.number}`}>
        {order.products.map((product) => (
          <OrderProductRow key={product.id} product={product} onBuyAgain={onBuyAgain} />
        ))}
      </ul>
      <footer className={styles.orderFoot}>
        <p className={styles.muted}>Ships to {order.shippingAddress}</p>
        <dl className={styles.totals}>
          <div>
            <dt>Items</dt>
            <dd>{formatUSD(t.items + t.services)}</dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>{t.shipping === 0 ? 'Free' : formatUSD(t.shipping)}</dd>
          </div>
          {order.coupon && (
            <div>
              <dt>Coupon {order.coupon.code}</dt>
              <dd>−{formatUSD(order.coupon.totalDiscount)}</dd>
            </div>
          )}
          {t.tax + t.vatFee > 0 && (
            <div>
              <dt>Tax</dt>
              <dd>{formatUSD(t.tax + t.vatFee)}</dd>
            </div>
          )}
          <div className={styles.grand}>
            <dt>Total</dt>
            <dd>{formatUSD(t.total)}</dd>
          </div>
        </dl>
        {order.refunds.length > 0 && (
          <ul className={styles.refunds} aria-label="Refunds">
            {order.refunds.map((r) => (
              <li key={`${r.at}-${r.amount}`} data-testid="refund" data-status={r.status}>
                {r.status === 'succeeded' ? 'Refunded' : 'Refund in progress:'} {formatUSD(r.amount)}{' '}
                {PROVIDER[r.provider] ?? ''}
                {r.status === 'pending' &&
                  r.provider === 'manual' &&
                  ' — our team will contact you for your account details'}
              </li>
            ))}
          </ul>
        )}
        {order.status === 'canceled' && order.refunds.length === 0 && (
          <p className={styles.muted}>No payment was taken for this order, so there is nothing to refund.</p>
        )}
      </footer>
    </article>
  )
}
