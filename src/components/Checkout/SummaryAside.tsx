'use client'

import { useState } from 'react'
import { ChevronDown, ChevronUp } from '@/components/icons'
import type { CouponView, TotalsView } from '@/lib/checkout/api'
import type { ShownLine } from '@/lib/checkout/page-rules'
import { formatUSD } from '@/lib/money'
import { CouponForm } from './CouponForm'
import { OrderSummary } from './OrderSummary'
import styles from './SummaryAside.module.css'

interface Props {
  lines: readonly ShownLine[]
  totals: TotalsView | null
  /** The applied coupon, as the quote has it. */
  coupon: CouponView | null
  /** Why a coupon was taken off, shown once under the coupon form. */
  couponNote: string | null
  updating: boolean
  disabled: boolean
  onApplyCoupon: (code: string) => Promise<string | null>
  onRemoveCoupon: () => void
}

/**
 * The order summary beside the steps (sticky) on desktop; on phones behind 'View Order Details' with the order total.
 * Two items of the checkout's layout grid: the phone's toggle and the summary.
 */
export function SummaryAside({ lines, totals, coupon, couponNote, updating, disabled, ...actions }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={styles.summaryToggle}
        aria-expanded={open}
        aria-controls="order-summary"
        onClick={() => setOpen((was) => !was)}
      >
        <span>
          {open ? 'Close Preview' : 'View Order Details'}
          {open ? <ChevronUp aria-hidden="true" size={18} /> : <ChevronDown aria-hidden="true" size={18} />}
        </span>
        <strong className={styles.amount}>{totals ? formatUSD(totals.totalOrderPrice) : ''}</strong>
      </button>
      <aside className={styles.aside} data-open={open || undefined} aria-label="Order summary">
        <OrderSummary
          id="order-summary"
          lines={lines.filter((l) => !l.problem)}
          totals={totals}
          coupon={coupon}
          updating={updating}
        >
          <CouponForm
            applied={coupon}
            note={couponNote}
            disabled={disabled}
            onApply={actions.onApplyCoupon}
            onRemove={actions.onRemoveCoupon}
          />
        </OrderSummary>
      </aside>
    </>
  )
}
