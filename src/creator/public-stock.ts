import { MAX_QUANTITY } from '../lib/basket/quantity'
import type { CreatorView } from './view'

/**
 * What shoppers are told of stock: enough to say Sold Out and whether the chosen quantity (at most MAX_QUANTITY)
 * can be built, never the warehouse count, which the page would otherwise publish for every part. Admins keep the
 * real counts ('In Stock: n', creator.md section 6).
 */
export function withPublicStock(view: CreatorView): CreatorView {
  const cap = (stock: number) => Math.min(stock, MAX_QUANTITY)
  return {
    ...view,
    platform: { ...view.platform, hardwares: view.platform.hardwares.map((h) => ({ ...h, stock: cap(h.stock) })) },
    catalog: {
      ...view.catalog,
      options: view.catalog.options.map((o) => ({
        ...o,
        values: o.values.map((v) => ({ ...v, stock: cap(v.stock) })),
      })),
    },
  }
}
