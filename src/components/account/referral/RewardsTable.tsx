import type { LedgerLineView, LedgerStatus } from '@/lib/affiliates/api'
import { formatUSD } from '@/lib/money'
import styles from './referral.module.css'

const STATUS_LABEL: Record<LedgerStatus, string> = { pending: 'Pending', approved: 'Approved', paid: 'Paid' }
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/New_York',
  })

/** The member's rewards: totals by status and each entry (a reversal's amount is negative). */
export function RewardsTable({ totals, ledger }: { totals: Record<LedgerStatus, number>; ledger: LedgerLineView[] }) {
  return (
    <section className={styles.card} aria-labelledby="rewards-title">
      <h2 id="rewards-title" className={styles.cardTitle}>
        Your rewards
      </h2>
      <dl className={styles.totals} data-testid="reward-totals">
        {(['pending', 'approved', 'paid'] as const).map((status) => (
          <div key={status} className={styles.total}>
            <dt>{STATUS_LABEL[status]}</dt>
            <dd>{formatUSD(totals[status])}</dd>
          </div>
        ))}
      </dl>
      {ledger.length === 0 ? (
        <p className={styles.muted}>No rewards yet: share your link to earn your first $10.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="reward-ledger">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {ledger.map((line) => (
                <tr key={line.id} data-kind={line.kind}>
                  <td>{line.orderNumber ?? '—'}</td>
                  <td>{day(line.createdAt)}</td>
                  <td className={line.amount < 0 ? styles.negative : undefined}>
                    {line.amount < 0 ? `−${formatUSD(-line.amount)}` : formatUSD(line.amount)}
                    {line.kind === 'reversal' && <span className={styles.muted}> (reversed)</span>}
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
        A reward is pending until your friend’s order is delivered and 15 days pass without a refund; then it is
        approved and paid out.
      </p>
    </section>
  )
}
