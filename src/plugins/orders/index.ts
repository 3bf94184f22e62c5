import type { Config, Plugin } from 'payload'
import { orderEndpoints } from './endpoints'
import { Orders } from './Orders'
import { ORDER_PRODUCT_RETURNS, type OrderProductReturns } from './operations/account-orders'
import { ORDER_FOLLOW_UPS, type OrderFollowUp } from './operations/after-order'
import { Refunds } from './Refunds'
import { Transactions } from './Transactions'
import { orderTasks } from './tasks'

export { Orders } from './Orders'
export { customerOf, findOwnOrderProduct, type OrderProductReturns } from './operations/account-orders'
export { ORDER_FOLLOWS_UP, type OrderFollowUp } from './operations/after-order'
export { type CreateOrderInput, createOrder } from './operations/create-order'
export { followReturn } from './operations/follow-return'
export { isOrderToken } from './operations/order-link'
export { type CardPaymentInput, payByCard } from './operations/pay-by-card'
export { refundOrder } from './operations/refund-order'
export { type RefundOutcome, refundSession } from './operations/refund-session'
export { type RefundSummary, refundSummary } from './operations/refund-summary'
export { type OrderMoney, orderMoney } from './operations/refunds/balance'
export { openRefund } from './operations/refunds/open-refund'
export { recordProviderRefund } from './operations/refunds/provider-refund'
export { RefundNotSent, sendRefund } from './operations/refunds/send-refund'
export { finishSale, placeOrder, refunded } from './operations/sale'
export { assertSessionCaller, PAYMENT_NOT_AVAILABLE, startPayment } from './operations/start-payment'
export { startPayPal } from './operations/start-paypal'
export { type PublicStockChange, stockTags } from './operations/stock-tags'
export { returnStock } from './operations/take-stock'
export { Refunds } from './Refunds'
export { Transactions } from './Transactions'

export interface OrdersPluginOptions {
  /** What the returns plugin says about each order product the account shows (its returns, the Return button). */
  orderProductReturns?: OrderProductReturns
  /** What other plugins do after each committed order, the buyer's account known (the affiliates' enrolment). */
  followUps?: OrderFollowUp[]
}

/**
 * Orders and their payment transactions (issue 12 items 1, 4, 5; issue 28): the sale (operations/sale.ts: prepare,
 * settle the payment, create the order in one transaction with its stock, coupon and idempotency, and refund as the
 * compensation), the card and PayPal starts, the order view for the thanks page, staff refunds, staff status changes
 * with a history; the account's history, cancel and tracking. Uses checkout (the quote) and payments (providers and
 * sessions) through their index; payments calls back through `paymentsPlugin({ onPaid: finishSale })`, and the
 * returns plugin shows each order product's returns through `ordersPlugin({ orderProductReturns })`, and the
 * affiliates plugin enrols a buyer after the reply through `ordersPlugin({ followUps })`.
 */
export function ordersPlugin(options: OrdersPluginOptions = {}): Plugin {
  return (config: Config): Config => ({
    ...config,
    custom: {
      ...config.custom,
      [ORDER_PRODUCT_RETURNS]: options.orderProductReturns,
      [ORDER_FOLLOW_UPS]: options.followUps ?? [],
    },
    collections: [...(config.collections ?? []), Orders, Transactions, Refunds],
    endpoints: [...(config.endpoints ?? []), ...orderEndpoints],
    jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), ...orderTasks] },
  })
}
