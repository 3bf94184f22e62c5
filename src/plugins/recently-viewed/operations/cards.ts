import type { PayloadRequest } from 'payload'
import type { Product } from '../../../payload-types'
import { CARD_POPULATE, CARD_SELECT } from '../../../server/storefront/listing'

/**
 * Product cards for ids, in the ids' order: only what shoppers may see (not discontinued; a product whose platform is
 * disabled is left out too).
 */
export async function productCards(req: PayloadRequest, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'products',
    where: { and: [{ id: { in: ids } }, { status: { not_equals: 'discontinued' } }] },
    limit: ids.length,
    depth: 1,
    select: CARD_SELECT,
    populate: { ...CARD_POPULATE, platforms: { name: true, enabled: true } },
    req,
  })
  const byId = new Map(
    (docs as Product[])
      .filter((p) => typeof p.platform !== 'object' || p.platform === null || p.platform.enabled !== false)
      .map((p) => [p.id, p]),
  )
  return ids.flatMap((id) => byId.get(id) ?? [])
}
