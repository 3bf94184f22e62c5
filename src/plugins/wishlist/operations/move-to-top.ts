import type { PayloadRequest } from 'payload'
import { WISHLIST_MESSAGES, type WishlistReply } from '../../../lib/wishlist'
import { inTransaction } from '../../../server/transaction'
import { lockWishlist } from '../lock'
import { customerOf, ownItem, topPosition } from '../queries'

/**
 * Moves one of the signed-in customer's entries to the top of their list (the highest position plus one), under the
 * customer's lock so two moves never share a position. Another customer's entry, or none, is 404.
 */
export async function moveToTop(req: PayloadRequest, id: number): Promise<WishlistReply> {
  const customer = customerOf(req)
  return inTransaction(req, async () => {
    await lockWishlist(req, customer.id)
    const own = await ownItem(req, id)
    await req.payload.update({
      collection: 'wishlist-items',
      id: own.id,
      data: { position: (await topPosition(req, customer.id)) + 1 },
      depth: 0,
      overrideAccess: true, // the caller's own entry, checked above
      req,
    })
    return { error: false, message: WISHLIST_MESSAGES.movedToTop }
  })
}
