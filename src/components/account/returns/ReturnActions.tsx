'use client'

import Link from 'next/link'
import { useId } from 'react'
import { Eye, Undo2 } from '@/components/icons'
import type { AccountOrderProduct } from '@/lib/orders/account-view'
import { initReturnPath, returnPath } from '@/lib/routes/account'
import styles from './returns.module.css'

type Props = {
  product: Pick<AccountOrderProduct, 'id' | 'activeReturnId' | 'showReturn' | 'isReturnable' | 'returnProblem'>
}

/**
 * An order product's return buttons (account.md sections 3–4): 'View return' for its active return; 'Return' once it
 * was delivered, or, when it cannot come back now, the same button disabled with why as its tooltip (shown on hover
 * and on keyboard focus: the button stays focusable, aria-disabled, so the reason is reachable).
 */
export function ReturnActions({ product }: Props) {
  const tipId = useId()
  const problem = product.returnProblem ?? 'This item cannot be returned now.'
  return (
    <>
      {product.activeReturnId !== null && (
        <Link href={returnPath(product.activeReturnId)} className="button button-secondary">
          <Eye aria-hidden="true" size={16} />
          View return
        </Link>
      )}
      {product.showReturn &&
        (product.isReturnable ? (
          <Link href={initReturnPath(product.id)} className="button button-secondary">
            <Undo2 aria-hidden="true" size={16} />
            Return
          </Link>
        ) : (
          <span className={styles.tipWrap}>
            <button
              type="button"
              className="button button-secondary"
              aria-disabled="true"
              aria-describedby={tipId}
              title={problem}
              data-testid="return-disabled"
            >
              <Undo2 aria-hidden="true" size={16} />
              Return
            </button>
            <span id={tipId} role="tooltip" className={styles.tip}>
              {problem}
            </span>
          </span>
        ))}
    </>
  )
}
