// What a cart line saves to the wish list (storefront.md sections 3 and 4): a product line its product, a configured
// controller line its stored configuration (by uid) with the product it was built from, when that is a product.
import { isConfigurationKey, isProductId, type WishlistTarget } from './index'

/** The basket line's fields that say what it is (storefront.md section 3, "Basket line": id, type, prototypeId). */
export interface LineIdentity {
  type: 'controller' | 'product'
  id: number | string
  prototypeId: number | string | null
}

/**
 * The wish list target of a basket line, or null when the line names nothing that can be saved (an id of the wrong
 * kind: an old or edited basket). A controller's `prototypeId` is its base product only when it is a product id (the
 * creator's own configurations carry their uid there).
 */
export function basketLineTarget(line: LineIdentity): WishlistTarget | null {
  if (line.type === 'product') return isProductId(line.id) ? { productId: line.id } : null
  if (!isConfigurationKey(line.id)) return null
  return isProductId(line.prototypeId)
    ? { configurationId: line.id, baseProductId: line.prototypeId }
    : { configurationId: line.id }
}
