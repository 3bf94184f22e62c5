export { adminViewEndpoint } from './admin-view'
export { inventoryInfoEndpoint } from './inventory-info'
export {
  CREATOR_ENDPOINT,
  createProductEndpoint,
  isCreatorBody,
  MAX_DESCRIPTION,
  MAX_LISTING_TEXT,
  MAX_PRODUCT_NAME,
  productAdminEndpoints,
  updateProductEndpoint,
} from './products'
export { sendToMarketplaceEndpoint } from './send-to-marketplace'
