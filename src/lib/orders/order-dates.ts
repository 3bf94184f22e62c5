import { TZDate } from '@date-fns/tz'
import { nyDate, STORE_TIME_ZONE } from '../checkout/delivery'

/**
 * The dates an order shows in the account (account.md section 4 "Dates", "Order product status meanings",
 * "Tracking"). Package dates are New York calendar dates ('YYYY-MM-DD'); the clock is always passed in.
 */
export const PENDING_DATE = 'Pending'

const DAY_MS = 24 * 60 * 60 * 1000

/** A package date as the account prints it ('Nov 27, 2026'), read as a New York calendar day. */
export function dateLabel(day: string): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** An instant as a New York calendar date label ('Nov 27, 2026'). */
export function instantLabel(at: string | Date): string {
  return new Date(at).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: STORE_TIME_ZONE,
  })
}

/** Is today (New York) more than one calendar day past `day`? The delayed flags of account.md. */
export function isDelayed(day: string | null | undefined, now: Date): boolean {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  // Both as calendar days at UTC midnight: the New York day of `now`, and the stored day as written.
  return (Date.parse(`${nyDate(now)}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS > 1
}

export interface OrderDates {
  /** The anticipated assembly: the date, or Pending. Null once it no longer applies (shipped, canceled). */
  assembly: string | null
  assemblyDelayed: boolean
  /** The anticipated arrival: the date, or Pending. */
  arrival: string | null
  arrivalDelayed: boolean
}

/**
 * account.md: assembly — new shows the date, pending shows Pending; arrival — new with delayed assembly shows
 * Pending, new or shipped shows the date, pending shows Pending. Processed is in the workshop on schedule, so it
 * reads as new does.
 */
export function orderDates(
  status: string,
  pkg: { assemblyDate?: string | null; deliveryDate?: string | null },
  now: Date,
): OrderDates {
  const building = status === 'new' || status === 'processed'
  const assemblyDelayed = building && isDelayed(pkg.assemblyDate, now)
  const assembly =
    status === 'pending' ? PENDING_DATE : building && pkg.assemblyDate ? dateLabel(pkg.assemblyDate) : null
  let arrival: string | null = null
  if (status === 'pending' || (building && assemblyDelayed)) arrival = PENDING_DATE
  else if ((building || status === 'shipped') && pkg.deliveryDate) arrival = dateLabel(pkg.deliveryDate)
  const arrivalDelayed = arrival !== null && arrival !== PENDING_DATE && isDelayed(pkg.deliveryDate, now)
  return { assembly, assemblyDelayed, arrival, arrivalDelayed }
}

/** When the workshop hands a package over (end of its assembly day, 17:00 New York): the countdown's default end. */
export const SHIPPING_HOUR = 17

export function anticipatedShipAt(assemblyDate: string | null | undefined): string | null {
  const match = assemblyDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(assemblyDate) : null
  if (!match) return null
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  return new Date(new TZDate(y, m - 1, d, SHIPPING_HOUR, 0, 0, STORE_TIME_ZONE).getTime()).toISOString()
}

/** account.md "processed": 'Your order ships in Xh Ymin Zsec' until anticipatedShippedAt; null once it is due. */
export function shipsInText(anticipatedShippedAt: string | null | undefined, now: Date): string | null {
  if (!anticipatedShippedAt) return null
  const left = Math.floor((new Date(anticipatedShippedAt).getTime() - now.getTime()) / 1000)
  if (!(left > 0)) return null
  const h = Math.floor(left / 3600)
  const min = Math.floor((left % 3600) / 60)
  return `Your order ships in ${h}h ${min}min ${left % 60}sec`
}

/**
 * account.md "Tracking": shipped or being_returned, or delivered less than one day ago (a customer who just got the
 * parcel can still look at its history).
 */
export function isTrackable(item: { status: string; deliveredAt?: string | null }, now: Date): boolean {
  if (item.status === 'shipped' || item.status === 'being_returned') return true
  if (item.status !== 'delivered' || !item.deliveredAt) return false
  const since = now.getTime() - new Date(item.deliveredAt).getTime()
  return since >= 0 && since < DAY_MS
}

/** account.md: the delivery status reads In Transit while the item can be tracked, else Delivered. */
export function deliveryStatus(item: { status: string; deliveredAt?: string | null }, now: Date): string {
  return isTrackable(item, now) && item.status !== 'delivered' ? 'In Transit' : 'Delivered'
}
