import type { Config, Plugin } from 'payload'
import { storefrontEndpoints } from './endpoints'

export {
  comparableProductsByQueryEndpoint,
  compareProductsEndpoint,
  productsByIdsEndpoint,
  storefrontEndpoints,
} from './endpoints'
export { comparableProductsByQuery } from './operations/comparable-products-by-query'
export { compareProducts } from './operations/compare-products'
export { productsByIds } from './operations/products-by-ids'
export {
  type ComparableSearch,
  type CompareCard,
  type CompareProduct,
  readComparableProducts,
  readCompareProducts,
  readProductCards,
} from './reads/compare'
export { readQuickLook } from './reads/quick-look'

/**
 * The storefront's public product reads (storefront.md section 7): product comparison (`/api/compare-products`,
 * `/api/comparable-products-by-query`) and product cards by id (`/api/products-by-ids`). No collection: the reads come
 * from the data cache tagged `products:lists`. Register it before `cachePlugin()`.
 */
export function storefrontPlugin(): Plugin {
  return (config: Config): Config => ({ ...config, endpoints: [...(config.endpoints ?? []), ...storefrontEndpoints] })
}
