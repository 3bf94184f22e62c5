import type { PayloadRequest } from 'payload'
import { type CompareCard, readProductCards } from '../reads/compare'

/**
 * Product cards by id (storefront.md section 7 `POST /products-by-ids`): the compare bar's thumbnails, later the
 * recently viewed slider. Shown products only, in the order asked. From the data cache.
 */
export async function productsByIds(
  req: PayloadRequest,
  input: { ids: number[] },
): Promise<{ products: CompareCard[] }> {
  return { products: await readProductCards(req.payload, input.ids) }
}
