import type { Payload, PayloadRequest } from 'payload'
import { PaymentDeclinedError, ServiceUnavailableError } from '../../../../lib/errors'
import type { Order, Refund } from '../../../../payload-types'
import { onlineProvider } from '../../../payments'
import { orderMoney } from './balance'

export class RefundNotSent extends Error {}

/**
 * Sends a pending refund to its provider with the record's idempotency key, after the transaction that opened it
 * committed, and records the answer: succeeded or pending (with the provider's refund id), or failed when the
 * provider refuses it (a 4xx). When the provider cannot be reached the record stays pending and this throws
 * RefundNotSent, so the retry job runs it again later with the same key: one refund at the provider however often it
 * is sent. A bank-transfer refund stays pending until staff mark it sent. A full refund sets the order refunded.
 */
export async function sendRefund(req: PayloadRequest, refundId: number): Promise<Refund> {
  const payload = req.payload
  const refund = await payload.findByID({
    collection: 'refunds',
    id: refundId,
    depth: 0,
    req,
    overrideAccess: true, // the refund operation reads the record it sends
  })
  if (refund.status !== 'pending' || refund.provider === 'manual' || refund.providerRefundId) return refund
  const order = await payload.findByID({
    collection: 'orders',
    id: Number(refund.order),
    depth: 0,
    req,
    overrideAccess: true, // the refund's own order
  })
  const money = await orderMoney(req.payload, order, req)
  const provider = onlineProvider(refund.provider as 'card' | 'paypal')
  if (!provider?.live() || !money.paymentId) throw new RefundNotSent('The payment provider is not configured.')
  let result: Awaited<ReturnType<typeof provider.refund>>
  try {
    result = await provider.refund(req, money.paymentId, refund.amount, refund.idempotencyKey)
  } catch (error) {
    if (error instanceof PaymentDeclinedError) result = { status: 'failed', providerId: null, error: error.message }
    else if (error instanceof ServiceUnavailableError) throw new RefundNotSent('The payment provider did not answer.')
    else throw error
  }
  const updated = await updateRefund(payload, refund.id, {
    status: result.status === 'succeeded' ? 'succeeded' : result.status === 'failed' ? 'failed' : 'pending',
    providerRefundId: result.providerId,
    error: result.error ?? null,
  })
  await markOrderRefunded(payload, order)
  return updated
}

/** Writes what the provider said about a refund (the operations and the webhooks). */
export function updateRefund(
  payload: Payload,
  id: number,
  data: { status: Refund['status']; providerRefundId?: string | null; error?: string | null },
): Promise<Refund> {
  return payload.update({
    collection: 'refunds',
    id,
    data,
    depth: 0,
    context: { refundOperation: true },
    overrideAccess: true, // the refund operation records the provider's answer
  })
}

/** An order whose payment went back in full reads refunded (its refunds read afresh). */
export async function markOrderRefunded(payload: Payload, order: Order): Promise<void> {
  const money = await orderMoney(payload, order)
  const settled = money.refunds.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount, 0)
  if (money.paid > 0 && settled >= money.paid && order.paymentStatus !== 'refunded')
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { paymentStatus: 'refunded' },
      depth: 0,
      overrideAccess: true, // the refund operation records what the provider did
    })
}
