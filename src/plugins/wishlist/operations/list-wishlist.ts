import type { PayloadRequest } from 'payload'
import type { WishlistItemView } from '../../../lib/wishlist'
import { wishlistView } from '../queries'

/** GET /api/wishlist-data: the signed-in customer's wish list, top first (storefront.md sections 3 and 7). */
export async function listWishlist(req: PayloadRequest): Promise<{ products: WishlistItemView[] }> {
  return { products: await wishlistView(req) }
}
