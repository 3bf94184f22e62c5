import type { Endpoint } from 'payload'
import { addConfigurationEndpoint } from './add-configuration'
import { clearConfigurationImageEndpoint } from './clear-configuration-image'
import { controllerImageEndpoint } from './controller-image'
import { controllerPreviewImageEndpoint } from './controller-preview-image'
import { creatorDataEndpoint } from './creator-data'
import { marketplaceProductsEndpoint } from './marketplace-products'
import { newerModelEndpoint } from './newer-model'
import { inventoryInfoEndpoint } from './products-inventory-info'
import { validateConfigurationEndpoint } from './validate-configuration'

/** Store endpoints mounted under /api (collection endpoints live with their collections). */
export const storeEndpoints: Endpoint[] = [
  validateConfigurationEndpoint,
  creatorDataEndpoint,
  newerModelEndpoint,
  addConfigurationEndpoint,
  controllerPreviewImageEndpoint,
  controllerImageEndpoint,
  clearConfigurationImageEndpoint,
  inventoryInfoEndpoint,
  marketplaceProductsEndpoint(),
]
