import type { PayloadRequest } from 'payload'
import { NotFoundError } from '../../../lib/errors'
import { inTransaction } from '../../../server/transaction'
import { openRefund } from './refunds/open-refund'
import { RefundNotSent, sendRefund } from './refunds/send-refund'

/**
 * An administrator gives back money of a placed order (issue 13 item 4, issue 29 item 3): `amount` cents (all that
 * remains by default), recorded as a pending refund under the order's lock, then sent to the provider after the
 * commit. A provider that does not answer leaves it pending for the retry job; a bank-transfer refund stays pending
 * until staff send the money.
 */
export async function refundOrder(
  req: PayloadRequest,
  input: { order: number; amount?: number; reason: string },
): Promise<{ refunded: number; remaining: number; status: string }> {
  const { refund, remaining } = await inTransaction(req, async () => {
    const order = await req.payload
      .findByID({
        collection: 'orders',
        id: input.order,
        depth: 0,
        req,
        overrideAccess: true, // admins only (the endpoint's caller); the refund operation reads the order it refunds
      })
      .catch(() => null)
    if (!order) throw new NotFoundError('Order not found.')
    const by = req.user?.collection === 'users' ? Number(req.user.id) : null
    return openRefund(req, order, { amount: input.amount, reason: input.reason, by })
  })
  let status: string = refund.status
  try {
    status = (await sendRefund(req, refund.id)).status
  } catch (error) {
    if (!(error instanceof RefundNotSent)) throw error
    req.payload.logger.warn({ refund: refund.id }, `Refund left pending for a retry: ${error.message}`)
  }
  // A failed refund gave nothing back: its amount is refundable again.
  return { refunded: refund.amount, remaining: status === 'failed' ? remaining + refund.amount : remaining, status }
}
