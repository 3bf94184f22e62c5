/** "Reviews default to 4 per page" (storefront.md section 9). */
export const REVIEWS_PER_PAGE = 4
export const MAX_REVIEWS_PER_PAGE = 50

export interface Paging {
  page: number
  limit: number
}

const positiveInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null
}

/** Page and limit from a request (body first, then query); junk falls back to page 1 and 4 per page. */
export function pagingOf(...sources: Array<Record<string, unknown> | null | undefined>): Paging {
  const pick = (key: string) => sources.map((s) => positiveInt(s?.[key])).find((n) => n !== null) ?? null
  return {
    page: Math.min(pick('page') ?? 1, 100_000),
    limit: Math.min(pick('limit') ?? REVIEWS_PER_PAGE, MAX_REVIEWS_PER_PAGE),
  }
}

/** The URL of the next page of a list (same path, `page` and `limit` in the query), or null on the last page. */
export function nextPageUrl(path: string, paging: Paging, totalDocs: number): string | null {
  if (paging.page * paging.limit >= totalDocs) return null
  return `${path}?page=${paging.page + 1}&limit=${paging.limit}`
}
