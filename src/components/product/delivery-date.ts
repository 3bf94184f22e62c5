import { assemblyReadyAt, deliveredAt, STORE_TIME_ZONE } from '@/lib/checkout/delivery'

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: STORE_TIME_ZONE,
})

/**
 * The day an order placed `now` arrives ('Thu, Dec 4'): the checkout's own rules (src/lib/checkout/delivery.ts), in
 * New York business time: prepared in `preparationDays` business days from the workshop's next start, then
 * `deliveryTime` business days in transit.
 */
export function deliveryDay(now: Date, preparationDays: number, deliveryTime: number): string {
  return dayFormat.format(deliveredAt(assemblyReadyAt(now, preparationDays), deliveryTime))
}
