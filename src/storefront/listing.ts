import type { Payload, Where } from 'payload'
import { cachedRead, cacheTags } from '@/cache'
import { idOf } from '@/lib/relations'
import type { ListingQuery } from '@/lib/storefront/listing-query'
import { type ListingSettings, listingSort, listingWhere } from '@/lib/storefront/listing-where'
import type { Page, Product } from '@/payload-types'
import { findCards } from '@/plugins/catalog'
import { withClient } from './payload'
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

/**
 * One page of a listing. Kept in the data cache per settings and query until any product, category, label or media
 * changes (`products:lists`), so a filtered listing costs a query once and a cache read after.
 */
const readListing = withClient(
  cachedRead(
    'listing',
    async (payload: Payload, settings: ListingSettings, query: ListingQuery): Promise<ListingResult> => {
      const enabled = (await getEnabledPlatforms()).map((p) => p.id)
      const { products, total } = await findCards(payload, {
        where: listingWhere(settings, query, enabled) as Where,
        sort: listingSort(query.sort),
        limit: settings.pageSize,
        offset: (query.page - 1) * settings.pageSize,
      })
      const pages = Math.max(Math.ceil(total / settings.pageSize), 1)
      // A page past the end shows the last one (a link kept after products went away).
      if (products.length === 0 && total > 0 && query.page > pages)
        return readListing(settings, { ...query, page: pages })
      return { products, total, page: products.length ? query.page : 1, pages }
    },
    () => [cacheTags.productLists, cacheTags.site, cacheTags.labels, cacheTags.media],
  ),
)

/** The query's values come in the page's order (parseListingQuery), so equal queries share one cache entry. */
export const getListing = readListing
