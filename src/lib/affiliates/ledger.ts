import type { LedgerKind, LedgerLineView, LedgerStatus } from './api'

/**
 * The referrer's reward over time (issue 31 item 4): pending when the referred order is placed; approved once every
 * item was delivered and the return window passed with no refund; then paid by staff. A cancel or a refund after the
 * reward was written adds a negative entry (the ledger is never edited backwards).
 */
export const RETURN_WINDOW_DAYS = 15
const DAY_MS = 86_400_000

export interface ReferredOrderFacts {
  status: string
  /** Delivery time of each order product; null for one not delivered (yet). */
  deliveredAt: readonly (Date | null)[]
  /** Cents refunded (pending or succeeded) on the order. */
  refunded: number
}

export type RewardVerdict = 'wait' | 'approve' | 'reverse'

/** What the reward of a referred order should do now. */
export function rewardVerdict(order: ReferredOrderFacts, now: Date): RewardVerdict {
  if (order.status === 'canceled' || order.refunded > 0) return 'reverse'
  if (order.deliveredAt.length === 0 || order.deliveredAt.some((d) => d === null)) return 'wait'
  const last = Math.max(...order.deliveredAt.map((d) => (d as Date).getTime()))
  return now.getTime() >= last + RETURN_WINDOW_DAYS * DAY_MS ? 'approve' : 'wait'
}

/** A partner's commission on an attributed order: a percentage of what the items cost after the discount. */
export function partnerCommission(merchandise: number, percent: number): number {
  if (!(percent > 0) || merchandise <= 0) return 0
  return Math.round((merchandise * percent) / 100)
}

/** The page's totals: each line counts under its status; a reversal lowers the status of the entry it reverses. */
export function ledgerTotals(
  lines: readonly Pick<LedgerLineView, 'amount' | 'status'>[],
): Record<LedgerStatus, number> {
  const totals: Record<LedgerStatus, number> = { pending: 0, approved: 0, paid: 0 }
  for (const line of lines) totals[line.status] += line.amount
  return totals
}

export const LEDGER_KINDS: readonly LedgerKind[] = ['reward', 'reversal']
export const LEDGER_STATUSES: readonly LedgerStatus[] = ['pending', 'approved', 'paid']
