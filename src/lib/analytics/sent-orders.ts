/**
 * A `purchase` is sent once per order (issue 34): the browser remembers the order numbers it has reported
 * (localStorage, key `padforge.analytics.orders`), so reloading the thanks page or opening it again from the
 * confirmation e-mail does not report the sale twice. The list keeps the latest MAX_SENT_ORDERS numbers.
 */

export const SENT_ORDERS_KEY = 'padforge.analytics.orders'
export const MAX_SENT_ORDERS = 50

const ORDER_NUMBER = /^[A-Z0-9-]{4,20}$/

/** The remembered order numbers; anything malformed is dropped. */
export function parseSentOrders(raw: string | null): string[] {
  if (!raw) return []
  try {
    const json: unknown = JSON.parse(raw)
    return Array.isArray(json) ? json.filter((n): n is string => typeof n === 'string' && ORDER_NUMBER.test(n)) : []
  } catch {
    return []
  }
}

/** Whether this order's purchase is still to send. */
export const shouldSendPurchase = (sent: readonly string[], order: string) =>
  ORDER_NUMBER.test(order) && !sent.includes(order)

/** The list with the order added, the oldest dropped beyond the cap. */
export const withSentOrder = (sent: readonly string[], order: string): string[] =>
  [...sent.filter((n) => n !== order), order].slice(-MAX_SENT_ORDERS)
