import type { PayloadRequest } from 'payload'
import type { CouponView, CreatedOrderView, PaymentMethodId } from '../../../lib/checkout/api'
import { idOf } from '../../../lib/relations'
import type { Order } from '../../../payload-types'
import { readSql, sql } from '../../../server/sql'
import { orderToken } from './order-link'

/**
 * The order a checkout attempt already placed, if any (idempotency: the same attempt never places two). Every order
 * asks twice (before its transaction and under the attempt's lock) and almost never finds one, so the question is one
 * indexed lookup on the request's transaction; the order is read whole only when there is one.
 */
export async function findOrderByAttempt(req: PayloadRequest, attempt: string): Promise<Order | null> {
  const db = await readSql(req)
  const { rows } = await db.execute(sql`select id from orders where attempt_key = ${attempt} limit 1`)
  const id = rows[0]?.id
  if (id === undefined) return null
  return req.payload.findByID({
    collection: 'orders',
    id: Number(id),
    depth: 0,
    joins: false,
    req,
    overrideAccess: true, // found by the attempt's secret key, which only the browser that made it holds
  })
}

/** The coupon snapshot of an order as checkout.md names it. */
export function orderCoupon(order: Order): CouponView | null {
  const c = order.coupon
  if (!c?.code) return null
  return {
    code: c.code,
    description: c.description ?? '',
    discount: c.discount ?? 0,
    discount_type: c.discountType === 'fixed' ? 'fixed' : 'percent',
    min_order: 0,
    totalDiscount: c.totalDiscount ?? 0,
  }
}

/** create-order's answer (checkout.md "Order-created response"), the same for the first call and every replay. */
export async function placedView(req: PayloadRequest, order: Order, transactionId?: number): Promise<CreatedOrderView> {
  const token = orderToken(req.payload.secret, order.number)
  return {
    orderId: order.number,
    token,
    redirect: `/thanks?order=${encodeURIComponent(order.number)}&token=${token}`,
    orderData: {
      customerId: idOf(order.customer),
      paymentMethod: order.paymentMethod as PaymentMethodId,
      transactionId: transactionId ?? (await latestTransactionId(req, order.id)),
      coupon: orderCoupon(order),
      affiliateCommissions: null,
    },
  }
}

/** The order's latest payment attempt (a replay does not know it). */
async function latestTransactionId(req: PayloadRequest, order: number): Promise<number | null> {
  const { docs } = await req.payload.find({
    collection: 'transactions',
    where: { order: { equals: order } },
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    req,
    overrideAccess: true, // the buyer learns their own payment's id
  })
  return docs[0]?.id ?? null
}
