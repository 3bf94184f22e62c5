import type { Config, Plugin } from 'payload'
import { AmazonProducts } from './AmazonProducts'
import { amazonProductEndpoints } from './endpoints'

export { countClick } from './operations/count-click'
export { amazonGroupItems } from './operations/group-items'
export { AmazonProducts }

/**
 * The Amazon products slider (storefront.md sections 2, 7, 9): the `amazon-products` collection a merchandiser fills,
 * GET /api/amazon-products/{group} (the group's active items) and GET /api/amazon-products/increment/{id} (counts a
 * click, redirects to Amazon). A page shows a group with `AmazonSlider` (src/components/amazon), which renders nothing
 * for a group without active items. Register it before `cachePlugin()`.
 */
export function amazonProductsPlugin(): Plugin {
  return (config: Config): Config => ({
    ...config,
    collections: [
      ...(config.collections ?? []),
      { ...AmazonProducts, endpoints: [...amazonProductEndpoints, ...(AmazonProducts.endpoints || [])] },
    ],
  })
}
