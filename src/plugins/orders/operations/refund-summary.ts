import type { PayloadRequest } from 'payload'
import { NotFoundError } from '../../../lib/errors'
import type { RefundBalance } from '../../../lib/payments/refunds'
import { orderMoney } from './refunds/balance'

export interface RefundSummary extends RefundBalance {
  order: number
  number: string
  /** 'card', 'paypal', 'manual'; null when nothing was paid. */
  provider: string | null
  refunds: Array<{ amount: number; status: string; reason: string | null; at: string; source: string }>
}

/**
 * What the admin's refund panel shows for an order (GET /api/payments/refund, issue 27 item 11): what was paid, each
 * refund with its reason and where it came from, and what remains, counted as the refund operation counts it.
 */
export async function refundSummary(req: PayloadRequest, orderId: number): Promise<RefundSummary> {
  const order = await req.payload
    .findByID({
      collection: 'orders',
      id: orderId,
      depth: 0,
      req,
      overrideAccess: true, // administrators only (the endpoint's caller): the panel of the order they refund
    })
    .catch(() => null)
  if (!order) throw new NotFoundError('Order not found.')
  const money = await orderMoney(req.payload, order, req)
  return {
    order: order.id,
    number: order.number,
    provider: money.provider,
    paid: money.paid,
    refunded: money.refunded,
    remaining: money.remaining,
    refunds: money.refunds.map((r) => ({
      amount: r.amount,
      status: r.status,
      reason: r.reason ?? null,
      at: r.createdAt,
      source: r.source,
    })),
  }
}
