/** The site search box's 'Search in:' labels and its URL (storefront.md sections 2 and 5). Pure: no framework import. */

/** The label filters, in the order they are shown (section 2). */
export const SEARCH_LABELS = ['everywhere', 'products', 'pages', 'articles'] as const
/** One label filter (section 2). */
export type SearchLabel = (typeof SEARCH_LABELS)[number]

/** Each label's text (section 2). */
export const SEARCH_LABEL_TEXT: Record<SearchLabel, string> = {
  everywhere: 'Everywhere',
  products: 'Products',
  pages: 'Pages',
  articles: 'Blog articles',
}

/** The longest query the search URL carries, in characters (section 2). */
export const SEARCH_QUERY_MAX = 200

/** The search page's URL parameter carrying the query (section 2). */
export const SEARCH_QUERY_PARAM = 'q'
/** The search page's URL parameter carrying the labels (section 2). */
export const SEARCH_LABELS_PARAM = 'in'

const EVERYWHERE: SearchLabel[] = ['everywhere']

/**
 * Clicks a label (section 2): Everywhere clears the others; another label replaces Everywhere, or is removed when
 * already chosen; removing the last falls back to Everywhere. The result is in SEARCH_LABELS order, without repeats.
 */
export function toggleLabel(current: SearchLabel[], label: SearchLabel): SearchLabel[] {
  if (label === 'everywhere') return [...EVERYWHERE]
  const chosen = new Set(normalLabels(current).filter((value) => value !== 'everywhere'))
  if (chosen.has(label)) chosen.delete(label)
  else chosen.add(label)
  return normalLabels([...chosen])
}

/**
 * The labels of the `in` URL parameter (section 2): comma-separated or repeated, case and spaces ignored; unknown
 * values are dropped; none left, or Everywhere among them → ['everywhere'].
 */
export function parseLabels(value: string | string[] | null | undefined): SearchLabel[] {
  const values = typeof value === 'string' ? [value] : Array.isArray(value) ? value : []
  const labels = values
    .filter((item): item is string => typeof item === 'string')
    .flatMap((item) => item.split(','))
    .map((item) => item.trim().toLowerCase())
    .filter(isSearchLabel)
  return normalLabels(labels)
}

/**
 * The query as searched (section 2): trimmed and cut to SEARCH_QUERY_MAX characters; a lone surrogate (half an
 * emoji, which no URL can encode) is dropped.
 */
export function searchQuery(query: string): string {
  const chars = Array.from(query.replace(/\p{Surrogate}/gu, '').trim())
  return chars.slice(0, SEARCH_QUERY_MAX).join('').trimEnd()
}

/** The search page's URL (section 2): `/search?q=pad&in=products,pages`; `in` is left out for Everywhere. */
export function searchUrl(query: string, labels: SearchLabel[]): string {
  const params: string[] = []
  const q = searchQuery(query)
  if (q) params.push(`${SEARCH_QUERY_PARAM}=${encodeURIComponent(q)}`)
  const chosen = normalLabels(labels)
  if (chosen[0] !== 'everywhere') params.push(`${SEARCH_LABELS_PARAM}=${chosen.join(',')}`)
  return params.length === 0 ? '/search' : `/search?${params.join('&')}`
}

function isSearchLabel(value: string): value is SearchLabel {
  return (SEARCH_LABELS as readonly string[]).includes(value)
}

/** Known labels in SEARCH_LABELS order; none, or Everywhere among them → ['everywhere']. */
function normalLabels(labels: readonly string[]): SearchLabel[] {
  const chosen = SEARCH_LABELS.filter((label) => labels.includes(label))
  return chosen.length === 0 || chosen.includes('everywhere') ? [...EVERYWHERE] : chosen
}
