import type { PayloadRequest } from 'payload'
import { loadCreatorView } from '../../../creator/server/load-creator-view'
import { isAdmin } from '../../../lib/roles'
import { platformIdBySlug } from '../../catalog'
import { readPublicCreatorView } from '../reads'

/**
 * What the creator page embeds, for other clients (creator.md section 7): `platform`, `groups`, `bodies` (the body
 * picker's values), `inventory` (stock and policy by `option_{id}_value_{id}`), `platform_hardwares`, `prices` (price
 * and sale price by the same keys), plus the engine's catalog and rules and the layer images in `view`. Shoppers are
 * told stock only up to the largest quantity (withPublicStock), from the cache (src/cache) that the creator pages
 * share; admins get the real counts, read afresh.
 */
export async function creatorData(req: PayloadRequest, platform: string) {
  const id = isAdmin(req.user) ? null : await platformIdBySlug(req.payload, platform)
  // An admin, or a slug no platform has (loadCreatorView answers 404 for it).
  const view =
    id === null ? await loadCreatorView(req.payload, platform) : await readPublicCreatorView(req.payload, id, platform)
  const inventory: Record<string, { stock: number; policy: number }> = {}
  const prices: Record<string, { price: number; newPrice: number | null }> = {}
  for (const option of view.catalog.options) {
    for (const value of option.values) {
      const key = `option_${option.id}_value_${value.id}`
      if (option.isInventoried) inventory[key] = { stock: value.stock, policy: value.stockPolicy }
      prices[key] = { price: value.price, newPrice: value.newPrice ?? null }
    }
  }
  const body = view.catalog.options.find((o) => o.template === 'body-picker' || o.template === 'elite-body-grid')
  return {
    platform: view.platform,
    groups: view.groups,
    bodies: body?.values ?? [],
    inventory,
    platform_hardwares: view.platform.hardwares,
    prices,
    view,
  }
}
