import type { Payload, PayloadRequest } from 'payload'
import { orderBalance, paymentOf, type RefundBalance } from '../../../../lib/payments/refunds'
import type { Order, Refund, Transaction } from '../../../../payload-types'

export interface OrderMoney extends RefundBalance {
  /** The provider that took the money ('card', 'paypal', 'manual'), null when nothing was taken. */
  provider: string | null
  /** The provider's id of the payment a refund is made against (PaymentIntent, PayPal capture). */
  paymentId: string | null
  refunds: Refund[]
}

/**
 * What an order's customer paid and what went back: an online payment's succeeded transaction, or a manual payment
 * staff marked paid (the order's total); its refund records, oldest first.
 */
export async function orderMoney(payload: Payload, order: Order, req?: PayloadRequest): Promise<OrderMoney> {
  const [transactions, refunds] = await Promise.all([
    payload.find({
      collection: 'transactions',
      where: { order: { equals: order.id } },
      depth: 0,
      pagination: false,
      req,
      overrideAccess: true, // the refund operations and the order's views read the order's own payments
    }),
    payload.find({
      collection: 'refunds',
      where: { order: { equals: order.id } },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      req,
      overrideAccess: true, // as above: the order's own refunds
    }),
  ])
  const payment = paymentOf(transactions.docs as Transaction[])
  const manualPaid = order.paymentMethod === 'manual' && ['paid', 'refunded'].includes(order.paymentStatus)
  const paid = payment?.amount ?? (manualPaid ? (order.totals?.total ?? 0) : 0)
  const provider = payment?.provider ?? (manualPaid ? 'manual' : null)
  return {
    ...orderBalance(paid, refunds.docs),
    provider,
    paymentId: payment?.providerId ?? (manualPaid ? `manual-${order.number}` : null),
    refunds: refunds.docs,
  }
}
