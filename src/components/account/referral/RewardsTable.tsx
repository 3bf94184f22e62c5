import type { LedgerLineView, LedgerStatus } from '@/lib/affiliates/api'
import { ledgerAmountText, noRewardsText } from '@/lib/affiliates/share'
import { formatUSD } from '@/lib/money'
import { instantLabel } from '@/lib/orders/order-dates'
import styles from './referral.module.css'

const STATUSES: readonly LedgerStatus[] = ['pending', 'approved', 'paid']
const STATUS_LABEL: Record<LedgerStatus, string> = { pending: 'Pending', approved: 'Approved', paid: 'Paid' }

interface Props {
  totals: Record<LedgerStatus, number>
  ledger: LedgerLineView[]
  /** The referrer's reward in cents, for the empty state's words. */
  reward: number
}

/** The member's rewards: totals by status and each entry, newest as the server sends them (a reversal is negative). */
export function RewardsTable({ totals, ledger, reward }: Props) {
  return (
    <section className={styles.card} aria-labelledby="rewards-title">
      <h2 id="rewards-title" className={styles.cardTitle}>
        Your rewards
      </h2>
      <dl className={styles.totals} data-testid="reward-totals">
        {STATUSES.map((status) => (
          <div key={status} className={styles.total}>
            <dt>{STATUS_LABEL[status]}</dt>
            <dd>{formatUSD(totals[status])}</dd>
          </div>
        ))}
      </dl>
      {ledger.length === 0 ? (
        <p className={styles.empty} data-testid="reward-empty">
          {noRewardsText(reward)}
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="reward-ledger">
            <caption className="visually-hidden">Your rewards, one line per referred order</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col" className={styles.amount}>
                  Amount
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {ledger.map((line) => (
                <tr key={line.id} data-kind={line.kind}>
                  <td>{line.orderNumber ?? '—'}</td>
                  <td>{instantLabel(line.createdAt)}</td>
                  <td className={line.amount < 0 ? `${styles.amount} ${styles.negative}` : styles.amount}>
                    {ledgerAmountText(line.amount)}
                    {line.kind === 'reversal' && <span className={styles.reversed}> (reversed)</span>}
                  </td>
                  <td>
                    <span className={styles.status} data-status={line.status}>
                      {STATUS_LABEL[line.status]}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.fine}>
        A reward is pending until your friend’s order is delivered and the 15-day return window passes without a refund;
        then it is approved and paid out. A cancelled or refunded order takes its reward back.
      </p>
    </section>
  )
}
