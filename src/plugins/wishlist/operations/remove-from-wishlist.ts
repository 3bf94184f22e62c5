import type { PayloadRequest } from 'payload'
import { WISHLIST_MESSAGES, type WishlistReply } from '../../../lib/wishlist'
import { inTransaction } from '../../../server/transaction'
import { lockWishlist } from '../lock'
import { customerOf, ownItem } from '../queries'

/** Removes one of the signed-in customer's entries (its id); another customer's, or none, is 404. */
export async function removeFromWishlist(req: PayloadRequest, id: number): Promise<WishlistReply> {
  const customer = customerOf(req)
  return inTransaction(req, async () => {
    await lockWishlist(req, customer.id)
    const own = await ownItem(req, id)
    await req.payload.delete({
      collection: 'wishlist-items',
      id: own.id,
      depth: 0,
      overrideAccess: true, // the caller's own entry, checked above
      req,
    })
    return { error: false, message: WISHLIST_MESSAGES.removed }
  })
}
