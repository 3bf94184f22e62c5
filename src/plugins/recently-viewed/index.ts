import type { Config, Plugin } from 'payload'
import { recentlyViewedCardsEndpoint, recentlyViewedEndpoints } from './endpoints'
import { forgetDeletedProduct } from './hooks'
import { RecentlyViewed } from './RecentlyViewed'

export { listRecentlyViewed } from './operations/list-recently-viewed'
export { RecentlyViewed }

/**
 * Recently viewed products (storefront.md sections 3, 4, 7): the browser keeps viewed ids; a signed-in customer's are
 * kept in `browsing-history` too, so their history follows them. Endpoints: POST /api/recently-viewed, GET
 * /api/products/recently-viewed (in front of the products collection's routes), DELETE /api/recently-viewed.
 * Register it after `catalogPlugin()`.
 */
export function recentlyViewedPlugin(): Plugin {
  return (config: Config): Config => {
    let found = false
    const collections = (config.collections ?? []).map((collection) => {
      if (collection.slug !== 'products') return collection
      found = true
      return {
        ...collection,
        endpoints: [recentlyViewedCardsEndpoint, ...(collection.endpoints || [])],
        hooks: { ...collection.hooks, beforeDelete: [...(collection.hooks?.beforeDelete ?? []), forgetDeletedProduct] },
      }
    })
    if (!found) throw new Error('recentlyViewedPlugin: no products collection; register it after catalogPlugin().')
    return {
      ...config,
      collections: [...collections, RecentlyViewed],
      endpoints: [...(config.endpoints ?? []), ...recentlyViewedEndpoints],
    }
  }
}
