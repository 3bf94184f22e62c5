import type { PayloadRequest } from 'payload'
import { lockInTransaction, sql, transactionSql } from '../../../server/sql'
import { inTransaction } from '../../../server/transaction'
import { approvedTotals } from '../queries'

/** The advisory-lock space of product ratings ('PRAT'); the second key is the product's id. */
const LOCK_SPACE = 0x50524154

/**
 * Sets a product's rating and totalReviews from its approved reviews. The product is locked first, so two reviews
 * approved at once are counted one after the other (each count then sees the other's committed review); the write
 * goes through the local API, so the product's pages and lists are invalidated like any product change.
 */
export async function refreshProductRating(req: PayloadRequest, productId: number): Promise<void> {
  await inTransaction(req, async () => {
    await lockInTransaction(req, LOCK_SPACE, productId)
    // On the transaction's connection: the count sees the review this transaction is writing.
    const totals = await approvedTotals(await transactionSql(req), sql`product_id = ${productId}`)
    await req.payload.update({
      collection: 'products',
      // By `where`: a product deleted meanwhile is no error, there is nothing left to sum up.
      where: { id: { equals: productId } },
      data: { rating: totals.rating, totalReviews: totals.total },
      depth: 0,
      select: { rating: true },
      overrideAccess: true, // derived fields nobody may write by hand: this operation is their only writer
      req,
    })
  })
}
