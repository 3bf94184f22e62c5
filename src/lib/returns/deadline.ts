import { TZDate } from '@date-fns/tz'
import { addBusinessDays, endOfDay } from 'date-fns'
import { STORE_TIME_ZONE } from '../checkout/delivery'

/** account.md section 9: an own-send return must arrive within 5 business days, or it is canceled. */
export const OWN_SEND_BUSINESS_DAYS = 5

/**
 * The end of the 5th New York business day after the return was made (weekends skipped): a return made on a Friday
 * has until the end of the next Friday. Received at or before it, the return stands; the deadline job cancels it
 * after.
 */
export function ownSendDeadline(createdAt: string | Date): Date {
  const made = new TZDate(new Date(createdAt).getTime(), STORE_TIME_ZONE)
  return new Date(endOfDay(addBusinessDays(made, OWN_SEND_BUSINESS_DAYS)).getTime())
}

export const isPastDeadline = (createdAt: string | Date, now: Date): boolean =>
  now.getTime() > ownSendDeadline(createdAt).getTime()
