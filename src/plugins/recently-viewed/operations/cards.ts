import type { PayloadRequest } from 'payload'
import type { Product } from '../../../payload-types'
import { CARD_POPULATE, cardsByIds } from '../../catalog'

/**
 * Product cards for ids, in the ids' order: only what shoppers may see (not discontinued; a product whose platform is
 * disabled is left out too).
 */
export async function productCards(req: PayloadRequest, ids: number[]): Promise<Product[]> {
  const cards = await cardsByIds(req.payload, ids, {
    where: { status: { not_equals: 'discontinued' } },
    populate: { ...CARD_POPULATE, platforms: { name: true, enabled: true } },
    req,
  })
  return cards.filter((p) => typeof p.platform !== 'object' || p.platform === null || p.platform.enabled !== false)
}
