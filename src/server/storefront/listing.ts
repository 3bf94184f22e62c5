import type { Where } from 'payload'
import { cached, cacheTags } from '@/cache'
import { idOf } from '@/lib/relations'
import type { ListingQuery } from '@/lib/storefront/listing-query'
import { type ListingSettings, listingSort, listingWhere } from '@/lib/storefront/listing-where'
import type { Page, Product } from '@/payload-types'
import { getPayloadClient } from './payload'
import { getEnabledPlatforms } from './platforms'

/** A listing page's settings from its `pages` document (any depth). */
export function listingSettingsOf(page: Page): ListingSettings {
  const listing = page.listing
  return {
    types: [...(listing?.types ?? [])],
    categoryIds: (listing?.categories ?? []).map(idOf).filter((id): id is number => id !== null),
    facet: listing?.facet ?? 'none',
    platformFilters: (listing?.platformFilters ?? []).flatMap((f) => {
      const platformId = idOf(f.platform)
      return platformId === null ? [] : [{ value: f.value, label: f.label, platformId }]
    }),
    pageSize: listing?.pageSize ?? 24,
  }
}

export interface ListingResult {
  /** Card fields only, relations populated with what a card shows. */
  products: Product[]
  total: number
  page: number
  pages: number
}

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

/**
 * One page of a listing. Kept in the data cache per settings and query until any product, category, label or media
 * changes (`products:lists`), so a filtered listing costs a query once and a cache read after.
 */
const readListing = cached(
  'listing',
  async (settings: ListingSettings, query: ListingQuery): Promise<ListingResult> => {
    const payload = await getPayloadClient()
    const enabled = (await getEnabledPlatforms()).map((p) => p.id)
    const result = await payload.find({
      collection: 'products',
      where: listingWhere(settings, query, enabled) as Where,
      sort: listingSort(query.sort),
      limit: settings.pageSize,
      page: query.page,
      depth: 1,
      select: CARD_SELECT,
      populate: CARD_POPULATE,
    })
    // A page past the end shows the last one (a link kept after products went away).
    if (result.docs.length === 0 && result.totalDocs > 0 && query.page > result.totalPages)
      return readListing(settings, { ...query, page: result.totalPages })
    return {
      products: result.docs as Product[],
      total: result.totalDocs,
      page: result.docs.length ? (result.page ?? query.page) : 1,
      pages: Math.max(result.totalPages, 1),
    }
  },
  () => [cacheTags.productLists, cacheTags.site, cacheTags.labels, cacheTags.media],
)

/** The query's values come in the page's order (parseListingQuery), so equal queries share one cache entry. */
export const getListing = readListing
