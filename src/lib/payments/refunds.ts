/**
 * Refund arithmetic (issue 13 item 4, issue 27 item 11, issue 29 item 3): the refund operations, the admin's refund
 * panel and the account count what is left to refund the same way.
 */
export interface MoneyRecord {
  kind: string
  status: string
  amount: number
  providerId?: string | null
}

export interface RefundBalance {
  /** What the succeeded payment took, cents (0 without one). */
  paid: number
  refunded: number
  remaining: number
}

export function paymentOf<T extends MoneyRecord>(records: readonly T[]): T | undefined {
  return records.find((t) => t.kind === 'payment' && t.status === 'succeeded')
}

/**
 * What of an order's payment is left to refund: what was captured less every refund that is pending or succeeded (a
 * pending one may still go through, or is a manual payment's money owed, so it is never given twice); failed ones gave
 * nothing back.
 */
export function orderBalance(paid: number, refunds: ReadonlyArray<{ status: string; amount: number }>): RefundBalance {
  const refunded = refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0)
  return { paid, refunded, remaining: Math.max(0, paid - refunded) }
}

/**
 * A refund amount typed in dollars ('12', '12.5', '$1,012.50') as cents, or the reason it cannot be refunded: more
 * than two decimals, nothing, or more than remains.
 */
export function refundAmountOf(typed: string, remaining: number): { cents: number } | { problem: string } {
  const clean = typed.replace(/[$,\s]/g, '')
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(clean)
  if (!match) return { problem: 'Enter an amount in dollars, like 12.50.' }
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  if (cents <= 0) return { problem: 'Enter an amount above $0.00.' }
  if (cents > remaining) return { problem: `At most ${formatCents(remaining)} can be refunded.` }
  return { cents }
}

const formatCents = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
