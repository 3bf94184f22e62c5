import type { PayloadRequest } from 'payload'
import { couponMessages } from '../../../lib/checkout/coupons'
import { CheckoutError } from '../../../lib/orders/checkout-error'
import { lockInTransaction, lockKeyOf, sql, transactionSql } from '../../../server/sql'
import { couponUsesBy, type FoundCoupon } from '../../checkout'

/** Advisory-lock space of per-buyer coupon redemptions ('PCPN'). */
const COUPON_LOCK_SPACE = 0x5043504e

/**
 * Counts one use of the order's coupon inside its transaction: the total with a conditional UPDATE that never
 * passes the usage limit (twenty buyers of a single-use code: one order), the per-buyer limit under a lock on
 * (coupon, buyer) and a fresh count. Either failing rolls the order back with the coupon's message.
 */
export async function redeemCoupon(
  req: PayloadRequest,
  found: FoundCoupon,
  buyer: { customer: number | null; email: string },
): Promise<void> {
  const db = await transactionSql(req)
  const { rows } = await db.execute(sql`update coupons set times_used = coalesce(times_used, 0) + 1
    where id = ${found.id} and (usage_limit is null or coalesce(times_used, 0) < usage_limit) returning id`)
  const code = found.coupon.code
  if (rows.length === 0) throw new CheckoutError(couponMessages.usedUp(code), 'coupon')
  const limit = found.coupon.perCustomerLimit
  if (limit === null) return
  await lockInTransaction(req, COUPON_LOCK_SPACE, lockKeyOf(`${found.id}:${buyer.email.toLowerCase()}`))
  if ((await couponUsesBy(req, found.id, buyer)) >= limit)
    throw new CheckoutError(couponMessages.usedByCustomer(code), 'coupon')
}
