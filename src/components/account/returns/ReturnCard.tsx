import clsx from 'clsx'
import Link from 'next/link'
import account from '@/components/account/account.module.css'
import { ChevronRight } from '@/components/icons'
import type { AccountReturn } from '@/lib/returns/api'
import { returnPath } from '@/lib/routes/account'
import { ReturnItem } from './ReturnItem'
import { ReturnFacts, ReturnHeader } from './ReturnParts'
import styles from './returns.module.css'

/** One return in the Returns list: RMA number and status, the item, reason, quantity, date, the refund once made. */
export function ReturnCard({ rma }: { rma: AccountReturn }) {
  const headingId = `rma-${rma.id}`
  return (
    <li>
      <article
        className={clsx(account.card, styles.stack)}
        aria-labelledby={headingId}
        data-testid="return"
        data-status={rma.status}
      >
        <ReturnHeader rma={rma} headingId={headingId}>
          <Link
            href={returnPath(rma.id)}
            className={clsx('button button-secondary', styles.headLink)}
            aria-label={`View return RMA #${rma.id}`}
          >
            View return
            <ChevronRight aria-hidden="true" size={16} />
          </Link>
        </ReturnHeader>
        <ReturnItem product={rma.orderProduct} />
        <ReturnFacts rma={rma} />
      </article>
    </li>
  )
}
