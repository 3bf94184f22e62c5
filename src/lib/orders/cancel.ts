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

/** Orders past any cancel: canceled, or at the customer (every live item delivered, returned or refunded). */
const FINISHED: ReadonlySet<string> = new Set(['canceled', 'delivered'])

export interface CancelOffer {
  /** The card shows a Cancel Order button at all. */
  showCancel: boolean
  cancelable: boolean
  /** The disabled button's tooltip; null when the button is enabled or not shown. */
  cancelRefusal: string | null
}

/**
 * What an order's card offers for a cancel (issue 50 item 10): the button while it may be canceled; the button
 * disabled with the assembly-queue tooltip while the order is in the workshop or on its way; nothing once it is
 * canceled, delivered, or its payment was given back (the tooltip would be wrong there).
 */
export function cancelOffer(order: {
  status: OrderStatus | string
  cancelable?: boolean | null
  paymentStatus?: string | null
}): CancelOffer {
  const cancelable = canCancel(order)
  const showCancel = cancelable || !(FINISHED.has(order.status) || order.paymentStatus === 'refunded')
  return { showCancel, cancelable, cancelRefusal: showCancel && !cancelable ? CANCEL_REFUSED : null }
}

/** account.md: canceled and suspicious_transaction orders show zero prices (the stored amounts stay). */
export function showsZeroPrices(status: OrderStatus | string): boolean {
  return status === 'canceled' || status === 'suspicious_transaction'
}
