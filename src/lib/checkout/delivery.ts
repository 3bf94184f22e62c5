import { tzOffset } from '@date-fns/tz'

/**
 * Assembly and delivery dates (checkout.md section 9: "Shipping estimate: business hours 9 to 18 New York time,
 * weekends skipped"; "standard build 3 business days; same-day assembly gives 24 hours; assembly time 0 shows 24
 * Hours"). The calendar arithmetic runs on New York's wall clock, so daylight-saving changes move the UTC hour of
 * 18:00, never the rule. The clock is always passed in: nothing here reads the current time.
 *
 * Every checkout quote dates each package with each method, so this is plain arithmetic on milliseconds: New York's
 * offset (@date-fns/tz's `tzOffset`) is read once to find the wall clock and twice to turn the answer back into an
 * instant, where date-fns on a TZDate read it at every step (about a tenth of an order's CPU, issue 32). The unit test
 * holds the answers equal to date-fns' over two years.
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

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const QUARTER_HOUR = 15 * MINUTE
const offsets = new Map<number, number>()

/**
 * New York's offset from UTC in minutes at an instant. It changes only at 2 a.m. twice a year, always on a quarter
 * hour of UTC, so it is asked of Intl once per quarter hour (a quote dates every package with every method).
 */
function offsetAt(at: number): number {
  const quarter = Math.floor(at / QUARTER_HOUR)
  let offset = offsets.get(quarter)
  if (offset === undefined) {
    if (offsets.size >= 4096) offsets.clear()
    offset = tzOffset(STORE_TIME_ZONE, new Date(quarter * QUARTER_HOUR))
    offsets.set(quarter, offset)
  }
  return offset
}

/** New York's wall clock at an instant: milliseconds whose UTC reading is what New York's clocks show. */
const wallOf = (at: number) => at + offsetAt(at) * MINUTE

/**
 * The instant New York's clocks read `wall`: the offset at a first guess, then at that answer, which is right on both
 * sides of a change. Only business hours are ever asked for, never the hour a change skips or repeats (1–3 a.m.).
 */
function instantOf(wall: number): number {
  const guess = wall - offsetAt(wall) * MINUTE
  return wall - offsetAt(guess) * MINUTE
}

const weekday = (wall: number) => new Date(wall).getUTCDay()
const isWeekend = (wall: number) => weekday(wall) === 0 || weekday(wall) === 6
const hourOf = (wall: number) => new Date(wall).getUTCHours()
const atOpening = (wall: number) => Math.floor(wall / DAY) * DAY + OPENING_HOUR * HOUR

/** date-fns' addBusinessDays on a wall clock: whole weeks, then day by day skipping weekends, the time kept. */
function addBusinessDays(wall: number, amount: number): number {
  const startedOnWeekend = isWeekend(wall)
  const sign = amount < 0 ? -1 : 1
  let day = wall + Math.trunc(amount / 5) * 7 * DAY
  let rest = Math.abs(amount % 5)
  while (rest > 0) {
    day += sign * DAY
    if (!isWeekend(day)) rest -= 1
  }
  if (startedOnWeekend && isWeekend(day) && amount !== 0) {
    // From a weekend, land on the business day before it (date-fns' rule; no date here starts on a weekend).
    day += (weekday(day) === 6 ? (sign < 0 ? 2 : -1) : sign < 0 ? 1 : -2) * DAY
  }
  return day
}

/** `workStart` on New York's wall clock. */
function workStartWall(now: Date): number {
  const local = wallOf(now.getTime())
  if (!isWeekend(local) && hourOf(local) < CLOSING_HOUR) return hourOf(local) < OPENING_HOUR ? atOpening(local) : local
  let day = local + DAY
  while (isWeekend(day)) day += DAY
  return atOpening(day)
}

/**
 * When the workshop starts on an order placed at `now`: `now` itself during business hours; the same day's 9:00
 * before opening; the next business day's 9:00 after 18:00 or on a weekend (a Friday evening order starts Monday).
 */
export function workStart(now: Date): Date {
  return new Date(instantOf(workStartWall(now)))
}

/**
 * When a package is assembled and ready to ship. Standard: `assemblyTime` business days after the start. Same Day
 * Assembly (assemblyTime 0, "built and shipped within 24 hours"): 24 hours after the start; the start is always in
 * a business day, so this is the next business day at the same New York wall-clock time (a Friday order ships by
 * Monday, weekends skipped).
 */
export function assemblyReadyAt(now: Date, assemblyTime: number): Date {
  checkDays(assemblyTime)
  const days = assemblyTime === SAME_DAY_ASSEMBLY_TIME ? 1 : assemblyTime
  return new Date(instantOf(addBusinessDays(workStartWall(now), days)))
}

/** Delivery: the method's deliveryTime (days in transit) in business days after the package is ready. */
export function deliveredAt(readyAt: Date, deliveryTime: number): Date {
  checkDays(deliveryTime)
  return new Date(instantOf(addBusinessDays(wallOf(readyAt.getTime()), deliveryTime)))
}

/** A New York calendar date, 'YYYY-MM-DD': what packages store as assemblyDate and deliveryDate. */
export function nyDate(at: Date): string {
  return new Date(wallOf(at.getTime())).toISOString().slice(0, 10)
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
