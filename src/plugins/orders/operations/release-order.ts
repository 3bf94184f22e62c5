import type { PayloadRequest } from 'payload'
import type { Order } from '../../../payload-types'
import { sql, transactionSql } from '../../../server/sql'
import type { PublicStockChange } from './stock-tags'
import { returnStock } from './take-stock'

/**
 * What a canceled order gives back, inside the cancel's transaction (issue 29 item 2): every stock counter it took
 * (values, hardware, products: `stockTaken`), and its coupon's use (the per-customer count already leaves canceled
 * orders out). Returns the stock counters whose public stock moved, for the pages to invalidate after the commit.
 */
export async function releaseOrder(
  req: PayloadRequest,
  order: Pick<Order, 'stockTaken' | 'coupon'>,
): Promise<PublicStockChange[]> {
  const changes = await returnStock(
    req,
    (order.stockTaken ?? []).flatMap((s) => (s.key && s.quantity ? [{ key: s.key, quantity: s.quantity }] : [])),
  )
  const coupon = order.coupon?.ref
  const couponId = typeof coupon === 'object' && coupon ? coupon.id : coupon
  if (couponId)
    await (await transactionSql(req)).execute(
      sql`update coupons set times_used = greatest(coalesce(times_used, 0) - 1, 0) where id = ${couponId}`,
    )
  return changes
}
