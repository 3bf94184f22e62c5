/** What the thanks page's `purchase` is made of: the placed order as `GET /api/order/view` gives it. */
import type { OrderView } from '../checkout/api'
import type { PurchaseSource } from './events'
import { orderItem } from './items'

/** The thanks page's order as a purchase: what was charged, its tax (VAT fee included) and shipping. */
export const purchaseOf = (order: Pick<OrderView, 'orderId' | 'items' | 'totals' | 'coupon'>): PurchaseSource => ({
  orderId: order.orderId,
  total: order.totals.totalOrderPrice,
  tax: order.totals.tax + order.totals.vatFee,
  shipping: order.totals.shippingTotal,
  coupon: order.coupon?.code ?? null,
  items: order.items.map(orderItem),
})
