import type { PayloadRequest } from 'payload'
import { type ComparableSearch, type CompareCard, readComparableProducts } from '../reads/compare'

/**
 * The compare page's 'Compare with...' search (storefront.md section 7 `POST /comparable-products-by-query`):
 * comparable products of the classifier whose name matches the query (any case), except the ones already compared,
 * `limit` from `offset`, with the total. From the data cache.
 */
export async function comparableProductsByQuery(
  req: PayloadRequest,
  input: ComparableSearch,
): Promise<{ total: number; products: CompareCard[] }> {
  // The key of the cached read: except ids sorted and once, so the same search shares one entry.
  const exceptIds = [...new Set(input.exceptIds)].sort((a, b) => a - b)
  return readComparableProducts(req.payload, { ...input, exceptIds, query: input.query.trim().toLowerCase() })
}
