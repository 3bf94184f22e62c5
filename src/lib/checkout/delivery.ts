import { TZDate } from '@date-fns/tz'
import { addBusinessDays, addDays, format, isWeekend, set } from 'date-fns'

/**
 * Assembly and delivery dates (checkout.md section 9: "Shipping estimate: business hours 9 to 18 New York time,
 * weekends skipped"; "standard build 3 business days; same-day assembly gives 24 hours; assembly time 0 shows 24
 * Hours"). All calendar arithmetic runs in New York through @date-fns/tz, so daylight-saving changes move the UTC
 * hour of 18:00, never the rule. The clock is always passed in: nothing here reads the current time.
 */
export const STORE_TIME_ZONE = 'America/New_York'
export const OPENING_HOUR = 9
/** Business hours end at 18:00: an order at 18:00:00 or later starts the next business day. */
export const CLOSING_HOUR = 18
/** checkout.md section 9: "standard build 3 business days". */
export const STANDARD_BUILD_DAYS = 3
/** A package's assemblyTime when Same Day Assembly is on (checkout.md: "assembly time 0 shows 24 Hours"). */
export const SAME_DAY_ASSEMBLY_TIME = 0
/** checkout.md section 9: "Default assembly label 3-5 days" (the platform's assembly.daysLabel). */
export const DEFAULT_ASSEMBLY_DAYS_LABEL = '3 - 5'

const inNewYork = (at: Date) => new TZDate(at.getTime(), STORE_TIME_ZONE)
const atOpening = (day: TZDate) => set(day, { hours: OPENING_HOUR, minutes: 0, seconds: 0, milliseconds: 0 })

/**
 * When the workshop starts on an order placed at `now`: `now` itself during business hours; the same day's 9:00
 * before opening; the next business day's 9:00 after 18:00 or on a weekend (a Friday evening order starts Monday).
 */
export function workStart(now: Date): TZDate {
  const local = inNewYork(now)
  if (!isWeekend(local) && local.getHours() < CLOSING_HOUR) {
    return local.getHours() < OPENING_HOUR ? atOpening(local) : local
  }
  let day = addDays(local, 1)
  while (isWeekend(day)) day = addDays(day, 1)
  return atOpening(day)
}

/**
 * When a package is assembled and ready to ship. Standard: `assemblyTime` business days after the start. Same Day
 * Assembly (assemblyTime 0, "built and shipped within 24 hours"): 24 hours after the start; the start is always in
 * a business day, so this is the next business day at the same New York wall-clock time (a Friday order ships by
 * Monday, weekends skipped).
 */
export function assemblyReadyAt(now: Date, assemblyTime: number): TZDate {
  checkDays(assemblyTime)
  const days = assemblyTime === SAME_DAY_ASSEMBLY_TIME ? 1 : assemblyTime
  return addBusinessDays(workStart(now), days)
}

/** Delivery: the method's deliveryTime (days in transit) in business days after the package is ready. */
export function deliveredAt(readyAt: Date, deliveryTime: number): TZDate {
  checkDays(deliveryTime)
  return addBusinessDays(inNewYork(readyAt), deliveryTime)
}

/** A New York calendar date, 'YYYY-MM-DD': what packages store as assemblyDate and deliveryDate. */
export function nyDate(at: Date): string {
  return format(inNewYork(at), 'yyyy-MM-dd')
}

export interface PackageDates {
  assemblyTime: number
  assemblyLabel: string
  assemblyDate: string
  deliveryDate: string
  /** Epoch seconds, as the product page's estimate reads it (storefront.md "deliveryAt"). */
  deliveryAt: number
  deliveryTime: number
  transitLabel: string
}

/** Every date and text of one package with one method, from a fixed clock. */
export function packageDates(now: Date, assemblyTime: number, deliveryTime: number): PackageDates {
  const ready = assemblyReadyAt(now, assemblyTime)
  const delivered = deliveredAt(ready, deliveryTime)
  return {
    assemblyTime,
    assemblyLabel: assemblyLabel(assemblyTime),
    assemblyDate: nyDate(ready),
    deliveryDate: nyDate(delivered),
    deliveryAt: Math.floor(delivered.getTime() / 1000),
    deliveryTime,
    transitLabel: daysLabel(deliveryTime),
  }
}

/** '1 day', '3 days' (checkout.md section 2: "singular 'day' when 1"). */
export function daysLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`
}

/** '24 Hours' for Same Day Assembly (assembly time 0), else the days. */
export function assemblyLabel(assemblyTime: number): string {
  return assemblyTime === SAME_DAY_ASSEMBLY_TIME ? '24 Hours' : daysLabel(assemblyTime)
}

/** The platform's range label ('3 - 5' by default) as shown before a package is known: '3 - 5 days'. */
export function defaultAssemblyLabel(daysRange: string | null | undefined): string {
  return `${daysRange?.trim() || DEFAULT_ASSEMBLY_DAYS_LABEL} days`
}

function checkDays(days: number) {
  if (!Number.isInteger(days) || days < 0 || days > 365) throw new RangeError(`Not a number of days: ${days}`)
}
