import type { PayloadRequest } from 'payload'
import { NotFoundError } from '../../../lib/errors'
import { paymentOf, type RefundBalance, refundBalance } from '../../../lib/payments/refunds'

export interface RefundSummary extends RefundBalance {
  order: number
  number: string
  /** 'card', 'paypal', 'manual'; null when nothing was paid. */
  provider: string | null
  refunds: Array<{ amount: number; status: string; reason: string | null; at: string }>
}

/**
 * What the admin's refund panel shows for an order (GET /api/payments/refund, issue 27 item 11): what was paid, each
 * refund with its reason, and what remains, counted as refundOrder counts it.
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
  const { docs } = await req.payload.find({
    collection: 'transactions',
    where: { order: { equals: order.id } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true, // the order's own payments and refunds, for the administrator
  })
  const reasonOf = (data: unknown) => {
    const reason = data && typeof data === 'object' ? (data as { reason?: unknown }).reason : null
    return typeof reason === 'string' ? reason : null
  }
  return {
    order: order.id,
    number: order.number,
    provider: paymentOf(docs)?.provider ?? null,
    ...refundBalance(docs),
    refunds: docs
      .filter((t) => t.kind === 'refund')
      .map((t) => ({ amount: t.amount, status: t.status, reason: reasonOf(t.data), at: t.createdAt })),
  }
}
