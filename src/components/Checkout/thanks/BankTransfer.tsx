import type { BankTransfer as Transfer } from '@/lib/payments/bank-details'
import styles from './BankTransfer.module.css'

/** Where a manual payment goes (issue 27 item 8): the bank details, the amount and the order number as reference. */
export function BankTransfer({ transfer }: { transfer: Transfer }) {
  return (
    <div className={styles.box} data-testid="bank-transfer">
      <p className={styles.lead}>
        Pay by bank transfer with <strong>{transfer.reference}</strong> as the payment reference.
      </p>
      {transfer.rows.length > 0 && (
        <dl className={styles.rows}>
          {transfer.rows.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {transfer.note && <p className={styles.note}>{transfer.note}</p>}
    </div>
  )
}
