/**
 * A listing's URL (storefront.md section 2): `/store?platform[]=playstation-5&sort=price-asc&page=2`. Parsing never
 * fails: unknown values are dropped, so a hand-edited or stale link still shows a listing. Pure: no framework import.
 */

/** The facet a listing page offers (a page setting): platforms (`platform[]`), modifications (`modification[]`). */
export type ListingFacet = 'none' | 'platform' | 'modification'

export const FACET_PARAM: Record<Exclude<ListingFacet, 'none'>, string> = {
  platform: 'platform[]',
  modification: 'modification[]',
}

/** storefront.md section 2: /Game-Controllers filters by modification[] = modded, custom. */
export const MODIFICATIONS = [
  { value: 'modded', label: 'Modded', type: 'modded_controller' },
  { value: 'custom', label: 'Custom', type: 'standard_controller' },
] as const
export type Modification = (typeof MODIFICATIONS)[number]['value']

export const LISTING_SORTS = [
  { value: 'featured', label: 'Featured' },
  { value: 'newest', label: 'Newest' },
  { value: 'rating', label: 'Top rated' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name: A to Z' },
] as const
export type ListingSort = (typeof LISTING_SORTS)[number]['value']
export const DEFAULT_SORT: ListingSort = 'featured'

/** Query keys that make a listing differ from its default view (next.config.ts rewrites requests carrying one). */
export const LISTING_QUERY_KEYS = ['platform[]', 'modification[]', 'sort', 'page'] as const

/** Pages past this are refused as the last page: nobody pages that far, and offsets stay cheap. */
export const MAX_PAGE = 500

export interface ListingQuery {
  /** Chosen facet values, in the order the page offers them. */
  values: string[]
  sort: ListingSort
  page: number
}

export const DEFAULT_QUERY: ListingQuery = { values: [], sort: DEFAULT_SORT, page: 1 }

type Params = Record<string, string | string[] | undefined>

const listOf = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

/**
 * The listing query of a request: `allowed` are the facet's values in the page's order (platform filter values, or
 * the modifications). Values outside it, repeats, a bad sort or page are dropped.
 */
export function parseListingQuery(params: Params, facet: ListingFacet, allowed: readonly string[]): ListingQuery {
  const chosen = facet === 'none' ? [] : listOf(params[FACET_PARAM[facet]])
  const wanted = new Set(chosen)
  const values = allowed.filter((v) => wanted.has(v))
  const sortParam = listOf(params.sort)[0]
  const sort = LISTING_SORTS.find((s) => s.value === sortParam)?.value ?? DEFAULT_SORT
  const pageParam = listOf(params.page)[0] ?? ''
  const page = /^\d{1,6}$/.test(pageParam) ? Math.min(Math.max(Number(pageParam), 1), MAX_PAGE) : 1
  return { values, sort, page }
}

/** The listing's address for a query: defaults left out, so the plain path is the cached default view. */
export function listingHref(path: string, facet: ListingFacet, query: ListingQuery): string {
  const search = new URLSearchParams()
  if (facet !== 'none') for (const value of query.values) search.append(FACET_PARAM[facet], value)
  if (query.sort !== DEFAULT_SORT) search.set('sort', query.sort)
  if (query.page > 1) search.set('page', String(query.page))
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/** Page numbers to show around the current one: first, last, and two on each side, with null for a gap. */
export function pageWindow(page: number, pages: number): Array<number | null> {
  const shown = new Set([1, pages])
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pages) shown.add(p)
  const sorted = [...shown].filter((p) => p >= 1).sort((a, b) => a - b)
  const out: Array<number | null> = []
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - (sorted[i - 1] as number) > 1) out.push(null)
    out.push(p)
  }
  return out
}
