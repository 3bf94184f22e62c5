import type { PayloadRequest } from 'payload'
import { ConflictError } from '../../../../lib/errors'
import type { Order, Refund } from '../../../../payload-types'
import { lockAttempt } from '../create-order'
import { orderMoney } from './balance'

/** How long the retry job waits before it looks at a refund the request itself is sending. */
const RETRY_AFTER_MS = 60_000

/**
 * Records a refund of `amount` cents (all that remains by default) as pending, inside the caller's transaction and
 * under the order's lock: two refunds of the last $50 at once give one record and one 409. Its idempotency key is
 * the order's key and the refund's number, the one every call to the provider for it uses. An online refund also
 * queues its retry in the same transaction, so a refund whose answer was lost is sent again even if this process
 * stops; the caller sends it right after the commit (`sendRefund`), or leaves it to that job (`sendAfterMs`: 0). `remaining` is what is left once this one goes
 * through.
 */
export async function openRefund(
  req: PayloadRequest,
  order: Order,
  input: { amount?: number; reason: string; by: number | null; sendAfterMs?: number },
): Promise<{ refund: Refund; remaining: number }> {
  await lockAttempt(req, order.attemptKey ?? order.number)
  const money = await orderMoney(req.payload, order, req)
  const amount = input.amount ?? money.remaining
  if (!money.provider || money.remaining <= 0) throw new ConflictError('Nothing of this order is left to refund.')
  if (amount <= 0 || amount > money.remaining)
    throw new ConflictError(`At most ${money.remaining} cents can be refunded.`)
  const refund = await req.payload.create({
    collection: 'refunds',
    data: {
      order: order.id,
      provider: money.provider,
      amount,
      reason: input.reason,
      status: 'pending',
      source: 'store',
      by: input.by,
      idempotencyKey: `${order.attemptKey ?? order.number}:refund-${money.refunds.length + 1}`,
    },
    depth: 0,
    req,
    overrideAccess: true, // the refund operation writes the record; nobody creates one over the API
  })
  if (money.provider !== 'manual')
    await req.payload.jobs.queue({
      task: 'send-refund',
      input: { refund: refund.id },
      waitUntil: new Date(Date.now() + (input.sendAfterMs ?? RETRY_AFTER_MS)),
      req,
    })
  return { refund, remaining: money.remaining - amount }
}
