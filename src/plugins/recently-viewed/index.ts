import type { Config, Plugin } from 'payload'
import { deleteRowsOf, withBeforeDelete } from '../../server/owned-rows'
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
    const name = 'recentlyViewedPlugin (register it after catalogPlugin())'
    let collections = withBeforeDelete(config.collections ?? [], 'products', forgetDeletedProduct, name)
    collections = collections.map((c) =>
      c.slug === 'products' ? { ...c, endpoints: [recentlyViewedCardsEndpoint, ...(c.endpoints || [])] } : c,
    )
    // A deleted customer's history goes with them.
    collections = withBeforeDelete(collections, 'users', deleteRowsOf('browsing-history', 'customer'), name)
    return {
      ...config,
      collections: [...collections, RecentlyViewed],
      endpoints: [...(config.endpoints ?? []), ...recentlyViewedEndpoints],
    }
  }
}
