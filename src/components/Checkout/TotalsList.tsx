import type { TotalsView } from '@/lib/checkout/api'
import { summaryAmount, summaryRows } from '@/lib/checkout/page-rules'
import styles from './TotalsList.module.css'

/** The order's cost rows (items, coupon, shipping, tax, VAT, total): the checkout's summary and the thanks page. */
export function TotalsList({
  totals,
  couponCode,
  testId,
}: {
  totals: TotalsView
  couponCode: string | null
  testId: string
}) {
  return (
    <dl className={styles.totals} data-testid={testId}>
      {summaryRows(totals, couponCode).map((row) => (
        <div key={row.key} className={styles.totalRow} data-kind={row.kind} data-testid={`summary-${row.key}`}>
          <dt>{row.label}</dt>
          <dd className={styles.amount}>{summaryAmount(row)}</dd>
        </div>
      ))}
    </dl>
  )
}
