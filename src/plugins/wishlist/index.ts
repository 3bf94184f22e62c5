import type { Config, Plugin } from 'payload'
import { deleteRowsOf, withBeforeDelete } from '../../server/owned-rows'
import { wishlistEndpoints } from './endpoints'
import { forgetDeletedProduct } from './hooks'
import { WishlistItems } from './WishlistItems'

export { wishlistEndpoints } from './endpoints'
export { addToWishlist } from './operations/add-to-wishlist'
export { checkInWishlist } from './operations/check-in-wishlist'
export { listWishlist } from './operations/list-wishlist'
export { moveToTop } from './operations/move-to-top'
export { removeFromWishlist } from './operations/remove-from-wishlist'
export { WishlistItems } from './WishlistItems'

/**
 * Wish lists of signed-in customers (storefront.md sections 3, 4 and 7): the `wishlist-items` collection and the
 * spec's calls under /api (wishlist-data, add-to-wishlist, check-in-wishlist, wishlist/{id}, wishlist/to-top/{id}).
 * Register it after `configurationsPlugin()` (entries refer to stored configurations) and before `cachePlugin()`.
 */
export function wishlistPlugin(): Plugin {
  return (config: Config): Config => {
    if (!config.collections?.some((c) => c.slug === 'configurations'))
      throw new Error('wishlistPlugin() needs the configurations collection: register it after configurationsPlugin().')
    let collections = withBeforeDelete(config.collections ?? [], 'products', forgetDeletedProduct, 'wishlistPlugin')
    // A deleted customer's list goes with them.
    collections = withBeforeDelete(collections, 'users', deleteRowsOf('wishlist-items', 'customer'), 'wishlistPlugin')
    return {
      ...config,
      collections: [...collections, WishlistItems],
      endpoints: [...(config.endpoints ?? []), ...wishlistEndpoints],
    }
  }
}
