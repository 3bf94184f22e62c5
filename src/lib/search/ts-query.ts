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
 * The documents each search covers, as SQL expressions the GIN indexes of the search migrations are built on (the
 * latest migration that creates `{table}_search_idx`): a query must use exactly the same expression for PostgreSQL to
 * use the index. Names and titles weigh A, listing texts and excerpts B; a product's rich-text description weighs C,
 * read as the plain text of its text nodes (`$.**.text`: Lexical's JSON keys and node types never match).
 */
export const SEARCH_DOCUMENTS = {
  products:
    "(setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(listing_text, '')), 'B') || setweight(jsonb_to_tsvector('english', coalesce(jsonb_path_query_array(description, 'strict $.**.text'), '[]'::jsonb), '[\"string\"]'), 'C'))",
  pages:
    "(setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(seo_description, '') || ' ' || coalesce(listing_intro, '')), 'B'))",
  posts:
    "(setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B'))",
} as const

/**
 * The weights of a document's head (names, titles, listing texts): a match there ranks above one that needs the
 * description (`ts_filter(document, HEAD_WEIGHTS) @@ query` sorts first).
 */
export const HEAD_WEIGHTS = '{a,b}'
