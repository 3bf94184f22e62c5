'use client'

import { purchase } from '@/lib/analytics/events'
import { purchaseOf } from '@/lib/analytics/purchase'
import { parseSentOrders, SENT_ORDERS_KEY, shouldSendPurchase, withSentOrder } from '@/lib/analytics/sent-orders'
import type { OrderView } from '@/lib/checkout/api'
import { track } from './track'

const sentOrders = (): string[] => {
  try {
    return parseSentOrders(localStorage.getItem(SENT_ORDERS_KEY))
  } catch {
    return []
  }
}

/**
 * The thanks page's `purchase`, once per order: the order number is remembered when the event really reaches
 * dataLayer (after consent), so a reload sends nothing again, and an order whose event was never sent (no choice
 * yet) can still be reported when the shopper accepts on a later visit of the page.
 */
export function trackPurchase(order: OrderView): void {
  if (!shouldSendPurchase(sentOrders(), order.orderId)) return
  track(purchase(purchaseOf(order)), () => {
    try {
      localStorage.setItem(SENT_ORDERS_KEY, JSON.stringify(withSentOrder(sentOrders(), order.orderId)))
    } catch {
      // Storage blocked: a reload may report the order again, the lesser harm than never reporting it.
    }
  })
}
