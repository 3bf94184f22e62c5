import account from '@/components/account/account.module.css'
import orders from '@/components/account/orders/orders.module.css'
import { formatUSD } from '@/lib/money'
import type { RefundBill } from '@/lib/returns/refund-bill'
import styles from './returns.module.css'

const DEDUCTIONS = [
  ['sdaPrice', 'Same Day Assembly'],
  ['shippingCost', 'Shipping cost'],
  ['restockingFee', 'Restocking fee'],
] as const

/**
 * The refund bill (account.md section 3 `refundBill`, section 9): what was paid, what comes off, what comes back. While
 * the return is being inspected it is the bill the store expects to make (`expected`); once refunded, the one it made.
 */
export function RefundBillCard({ bill, expected = false }: { bill: RefundBill; expected?: boolean }) {
  return (
    <section
      className={account.card}
      aria-labelledby="refund-bill"
      data-testid="refund-bill"
      data-expected={expected || undefined}
    >
      <h2 id="refund-bill" className={styles.sectionTitle}>
        {expected ? 'Expected refund' : 'Refund'}
      </h2>
      {expected && <p className={orders.muted}>What we refund once the inspection is done, as it stands today.</p>}
      <dl className={orders.totals}>
        <div>
          <dt>Order grand total</dt>
          <dd>{formatUSD(bill.orderGrandTotal)}</dd>
        </div>
        {DEDUCTIONS.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{bill[key] > 0 ? `−${formatUSD(bill[key])}` : formatUSD(0)}</dd>
          </div>
        ))}
        <div className={orders.grand}>
          <dt>{expected ? 'Expected refund total' : 'Refund total'}</dt>
          <dd>{formatUSD(bill.refundTotal)}</dd>
        </div>
      </dl>
    </section>
  )
}
