import { Gamepad2 } from '@/components/icons'
import { Picture } from '@/components/Picture'
import type { ShownLine } from '@/lib/checkout/page-rules'
import { formatUSD } from '@/lib/money'
import styles from './SummaryLine.module.css'

/** One product of the order summary (issue 27 item 10): its picture with the quantity badge, name and price. */
export function SummaryLine({ line }: { line: ShownLine }) {
  return (
    <li className={styles.line} data-testid="summary-line">
      <span className={styles.thumb}>
        {line.image ? (
          <Picture src={line.image} alt="" width={56} height={56} sizes="56px" className={styles.image} />
        ) : (
          <Gamepad2 aria-hidden="true" size={24} />
        )}
        <span className={styles.badge} aria-hidden="true">
          {line.quantity}
        </span>
      </span>
      <span className={styles.name}>
        {line.name}
        <span className="visually-hidden"> × {line.quantity}</span>
      </span>
      <span className={styles.amount}>{formatUSD(line.lineTotal)}</span>
    </li>
  )
}
