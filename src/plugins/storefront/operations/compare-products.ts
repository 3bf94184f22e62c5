import type { PayloadRequest } from 'payload'
import { type CompareProduct, readCompareProducts } from '../reads/compare'

/**
 * The compare page's products (storefront.md sections 4, 5 and 7 `POST /compare-products`): comparable, not
 * discontinued ones among `productIds`, in the order asked, all of the first one's classifier, at most 4. Public and
 * the same for everybody, so it comes from the data cache (invalidated by any product change).
 */
export async function compareProducts(
  req: PayloadRequest,
  input: { productIds: number[] },
): Promise<{ products: CompareProduct[] }> {
  return { products: await readCompareProducts(req.payload, input.productIds) }
}
