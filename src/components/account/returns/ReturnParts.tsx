import type { ReactNode } from 'react'
import orders from '@/components/account/orders/orders.module.css'
import track from '@/components/account/track/track.module.css'
import { formatUSD } from '@/lib/money'
import type { AccountReturn } from '@/lib/returns/api'
import styles from './returns.module.css'

/** A return's heading: its RMA number, its status upper-cased (account.md section 4), and an action at the end. */
export function ReturnHeader({
  rma,
  headingId,
  children,
}: {
  rma: AccountReturn
  headingId: string
  children?: ReactNode
}) {
  return (
    <header className={styles.cardHead}>
      <h2 id={headingId} className={styles.rmaNumber}>
        RMA #{rma.id}
      </h2>
      <span className={orders.status} data-status={rma.status} data-testid="return-status">
        {rma.statusText}
      </span>
      {children}
    </header>
  )
}

/** What the return is: reason, quantity, when it was made, the refund once refunded, and more from the caller. */
export function ReturnFacts({ rma, children }: { rma: AccountReturn; children?: ReactNode }) {
  return (
    <dl className={track.facts}>
      <div>
        <dt>Reason</dt>
        <dd>{rma.reason}</dd>
      </div>
      <div>
        <dt>Quantity</dt>
        <dd>{rma.quantity}</dd>
      </div>
      <div>
        <dt>Created</dt>
        <dd>
          <time dateTime={rma.created_at}>{rma.createdLabel}</time>
        </dd>
      </div>
      {rma.status === 'refunded' && rma.refund !== null && (
        <div>
          <dt>Refund</dt>
          <dd>{formatUSD(rma.refund)}</dd>
        </div>
      )}
      {children}
    </dl>
  )
}
