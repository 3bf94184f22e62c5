/**
 * Site search text → a PostgreSQL `to_tsquery` string (storefront.md section 2, site search). Only letters and digits
 * reach the query, so a shopper's text can never be tsquery syntax; every word is a prefix ('contr' finds
 * 'controller'), all words must match. Pure: no framework import.
 */

/** Words kept from one query: enough for any real search, bounded for the database. */
export const MAX_QUERY_WORDS = 8

export function tsQueryOf(text: string): string | null {
  const words =
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  const kept = [...new Set(words)].filter((w) => w.length <= 40).slice(0, MAX_QUERY_WORDS)
  return kept.length ? kept.map((w) => `${w}:*`).join(' & ') : null
}

/**
 * The documents each search covers, as SQL expressions the GIN indexes of migration `search` are built on: a query must
 * use exactly the same expression for PostgreSQL to use the index. Names and titles weigh more than descriptions.
 */
export const SEARCH_DOCUMENTS = {
  products:
    "(setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(listing_text, '')), 'B'))",
  pages:
    "(setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(seo_description, '') || ' ' || coalesce(listing_intro, '')), 'B'))",
  posts:
    "(setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B'))",
} as const
