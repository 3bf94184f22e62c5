import type { PayloadRequest } from 'payload'
import { ConflictError, NotFoundError } from '../../../lib/errors'
import { paymentOf, refundBalance } from '../../../lib/payments/refunds'
import { inTransaction } from '../../../server/transaction'
import { onlineProvider, paymentProvider } from '../../payments'
import { lockAttempt } from './create-order'
import { recordTransaction } from './record-payment'

/**
 * Gives back money of a placed order through its provider (issue 13 item 4; the account's cancel and the returns
 * call it): `amount` cents of what was paid (all that remains by default), at most what remains, under the order's
 * attempt lock so two refunds at once cannot overdraw it. Each refund gets its own idempotency key and transaction;
 * a full refund sets the order's payment status to refunded. A manual payment's refund is recorded as owed (pending).
 */
export async function refundOrder(
  req: PayloadRequest,
  input: { order: number; amount?: number; reason: string },
): Promise<{ refunded: number; remaining: number; status: string }> {
  return inTransaction(req, async () => {
    const order = await req.payload.findByID({
      collection: 'orders',
      id: input.order,
      depth: 0,
      req,
      overrideAccess: true, // admins only (the endpoint's caller); the refund operation reads the order it refunds
    })
    if (!order) throw new NotFoundError('Order not found.')
    await lockAttempt(req, order.attemptKey ?? order.number)
    const { docs } = await req.payload.find({
      collection: 'transactions',
      where: { order: { equals: order.id } },
      depth: 0,
      pagination: false,
      req,
      overrideAccess: true, // the order's own payments, read by the refund operation
    })
    const payment = paymentOf(docs)
    const { remaining } = refundBalance(docs)
    const amount = input.amount ?? remaining
    if (!payment?.providerId || remaining <= 0) throw new ConflictError('Nothing of this order is left to refund.')
    if (amount <= 0 || amount > remaining) throw new ConflictError(`At most ${remaining} cents can be refunded.`)
    const provider =
      payment.provider === 'manual' ? paymentProvider('manual') : onlineProvider(payment.provider as 'card' | 'paypal')
    if (!provider) throw new ConflictError('The payment provider of this order is not configured.')
    const n = docs.filter((t) => t.kind === 'refund').length + 1
    const key = `${order.attemptKey ?? order.number}:refund-${n}`
    const result = await provider.refund(req, payment.providerId, amount, key)
    await recordTransaction(
      req,
      { order: order.id, provider: provider.id, kind: 'refund', amount, idempotencyKey: key },
      { ...result, data: { ...result.data, reason: input.reason } },
    )
    const left = remaining - amount
    if (left === 0 && result.status === 'succeeded')
      await req.payload.update({
        collection: 'orders',
        id: order.id,
        data: { paymentStatus: 'refunded' },
        depth: 0,
        req,
        overrideAccess: true, // the refund operation records what the provider did
      })
    return { refunded: amount, remaining: left, status: result.status }
  })
}
