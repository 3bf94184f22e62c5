import type { Payload, PayloadRequest, Where } from 'payload'
import { cachedRead, cacheTags } from '../../../cache'
import { shopperVisible } from '../../../lib/storefront/listing-where'
import type { Product } from '../../../payload-types'
import { enabledPlatforms, findCards } from '../../catalog'

/** The product sliders of storefront.md section 7: which products each shows, in which order. */
export type SliderKind = { kind: 'top' } | { kind: 'multi' } | { kind: 'platform'; platformId: number }

export interface SliderPage {
  total: number
  products: Product[]
}

/** Most products one slider call returns (a slider shows 6 a page). */
export const SLIDER_MAX = 30

function whereOf(slider: SliderKind, enabled: number[]): Where {
  const visible = shopperVisible(enabled) as Where[]
  if (slider.kind === 'multi') visible.push({ platform: { exists: false } }, { type: { equals: 'others' } })
  if (slider.kind === 'platform') visible.push({ platform: { equals: slider.platformId } })
  return { and: visible }
}

/**
 * One page of a slider, from the data cache until a product changes (`products:lists`): featured first, then the
 * best rated, then the newest; multi-platform = accessories that fit every platform; a platform's = its products.
 */
export const sliderProducts = cachedRead(
  'slider-products',
  async (payload: Payload, slider: SliderKind, limit: number, offset: number): Promise<SliderPage> => {
    const enabled = (await enabledPlatforms(payload)).map((p) => p.id)
    const where = whereOf(slider, enabled)
    return findCards(payload, {
      where,
      sort: ['-featured', '-rating', '-totalReviews', '-createdAt', '-id'],
      limit,
      offset,
    })
  },
  () => [cacheTags.productLists, cacheTags.site, cacheTags.labels, cacheTags.media],
)

/** A platform's id by slug among enabled platforms, or null. */
export async function enabledPlatformId(payload: Payload, slug: string): Promise<number | null> {
  return (await enabledPlatforms(payload)).find((p) => p.slug === slug)?.id ?? null
}

/** Candidates for a product's related items: the same platform (or category), newest first. */
const relatedCandidates = cachedRead(
  'related-candidates',
  async (payload: Payload, productId: number): Promise<Product[]> => {
    const product = await payload.findByID({ collection: 'products', id: productId, depth: 0, disableErrors: true })
    if (!product) return []
    const near: Where = product.platform
      ? { platform: { equals: product.platform } }
      : product.category
        ? { category: { equals: product.category } }
        : { type: { equals: product.type } }
    const enabled = (await enabledPlatforms(payload)).map((p) => p.id)
    const { products } = await findCards(payload, {
      where: { and: [whereOf({ kind: 'top' }, enabled), near, { id: { not_equals: productId } }] },
      sort: ['-createdAt', '-id'],
      limit: 24,
    })
    return products
  },
  () => [cacheTags.productLists, cacheTags.site, cacheTags.labels, cacheTags.media],
)

/** POST /products-by-random/{id}/{limit}: `limit` related items in a new random order each call. */
export async function randomRelated(req: PayloadRequest, productId: number, limit: number): Promise<SliderPage> {
  const candidates = [...(await relatedCandidates(req.payload, productId))]
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[candidates[i], candidates[j]] = [candidates[j] as Product, candidates[i] as Product]
  }
  return { total: candidates.length, products: candidates.slice(0, limit) }
}
