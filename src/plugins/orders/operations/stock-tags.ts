import type { PayloadRequest } from 'payload'
import { cacheTags as t } from '../../../cache/tags'
import { MAX_QUANTITY } from '../../../lib/basket/quantity'
import { platformsOfOptions } from '../../cache'

/**
 * A stock counter an order moved across what shoppers are told (stock is shown only up to MAX_QUANTITY, docs/caching.md
 * "Stock"): its pages must render afresh. Counters that stay at or above MAX_QUANTITY change nothing anyone sees.
 */
export type PublicStockChange =
  | { kind: 'value'; optionId: number }
  | { kind: 'product'; id: number; uid: string | null; slug: string | null; platformId: number | null }
  | { kind: 'hardware'; platformId: number }

/** Does a counter going from `before` to `after` change what shoppers are told? */
export const changesPublicStock = (before: number, after: number) =>
  Math.min(Math.max(before, 0), MAX_QUANTITY) !== Math.min(Math.max(after, 0), MAX_QUANTITY)

/**
 * The cache tags of the pages an order's stock changes show on (the same tags an admin's edit of those records would
 * invalidate, src/plugins/cache/tags-of.ts): a product's own pages, listings and its platform's list; the creator of
 * each platform offering a value or selling its hardware.
 */
export async function stockTags(req: PayloadRequest, changes: readonly PublicStockChange[]): Promise<string[]> {
  const tags = new Set<string>()
  const options: number[] = []
  for (const change of changes) {
    if (change.kind === 'value') options.push(change.optionId)
    else if (change.kind === 'hardware') tags.add(t.platform(change.platformId))
    else {
      tags.add(t.product(change.id))
      if (change.uid) tags.add(t.product(change.uid))
      if (change.slug) tags.add(t.productSlug(change.slug))
      tags.add(t.productLists)
      tags.add(t.featured)
      if (change.platformId !== null) tags.add(t.platformProducts(change.platformId))
    }
  }
  for (const platform of await platformsOfOptions(req, [...new Set(options)])) tags.add(t.platform(platform))
  return [...tags]
}
