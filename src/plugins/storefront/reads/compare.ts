import type { Payload, Where } from 'payload'
import { cachedRead, cacheTags } from '../../../cache'
import { imageOf } from '../../../lib/relations'
import { productHref } from '../../../lib/routes/product'
import { compareSet, specificationsOf } from '../../../lib/storefront/compare'
import type { Product } from '../../../payload-types'
import { cardsByIds, findCards, shownProducts } from '../../catalog'

/** A product as the compare bar, the compare page's search and sliders show it (storefront.md section 3). */
export interface CompareCard {
  id: number
  name: string
  url: string
  image: { src: string; alt: string; width: number; height: number } | null
  /** Integer cents. */
  price: number
  oldPrice: number | null
  classifier: number | null
  comparable: boolean
  status: Product['status']
}

/** A product on the compare page: its card, rating and specifications keyed 'group|feature' (section 3). */
export interface CompareProduct extends CompareCard {
  /** Average of approved reviews, 0 when none. */
  rating: number
  totalReviews: number
  specifications: Record<string, string>
}

const CARD_SELECT = {
  name: true,
  slug: true,
  price: true,
  oldPrice: true,
  status: true,
  isConfigurable: true,
  images: true,
  comparable: true,
  classifier: true,
} as const

const CARD_POPULATE = {
  media: { url: true, filename: true, alt: true, width: true, height: true, updatedAt: true },
} as const

function cardOf(product: Product): CompareCard {
  const image = imageOf(product.images?.[0]?.image)
  return {
    id: product.id,
    name: product.name,
    url: productHref(product),
    image: image
      ? { src: image.url, alt: image.alt || product.name, width: image.width ?? 1000, height: image.height ?? 800 }
      : null,
    price: product.price,
    oldPrice: product.oldPrice ?? null,
    classifier: typeof product.classifier === 'number' ? product.classifier : null,
    comparable: product.comparable !== false,
    status: product.status,
  }
}

const LIST_TAGS = () => [cacheTags.productLists, cacheTags.site, cacheTags.media]

/**
 * The products of a compare request (sections 4 and 5): comparable and shown ones among `ids`, in the order asked, all
 * of the first one's classifier, at most 4. Kept until any product changes (`products:lists`).
 */
export const readCompareProducts = cachedRead(
  'compare-products',
  async (payload: Payload, ids: number[]): Promise<CompareProduct[]> => {
    if (ids.length === 0) return []
    const result = await payload.find({
      collection: 'products',
      where: { and: [{ id: { in: ids } }, { comparable: { equals: true } }, ...(await shownProducts(payload))] },
      depth: 1,
      limit: ids.length,
      select: { ...CARD_SELECT, rating: true, totalReviews: true, specificationGroups: true },
      populate: CARD_POPULATE,
    })
    const found = (result.docs as Product[]).map((product) => ({
      ...cardOf(product),
      rating: product.rating ?? 0,
      totalReviews: product.totalReviews ?? 0,
      specifications: specificationsOf(product.specificationGroups),
    }))
    return compareSet(ids, found)
  },
  LIST_TAGS,
)

export interface ComparableSearch {
  classifierId: number
  exceptIds: number[]
  query: string
  limit: number
  offset: number
}

/**
 * The compare page's 'Compare with...' search (section 7): comparable, shown products of the classifier whose name
 * holds every word of the query (any case), except the ones compared; by name. `total` counts every match.
 */
export const readComparableProducts = cachedRead(
  'comparable-products-by-query',
  async (payload: Payload, { classifierId, exceptIds, query, limit, offset }: ComparableSearch) => {
    const and: Where[] = [
      { comparable: { equals: true } },
      { classifier: { equals: classifierId } },
      ...(await shownProducts(payload)),
    ]
    if (exceptIds.length) and.push({ id: { not_in: exceptIds } })
    const words = query.trim()
    if (words) and.push({ name: { like: words } })
    const { products, total } = await findCards(payload, {
      where: { and },
      sort: ['name', 'id'],
      limit,
      offset,
      select: CARD_SELECT,
      populate: CARD_POPULATE,
    })
    return { total, products: products.map(cardOf) }
  },
  LIST_TAGS,
)

/** Cards of products by id, in the order asked, shown ones only (section 7 `products-by-ids`: compare bar, sliders). */
export const readProductCards = cachedRead(
  'products-by-ids',
  async (payload: Payload, ids: number[]): Promise<CompareCard[]> => {
    if (ids.length === 0) return []
    const products = await cardsByIds(payload, ids, {
      where: { and: await shownProducts(payload) },
      select: CARD_SELECT,
      populate: CARD_POPULATE,
    })
    return products.map(cardOf)
  },
  LIST_TAGS,
)
