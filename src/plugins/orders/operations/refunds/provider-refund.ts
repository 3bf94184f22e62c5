import type { PayloadRequest } from 'payload'
import type { RefundNotice } from '../../../../lib/payments/provider'
import { inTransaction } from '../../../../server/transaction'
import { lockAttempt } from '../create-order'
import { markOrderRefunded } from './send-refund'

export const EXTERNAL_REASON = "Refunded in the payment provider's dashboard"

/**
 * A refund a provider's webhook reports (issue 29 item 3; `paymentsPlugin({ onRefund })`): the store's own refund gets
 * the provider's status (found by its refund id, or — when the webhook came before the store recorded the answer —
 * the order's pending refund of that amount without one); a refund made in the provider's dashboard is recorded once,
 * as external, under the order's lock and the refund id's unique index, however often the event is delivered.
 */
export async function recordProviderRefund(
  req: PayloadRequest,
  provider: 'card' | 'paypal',
  notice: RefundNotice,
): Promise<void> {
  const { payload } = req
  const payment = await payload.find({
    collection: 'transactions',
    where: { and: [{ providerId: { equals: notice.paymentId } }, { kind: { equals: 'payment' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true, // the webhook's refund: which order it gives back
  })
  const orderId = payment.docs[0]?.order
  if (!orderId) {
    payload.logger.warn({ refund: notice.refundId }, 'A provider refund of no order of this store')
    return
  }
  const order = await payload.findByID({ collection: 'orders', id: Number(orderId), depth: 0, overrideAccess: true }) // as above
  await inTransaction(req, async () => {
    await lockAttempt(req, order.attemptKey ?? order.number)
    const { docs } = await payload.find({
      collection: 'refunds',
      where: {
        or: [
          { providerRefundId: { equals: notice.refundId } },
          {
            and: [
              { order: { equals: order.id } },
              { providerRefundId: { exists: false } },
              { status: { equals: 'pending' } },
              { amount: { equals: notice.amount } },
              { source: { equals: 'store' } },
            ],
          },
        ],
      },
      sort: 'createdAt',
      depth: 0,
      req,
      overrideAccess: true, // the refund operation matches the provider's refund to its record
    })
    const known = docs.find((r) => r.providerRefundId === notice.refundId) ?? docs[0]
    if (known) {
      if (known.status !== notice.status || known.providerRefundId !== notice.refundId)
        await payload.update({
          collection: 'refunds',
          id: known.id,
          data: { status: notice.status, providerRefundId: notice.refundId },
          depth: 0,
          req,
          context: { refundOperation: true },
          overrideAccess: true, // the provider's word on the store's refund
        })
      return
    }
    await payload.create({
      collection: 'refunds',
      data: {
        order: order.id,
        provider,
        amount: notice.amount,
        status: notice.status,
        source: 'external',
        reason: EXTERNAL_REASON,
        providerRefundId: notice.refundId,
        idempotencyKey: `external:${provider}:${notice.refundId}`,
      },
      depth: 0,
      req,
      overrideAccess: true, // recorded from the provider's signed webhook
    })
  })
  await markOrderRefunded(payload, order)
}
