import type { Config, Plugin } from 'payload'
import { orderEndpoints } from './endpoints'
import { Orders } from './Orders'
import { Refunds } from './Refunds'
import { Transactions } from './Transactions'
import { orderTasks } from './tasks'

export { Orders } from './Orders'
export { type CreateOrderInput, createOrder } from './operations/create-order'
export { type CardPaymentInput, payByCard } from './operations/pay-by-card'
export { refundOrder } from './operations/refund-order'
export { type RefundOutcome, refundSession } from './operations/refund-session'
export { type RefundSummary, refundSummary } from './operations/refund-summary'
export { recordProviderRefund } from './operations/refunds/provider-refund'
export { finishSale, placeOrder, refunded } from './operations/sale'
export { assertSessionCaller, PAYMENT_NOT_AVAILABLE, startPayment } from './operations/start-payment'
export { startPayPal } from './operations/start-paypal'
export { Refunds } from './Refunds'
export { Transactions } from './Transactions'

/**
 * Orders and their payment transactions (issue 12 items 1, 4, 5; issue 28): the sale (operations/sale.ts: prepare,
 * settle the payment, create the order in one transaction with its stock, coupon and idempotency, and refund as the
 * compensation), the card and PayPal starts, the order view for the thanks page, staff refunds, staff status changes
 * with a history. Uses checkout (the quote) and payments (providers and sessions) through their index; payments calls
 * back through `paymentsPlugin({ onPaid: finishSale })`.
 */
export function ordersPlugin(): Plugin {
  return (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []), Orders, Transactions, Refunds],
    endpoints: [...(config.endpoints ?? []), ...orderEndpoints],
    jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), ...orderTasks] },
  })
}
