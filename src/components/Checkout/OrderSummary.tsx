'use client'

import type { ReactNode } from 'react'
import type { CouponView, TotalsView } from '@/lib/checkout/api'
import type { ShownLine } from '@/lib/checkout/page-rules'
import styles from './OrderSummary.module.css'
import { SummaryLine } from './SummaryLine'
import { TotalsList } from './TotalsList'

interface Props {
  id: string
  lines: readonly ShownLine[]
  totals: TotalsView | null
  coupon: CouponView | null
  updating: boolean
  /** The coupon form, under the products (issue 27 item 10). */
  children?: ReactNode
}

/**
 * The order summary (checkout.md section 2, "basket preview"): product lines, coupon, tax, VAT, shipping and total,
 * every figure the server's. Beside the steps on desktop; behind 'View Order Details' on phones.
 */
export function OrderSummary({ id, lines, totals, coupon, updating, children }: Props) {
  return (
    <section id={id} className={styles.summaryCard} aria-labelledby={`${id}-title`} aria-busy={updating || undefined}>
      <h2 id={`${id}-title`} className={styles.summaryTitle}>
        Order Summary
      </h2>
      <ul className={styles.summaryLines} aria-label="Products">
        {lines.map((line) => (
          <SummaryLine key={line.key} line={line} />
        ))}
      </ul>
      {children}
      {totals ? (
        <TotalsList totals={totals} couponCode={coupon?.code ?? null} testId="order-summary" />
      ) : (
        <div className={styles.skeletonRows} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      )}
      {updating && (
        <p className={styles.updating} role="status">
          Updating prices…
        </p>
      )}
    </section>
  )
}
