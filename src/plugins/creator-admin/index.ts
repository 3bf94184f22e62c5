import type { Config, Plugin } from 'payload'
import { adminViewEndpoint, inventoryInfoEndpoint, productAdminEndpoints, sendToMarketplaceEndpoint } from './endpoints'
import { MarketplaceSubmissions } from './MarketplaceSubmissions'

export type { AdminCreatorData, InventoryInfo, InventoryLine } from '../../creator/admin-types'
export * from './endpoints'
export { MarketplaceSubmissions, SUBMISSION_STATUSES } from './MarketplaceSubmissions'
export {
  configuredMarketplaces,
  type MarketplaceAdapter,
  type MarketplaceProduct,
  type MarketplaceResult,
  registerMarketplace,
  webhookMarketplace,
} from './marketplaces'
export { adminCreatorView, adminProductOf } from './operations/admin-view'
export { inventoryInfo, policyLabel } from './operations/inventory-info'
export { configuredProduct, productUrl, saveProduct } from './operations/save-product'
export { sendToMarketplace } from './operations/send-to-marketplace'

/**
 * The creator's admin mode (creator.md sections 4 and 6): its data for cached pages (GET /api/creator/admin-view), puts the creator's product endpoints (POST /api/products
 * with the creator's body, PUT /api/products/{id}) in front of the products collection's REST routes, adds the
 * `marketplace-submissions` collection, and the admins' endpoints for inventory information and sending a product to
 * a marketplace. Register it after `catalogPlugin()`, which adds the products collection.
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
    return {
      ...config,
      collections: [...collections, MarketplaceSubmissions],
      endpoints: [...(config.endpoints ?? []), adminViewEndpoint, inventoryInfoEndpoint, sendToMarketplaceEndpoint()],
    }
  }
}
