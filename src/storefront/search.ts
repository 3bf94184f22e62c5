import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { HEAD_WEIGHTS, SEARCH_DOCUMENTS, tsQueryOf } from '@/lib/search/ts-query'
import type { SearchLabel } from '@/lib/storefront/search-labels'
import type { Page, Post, Product } from '@/payload-types'
import type { ArticleCard } from '@/plugins/blog'
import { articleCard } from '@/plugins/blog'
import { cardsByIds, inIdOrder } from '@/plugins/catalog'
import { getEnabledPlatforms } from './platforms'

export const SEARCH_LIMITS = { products: 48, pages: 10, articles: 10 } as const

export interface SearchResults {
  products: Product[]
  pages: Array<Pick<Page, 'id' | 'title' | 'path'> & { description: string | null }>
  articles: ArticleCard[]
}

const EMPTY: SearchResults = { products: [], pages: [], articles: [] }

type Row = { id: number }

/**
 * Ids of the best matches of one kind: those matching in the head (name, listing text) first, then by relevance, then
 * newest. A product found only through its description ranks below every name match.
 */
async function rankedIds(
  payload: Payload,
  table: keyof typeof SEARCH_DOCUMENTS,
  query: string,
  filter: ReturnType<typeof sql>,
  limit: number,
) {
  const document = sql.raw(SEARCH_DOCUMENTS[table])
  const { rows } = (await payload.db.drizzle.execute(sql`
    select id from ${sql.raw(`"${table}"`)}, to_tsquery('english', ${query}) as q
    where ${document} @@ q and ${filter}
    order by ts_filter(${document}, ${sql.raw(`'${HEAD_WEIGHTS}'`)}) @@ q desc, ts_rank_cd(${document}, q) desc, id desc
    limit ${limit}`)) as unknown as { rows: Row[] }
  return rows.map((r) => Number(r.id))
}

/**
 * Site search (storefront.md section 2): products (name, listing text, then description), pages and published blog
 * articles matching every word of the query (as prefixes), each kind ranked by PostgreSQL full-text relevance.
 * Products follow the listings' rules (never discontinued, never of a disabled platform). Read per request: queries are too many to cache, and the expression
 * indexes answer them in milliseconds. Edits show at once (the index is the table's own).
 */
export async function searchSite(payload: Payload, text: string, labels: SearchLabel[]): Promise<SearchResults> {
  const query = tsQueryOf(text)
  if (!query) return EMPTY
  const wants = (label: SearchLabel) => labels.includes('everywhere') || labels.includes(label)
  const enabled = (await getEnabledPlatforms()).map((p) => p.id)
  const platformFilter = enabled.length
    ? sql`(platform_id is null or platform_id in (${sql.join(
        enabled.map((id) => sql`${id}`),
        sql`, `,
      )}))`
    : sql`platform_id is null`

  const [productIds, pageIds, postIds] = await Promise.all([
    wants('products')
      ? rankedIds(
          payload,
          'products',
          query,
          sql`status <> 'discontinued' and ${platformFilter}`,
          SEARCH_LIMITS.products,
        )
      : [],
    wants('pages') ? rankedIds(payload, 'pages', query, sql`true`, SEARCH_LIMITS.pages) : [],
    wants('articles') ? rankedIds(payload, 'posts', query, sql`status = 'published'`, SEARCH_LIMITS.articles) : [],
  ])
  const [products, pages, posts] = await Promise.all([
    cardsByIds(payload, productIds),
    pageIds.length
      ? payload.find({
          collection: 'pages',
          where: { id: { in: pageIds } },
          limit: pageIds.length,
          depth: 0,
          select: { title: true, path: true, seo: true, listing: { intro: true } },
        })
      : null,
    postIds.length
      ? payload.find({ collection: 'posts', where: { id: { in: postIds } }, limit: postIds.length, depth: 1 })
      : null,
  ])
  return {
    products,
    pages: inIdOrder(pageIds, (pages?.docs ?? []) as Page[]).map((p) => ({
      id: p.id,
      title: p.title,
      path: p.path,
      description: p.seo?.description || p.listing?.intro || null,
    })),
    articles: inIdOrder(postIds, (posts?.docs ?? []) as Post[]).map(articleCard),
  }
}
