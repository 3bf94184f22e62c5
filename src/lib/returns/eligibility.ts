import { nyDate } from '../checkout/delivery'

/**
 * Who may return what (account.md section 4 "Returns (RMA)", section 5 "Return", section 9; issue 30 item 2). Pure:
 * the returns operation checks these again on the server under a lock on the order product.
 */
export const RETURN_WINDOW_DAYS = 15

/** account.md section 4: the Return button's tooltip while the store takes no returns (the switch is off). */
export const RETURNS_OFF_MESSAGE = 'We are ceasing business operations and can no longer accept and process returns.'
/** account.md section 8: only US shipments can come back. */
export const US_ONLY_MESSAGE = 'Refunds are currently only supported for the USA'
export const NOTHING_LEFT_MESSAGE = 'Every unit of this item is already on a return.'
export const NOT_DELIVERED_MESSAGE = 'An item can be returned once it has been delivered.'

/** The kinds of reason: general ones only within the window; repair, upgrade and other at any time. */
export const REASON_KINDS = ['general', 'repair', 'upgrade', 'other'] as const
export type ReasonKind = (typeof REASON_KINDS)[number]

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * New York calendar days from the delivery day to today: 0 on the day it was delivered. The window for general
 * reasons is open through day RETURN_WINDOW_DAYS (the 15th day after delivery counts in full) and closed from day 16.
 */
export function daysSinceDelivery(deliveredAt: string | Date, now: Date): number {
  const day = (at: Date) => Date.parse(`${nyDate(at)}T00:00:00Z`)
  return Math.round((day(now) - day(new Date(deliveredAt))) / DAY_MS)
}

/** Are general reasons still offered for an item delivered at `deliveredAt`? */
export function withinReturnWindow(deliveredAt: string | Date, now: Date): boolean {
  return daysSinceDelivery(deliveredAt, now) <= RETURN_WINDOW_DAYS
}

/** The reasons offered now: every reason within the window, afterwards only repair, upgrade and other. */
export function reasonsOffered<R extends { kind: ReasonKind }>(reasons: readonly R[], inWindow: boolean): R[] {
  return inWindow ? [...reasons] : reasons.filter((r) => r.kind !== 'general')
}

/**
 * Units still returnable: the units bought, delivered, less those on returns that are not canceled (a rejected
 * return keeps its units: they were looked at and sent back). Never below 0.
 */
export function returnableUnits(
  item: { quantity: number; status: string },
  returns: ReadonlyArray<{ quantity: number; status: string }>,
): number {
  if (!RETURNABLE_STATUSES.has(item.status)) return 0
  const taken = returns.filter((r) => r.status !== 'canceled').reduce((sum, r) => sum + r.quantity, 0)
  return Math.max(0, item.quantity - taken)
}

/** An item delivered, or already partly on a return, can be returned (if units remain). */
const RETURNABLE_STATUSES = new Set([
  'delivered',
  'return_label_issued',
  'being_returned',
  'return_received',
  'refunded',
])

export interface ReturnCheck {
  /** Site settings' switch. */
  accepting: boolean
  /** The order's shipping country code. */
  country: string
  status: string
  deliveredAt: string | null
  returnable: number
}

/** Why this item cannot be returned now, or null: the switch, the country, delivery, units left. */
export function returnProblem(check: ReturnCheck): string | null {
  if (!check.accepting) return RETURNS_OFF_MESSAGE
  if (check.country.toUpperCase() !== 'US') return US_ONLY_MESSAGE
  if (!check.deliveredAt || !RETURNABLE_STATUSES.has(check.status)) return NOT_DELIVERED_MESSAGE
  if (check.returnable < 1) return NOTHING_LEFT_MESSAGE
  return null
}

/** The quantities the form offers: 1 up to what is still returnable. */
export const quantityOptions = (returnable: number): number[] =>
  Array.from({ length: Math.max(0, returnable) }, (_, i) => i + 1)
