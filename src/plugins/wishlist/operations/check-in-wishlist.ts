import type { PayloadRequest } from 'payload'
import type { WishlistKey } from '../../../lib/wishlist'
import { customerOf, entryOf } from '../queries'

/** GET /api/check-in-wishlist/{productId}: is this product (or configuration uid) in the caller's wish list. */
export async function checkInWishlist(req: PayloadRequest, key: WishlistKey): Promise<{ result: boolean }> {
  return { result: (await entryOf(req, customerOf(req).id, key)) !== null }
}
