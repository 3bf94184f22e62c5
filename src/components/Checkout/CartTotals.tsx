'use client'

import { PackageCheck, Truck } from '@/components/icons'
import type { QuoteView } from '@/lib/checkout/api'
import { freeShippingShare } from '@/lib/checkout/page-rules'
import { formatUSD } from '@/lib/money'
import styles from './CartTotals.module.css'

/** Under the cart lines: the item total and how far the order is from free US shipping. */
export function CartTotals({ quote }: { quote: QuoteView | null }) {
  const totals = quote?.totals ?? null
  return (
    <>
      <p className={styles.itemTotal}>
        Item total{' '}
        <strong className={styles.amount} data-testid="item-total">
          {totals ? formatUSD(totals.subtotal) : '…'}
        </strong>
      </p>
      {quote?.freeShipping.applies && (
        <div className={styles.freeShipping} data-testid="free-shipping">
          {quote.freeShipping.remaining > 0 ? (
            <p>
              <Truck aria-hidden="true" size={18} />
              <span>
                Add <strong>{formatUSD(quote.freeShipping.remaining)}</strong> more to get free US shipping.
              </span>
            </p>
          ) : (
            <p>
              <PackageCheck aria-hidden="true" size={18} />
              <span>Your order qualifies for free US shipping.</span>
            </p>
          )}
          <span className={styles.progress} aria-hidden="true">
            <span
              style={{
                width: `${freeShippingShare(quote.freeShipping.remaining, quote.freeShipping.threshold) * 100}%`,
              }}
            />
          </span>
        </div>
      )}
    </>
  )
}
