import type { Payload, PayloadRequest, Where } from 'payload'
import { MAX_QUANTITY } from '../../../lib/basket/quantity'
import type { Product, ProductsSelect } from '../../../payload-types'

/** What a product card reads (src/components/ProductCard), and of its relations only what it shows. */
export const CARD_SELECT = {
  name: true,
  slug: true,
  uid: true,
  type: true,
  price: true,
  oldPrice: true,
  status: true,
  inStock: true,
  availableQuantity: true,
  isConfigurable: true,
  images: true,
  label: true,
  platform: true,
  category: true,
  comparable: true,
  classifier: true,
  rating: true,
  totalReviews: true,
  // The quick look's short text.
  listingText: true,
} as const

export const CARD_POPULATE = {
  platforms: { name: true },
  categories: { name: true },
  labels: { name: true, color: true },
  // The url is made from the filename when read.
  media: { url: true, filename: true, alt: true, width: true, height: true, updatedAt: true },
} as const

interface CardsOptions {
  /** Passed on, so reads inside an operation see its transaction. */
  req?: PayloadRequest
  /** Instead of CARD_SELECT (a smaller card). */
  select?: ProductsSelect<true>
  /** Instead of CARD_POPULATE (a caller that needs more or fewer fields of the relations). */
  populate?: Record<string, Record<string, true>>
}

/** Items in the order of `ids`, each once; ids with no item are left out. */
export function inIdOrder<T extends { id: number }>(ids: readonly number[], items: readonly T[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? [])
}

/** The cards of these products, in the ids' order, of those `where` (if any) allows. */
export async function cardsByIds(
  payload: Payload,
  ids: readonly number[],
  { where, req, select = CARD_SELECT, populate = CARD_POPULATE }: CardsOptions & { where?: Where } = {},
): Promise<Product[]> {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'products',
    where: where ? { and: [{ id: { in: [...ids] } }, where] } : { id: { in: [...ids] } },
    limit: ids.length,
    pagination: false,
    depth: 1,
    select,
    populate,
    req,
  })
  return inIdOrder(ids, (docs as Product[]).map(withPublicQuantity))
}

/** What a card tells a shopper of stock: at most MAX_QUANTITY, never the warehouse count (cards reach the browser). */
const withPublicQuantity = (product: Product): Product =>
  typeof product.availableQuantity === 'number'
    ? { ...product, availableQuantity: Math.min(MAX_QUANTITY, Math.max(0, product.availableQuantity)) }
    : product

export interface CardPage {
  products: Product[]
  /** Every product the `where` matches. */
  total: number
}

/**
 * Sorted product cards from `offset`, in two reads. Payload reads a product's `images` array through a lateral
 * subquery per row; in a sorted read with an offset Postgres runs it for every matching row before it sorts (on the
 * scale store, 10,000 subqueries for one listing page: bench/storefront.mjs). So the ids are read first, sorted and
 * paged with no array, then the cards of just those ids.
 */
export async function findCards(
  payload: Payload,
  {
    where,
    sort,
    limit,
    offset = 0,
    ...options
  }: CardsOptions & {
    where: Where
    sort: string[]
    limit: number
    offset?: number
  },
): Promise<CardPage> {
  // Payload pages by page number: an offset on a page boundary reads that page, any other reads up to it.
  const aligned = offset % limit === 0
  const page = await payload.find({
    collection: 'products',
    where,
    sort,
    limit: aligned ? limit : offset + limit,
    page: aligned ? offset / limit + 1 : 1,
    depth: 0,
    // Nothing selected: the ids only.
    select: {},
    req: options.req,
  })
  const ids = page.docs.map((doc) => doc.id).slice(aligned ? 0 : offset)
  return { products: await cardsByIds(payload, ids, options), total: page.totalDocs }
}
