import type { PayloadRequest } from 'payload'
import type { Product } from '../../../payload-types'
import { productCards } from './cards'
import { recordHistory } from './history'

export interface RecentlyViewedInput {
  /** Ids this browser saw, newest first. */
  ids: number[]
  limit: number
  offset: number
  /** Leave these out (the product on screen). */
  except: number[]
}

/**
 * POST /recently-viewed (storefront.md section 7): a page of the shopper's viewed products as cards, `{ total,
 * products }`. A signed-in customer's browser ids are recorded in their history first, and the page is read from it;
 * a guest's comes from the ids sent.
 */
export async function listRecentlyViewed(
  req: PayloadRequest,
  { ids, limit, offset, except }: RecentlyViewedInput,
): Promise<{ total: number; products: Product[] }> {
  const history = req.user ? await recordHistory(req, ids) : ids
  const skip = new Set(except)
  const shown = (await productCards(req, history)).filter((p) => !skip.has(p.id))
  return { total: shown.length, products: shown.slice(offset, offset + limit) }
}
