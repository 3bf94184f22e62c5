import { type ListingFacet, type ListingQuery, type ListingSort, MODIFICATIONS } from './listing-query'

/** A listing page's settings, resolved from its `pages` document (src/storefront/listing.ts). */
export interface ListingSettings {
  /** Product types shown; empty: every type. */
  types: string[]
  /** Category ids shown; empty: any category. */
  categoryIds: number[]
  facet: ListingFacet
  /** The platform filter's values in the page's order (facet 'platform'). */
  platformFilters: Array<{ value: string; label: string; platformId: number }>
  pageSize: number
}

/** The facet's values as the page offers them, in order. */
export function facetValues(settings: ListingSettings): Array<{ value: string; label: string }> {
  if (settings.facet === 'platform') return settings.platformFilters.map(({ value, label }) => ({ value, label }))
  if (settings.facet === 'modification') return MODIFICATIONS.map(({ value, label }) => ({ value, label }))
  return []
}

type Condition = Record<string, unknown>

/** What shoppers may see of the catalog: never discontinued, never of a disabled platform (none: accessories). */
export function shopperVisible(enabledPlatformIds: number[]): Condition[] {
  return [
    { status: { not_equals: 'discontinued' } },
    {
      or: [{ platform: { exists: false } }, { platform: { in: enabledPlatformIds.length ? enabledPlatformIds : [0] } }],
    },
  ]
}

/**
 * The products of a listing with its query applied, as a Payload `where` (plain data): never discontinued, never of a
 * disabled platform (products without a platform, accessories, always show), the page's types and categories, then
 * the shopper's filter. A filter that leaves no type (modded chosen on a page of standard controllers) matches nothing.
 */
export function listingWhere(settings: ListingSettings, query: ListingQuery, enabledPlatformIds: number[]): Condition {
  const and = shopperVisible(enabledPlatformIds)
  let types: string[] | null = settings.types.length ? settings.types : null
  if (settings.facet === 'modification' && query.values.length) {
    const chosen = MODIFICATIONS.filter((m) => query.values.includes(m.value)).map((m) => m.type as string)
    types = types ? types.filter((t) => chosen.includes(t)) : chosen
  }
  if (types) and.push({ type: { in: types.length ? types : ['none'] } })
  if (settings.categoryIds.length) and.push({ category: { in: settings.categoryIds } })
  if (settings.facet === 'platform' && query.values.length) {
    const ids = settings.platformFilters.filter((f) => query.values.includes(f.value)).map((f) => f.platformId)
    and.push({ platform: { in: ids.length ? ids : [0] } })
  }
  return { and }
}

/** Payload sort fields of a listing sort; the id last, so paging is stable among equal prices or names. */
export function listingSort(sort: ListingSort): string[] {
  switch (sort) {
    case 'featured':
      return ['-featured', '-createdAt', '-id']
    case 'newest':
      return ['-createdAt', '-id']
    case 'rating':
      return ['-rating', '-totalReviews', '-id']
    case 'price-asc':
      return ['price', 'id']
    case 'price-desc':
      return ['-price', '-id']
    case 'name':
      return ['name', 'id']
  }
}
