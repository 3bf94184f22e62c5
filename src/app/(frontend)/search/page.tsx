import type { Metadata } from 'next'
import Link from 'next/link'
import { TrackEvent } from '@/components/analytics/TrackEvent'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import listing from '@/components/Listing/Listing.module.css'
import { ProductCard } from '@/components/ProductCard'
import { SearchForm } from '@/components/search/SearchForm'
import { search } from '@/lib/analytics'
import {
  parseLabels,
  SEARCH_LABEL_TEXT,
  SEARCH_LABELS_PARAM,
  SEARCH_QUERY_PARAM,
  type SearchLabel,
  searchQuery,
} from '@/lib/storefront/search-labels'
import { getPayloadClient } from '@/storefront/payload'
import { searchSite } from '@/storefront/search'
import styles from './search.module.css'

// Per request: the query and labels are in the address (storefront.md section 2); results come from PostgreSQL's
// full-text indexes (src/storefront/search.ts), the page around them from the data cache.
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

async function read(searchParams: Props['searchParams']) {
  const params = await searchParams
  const raw = params[SEARCH_QUERY_PARAM]
  return {
    query: searchQuery(typeof raw === 'string' ? raw : (raw?.[0] ?? '')),
    labels: parseLabels(params[SEARCH_LABELS_PARAM]),
  }
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { query } = await read(searchParams)
  return { title: query ? `Search: ${query} · Padforge` : 'Search · Padforge', robots: { index: false } }
}

const where = (labels: SearchLabel[]) =>
  labels[0] === 'everywhere' ? '' : ` in ${labels.map((l) => SEARCH_LABEL_TEXT[l]).join(', ')}`

export default async function SearchPage({ searchParams }: Props) {
  const { query, labels } = await read(searchParams)
  const results = query ? await searchSite(await getPayloadClient(), query, labels) : null
  const total = results ? results.products.length + results.pages.length + results.articles.length : 0

  return (
    <div className="container">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Search' }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{query ? `Results for “${query}”` : 'Search the store'}</h1>
        <SearchForm key={`${query}|${labels.join()}`} query={query} labels={labels} live />
      </header>

      {results && <TrackEvent id={`search-${labels.join()}-${query}`} event={search(query)} />}
      {results && (
        <p className={styles.count} role="status">
          {total === 0
            ? `No results${where(labels)}`
            : `${total} ${total === 1 ? 'result' : 'results'}${where(labels)}`}
        </p>
      )}
      {results && total === 0 && (
        <div className={styles.empty}>
          <p>Check the spelling, use fewer words, or search everywhere.</p>
          <Link href="/store" className="button button-primary">
            Browse the store
          </Link>
        </div>
      )}

      {results && results.products.length > 0 && (
        <section className={styles.section} aria-labelledby="results-products">
          <h2 id="results-products" className={styles.sectionTitle}>
            Products <span className={styles.sectionCount}>{results.products.length}</span>
          </h2>
          <ul className={listing.grid}>
            {results.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {results && results.pages.length > 0 && (
        <section className={styles.section} aria-labelledby="results-pages">
          <h2 id="results-pages" className={styles.sectionTitle}>
            Pages <span className={styles.sectionCount}>{results.pages.length}</span>
          </h2>
          <ul className={styles.links}>
            {results.pages.map((page) => (
              <li key={page.id}>
                <Link href={page.path} className={styles.linkTitle}>
                  {page.title}
                </Link>
                {page.description && <p className={styles.linkText}>{page.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {results && results.articles.length > 0 && (
        <section className={styles.section} aria-labelledby="results-articles">
          <h2 id="results-articles" className={styles.sectionTitle}>
            Blog articles <span className={styles.sectionCount}>{results.articles.length}</span>
          </h2>
          <ul className={styles.links}>
            {results.articles.map((article) => (
              <li key={article.id}>
                <Link href={article.url} className={styles.linkTitle}>
                  {article.title}
                </Link>
                <p className={styles.linkText}>{article.excerpt}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
