import type { Config, Plugin } from 'payload'
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
    const collections = (config.collections ?? []).map((collection) =>
      collection.slug === 'products'
        ? {
            ...collection,
            hooks: {
              ...collection.hooks,
              beforeDelete: [...(collection.hooks?.beforeDelete ?? []), forgetDeletedProduct],
            },
          }
        : collection,
    )
    return {
      ...config,
      collections: [...collections, WishlistItems],
      endpoints: [...(config.endpoints ?? []), ...wishlistEndpoints],
    }
  }
}
