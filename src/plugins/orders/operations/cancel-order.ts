import type { PayloadRequest } from 'payload'
import { invalidate } from '../../../cache/invalidate'
import { ConflictError, NotFoundError } from '../../../lib/errors'
import type { AccountOrder } from '../../../lib/orders/account-view'
import { CANCEL_REFUSED } from '../../../lib/orders/cancel'
import type { Refund } from '../../../payload-types'
import { sql, transactionSql } from '../../../server/sql'
import { inTransaction } from '../../../server/transaction'
import { kickJobs } from '../../jobs'
import { accountView, customerOf } from './account-orders'
import { CANCEL_REASON, queueOrderMail } from './order-status-mail'
import { orderMoney } from './refunds/balance'
import { openRefund } from './refunds/open-refund'
import { RefundNotSent, sendRefund } from './refunds/send-refund'
import { releaseOrder } from './release-order'
import { stockTags } from './stock-tags'

/**
 * DELETE /api/account/orders/{id} (account.md section 4 "Cancel"; issue 29 item 2). One conditional UPDATE claims the
 * order while it is the customer's, new and cancelable: two cancels at once, or a cancel racing a staff move, have
 * exactly one winner (the staff hook locks the same row and re-checks). In the same transaction: every product
 * canceled with the history, the stock and the coupon use given back, the refund recorded (with its retry queued)
 * and the mail queued. After the commit the refund goes to the provider with the record's idempotency key.
 */
export async function cancelOrder(req: PayloadRequest, orderId: number): Promise<{ order: AccountOrder }> {
  const customer = customerOf(req)
  const outcome = await inTransaction(req, async () => {
    const db = await transactionSql(req)
    const claimed = await db.execute(sql`update orders set status = 'canceled'
      where id = ${orderId} and customer_id = ${customer} and status = 'new' and cancelable is not false
      returning id`)
    if (claimed.rows.length === 0) {
      const own = await db.execute(sql`select status from orders where id = ${orderId} and customer_id = ${customer}`)
      if (own.rows.length === 0) throw new NotFoundError('Order not found.')
      throw new ConflictError(CANCEL_REFUSED)
    }
    const order = await req.payload.findByID({
      collection: 'orders',
      id: orderId,
      depth: 0,
      req,
      overrideAccess: true, // claimed above as the customer's own order
    })
    req.context = { ...req.context, orderCanceled: true, previousStatus: 'new', statusNote: CANCEL_REASON }
    const money = await orderMoney(req.payload, order, req)
    await req.payload.update({
      collection: 'orders',
      id: orderId,
      data: {
        status: 'canceled',
        lines: order.lines.map((line) => ({ ...line, status: 'canceled' as const })),
        ...(money.paid === 0 ? { paymentStatus: 'canceled' as const } : {}),
      },
      depth: 0,
      req,
      overrideAccess: true, // the cancel writes the statuses and history a customer cannot edit
    })
    const stock = await releaseOrder(req, order)
    const refund: Refund | null =
      money.remaining > 0 ? (await openRefund(req, order, { reason: CANCEL_REASON, by: customer })).refund : null
    await queueOrderMail(req, { order: orderId, kind: 'canceled' })
    return { refund, stock }
  })
  if (outcome.stock.length) invalidate(await stockTags(req, outcome.stock))
  if (outcome.refund) {
    try {
      await sendRefund(req, outcome.refund.id)
    } catch (error) {
      // The cancel is committed whatever happens here: the queued retry sends the refund again with the same key.
      const reason = error instanceof RefundNotSent ? error.message : 'unexpected error'
      req.payload.logger.warn({ err: error, refund: outcome.refund.id }, `Refund left pending for a retry: ${reason}`)
    }
  }
  kickJobs(req.payload)
  const order = await req.payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    req,
    overrideAccess: true, // the customer's own order, just canceled
  })
  return { order: await accountView(req, order) }
}
