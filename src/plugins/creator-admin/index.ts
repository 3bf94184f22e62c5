import type { Config, Plugin } from 'payload'
import { productAdminEndpoints } from '../../endpoints/products-admin'
import { MarketplaceSubmissions } from './MarketplaceSubmissions'

export { MarketplaceSubmissions, SUBMISSION_STATUSES } from './MarketplaceSubmissions'
export {
  configuredMarketplaces,
  type MarketplaceAdapter,
  type MarketplaceProduct,
  type MarketplaceResult,
  registerMarketplace,
  webhookMarketplace,
} from './marketplaces'

/**
 * The creator's admin mode (creator.md sections 4 and 6): puts the creator's product endpoints (POST /api/products
 * with the creator's body, PUT /api/products/{id}) in front of the products collection's REST routes and adds the
 * `marketplace-submissions` collection. Register it after `catalogPlugin()`, which adds the products collection.
 * Its root endpoints (inventory information, send to marketplace) are store endpoints in `src/endpoints`.
 */
export function creatorAdminPlugin(): Plugin {
  return (config: Config): Config => {
    let found = false
    const collections = (config.collections ?? []).map((collection) => {
      if (collection.slug !== 'products') return collection
      found = true
      return { ...collection, endpoints: [...productAdminEndpoints, ...(collection.endpoints || [])] }
    })
    if (!found) throw new Error('creatorAdminPlugin: no products collection; register it after catalogPlugin().')
    return { ...config, collections: [...collections, MarketplaceSubmissions] }
  }
}
