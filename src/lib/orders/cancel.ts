import type { OrderStatus } from './statuses'

/**
 * Cancelling an order (account.md section 4 "Cancel"; issue 29 item 2): only while it is new (nothing has entered
 * the workshop) and flagged cancelable. Otherwise the button is disabled with this tooltip, and the server answers
 * 409 with the same text.
 */
export const CANCEL_REFUSED =
  'This order has entered the assembly queue and can no longer be canceled. Please contact us if you need help.'

export function canCancel(order: { status: OrderStatus | string; cancelable?: boolean | null }): boolean {
  return order.status === 'new' && order.cancelable !== false
}

/** account.md: canceled and suspicious_transaction orders show zero prices (the stored amounts stay). */
export function showsZeroPrices(status: OrderStatus | string): boolean {
  return status === 'canceled' || status === 'suspicious_transaction'
}
