import Link from 'next/link'
import { AmazonSlider } from '@/components/amazon/AmazonSlider'
import { TrackEvent } from '@/components/analytics/TrackEvent'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { ForumWidget } from '@/components/forum/ForumWidget'
import { ProductCard } from '@/components/ProductCard'
import { toCardProduct } from '@/components/ProductCard/card'
import { cardItem, viewItemList } from '@/lib/analytics'
import { DEFAULT_QUERY, type ListingQuery, listingHref } from '@/lib/storefront/listing-query'
import { facetValues } from '@/lib/storefront/listing-where'
import type { Page } from '@/payload-types'
import { getListing, listingSettingsOf } from '@/storefront/listing'
import { CompareBar, ListingFilters, RecentlyViewedSlider } from './islands'
import styles from './Listing.module.css'
import { Pagination } from './Pagination'

interface Props {
  page: Page
  /** The shopper's filter, sort and page (the default view when absent: the cached page). */
  query?: ListingQuery
}

const FACET_TITLE = { none: '', platform: 'Platform', modification: 'Modification' } as const

/** A product listing (storefront.md section 2): filter chips, sort, the product cards, paging and empty states. */
export async function ListingView({ page, query = DEFAULT_QUERY }: Props) {
  const settings = listingSettingsOf(page)
  const result = await getListing(settings, query)
  const filtered = query.values.length > 0
  const first = (result.page - 1) * settings.pageSize + 1
  const last = first + result.products.length - 1

  return (
    <div className="container">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: page.title }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{page.title}</h1>
        {page.listing?.intro && <p className={styles.intro}>{page.listing.intro}</p>}
      </header>
      <ListingFilters
        path={page.path}
        facet={settings.facet}
        options={facetValues(settings)}
        query={query}
        facetTitle={FACET_TITLE[settings.facet]}
      />
      <TrackEvent
        id={`listing-${listingHref(page.path, settings.facet, query)}`}
        event={viewItemList(
          { id: page.path, name: page.title },
          result.products.map((p) => cardItem(toCardProduct(p))),
        )}
      />
      <p className={styles.count} role="status">
        {result.total === 0
          ? 'No products'
          : result.pages > 1
            ? `${first}–${last} of ${result.total} products`
            : `${result.total} ${result.total === 1 ? 'product' : 'products'}`}
      </p>
      {result.products.length > 0 ? (
        <ul className={styles.grid}>
          {result.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel="h2" />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{filtered ? 'No products match these filters' : 'Nothing here yet'}</h2>
          <p>
            {filtered
              ? 'Try another choice, or see everything on this page.'
              : 'New products are on their way. Meanwhile, build your own controller in the creator.'}
          </p>
          <Link
            href={filtered ? listingHref(page.path, settings.facet, DEFAULT_QUERY) : '/'}
            className="button button-primary"
          >
            {filtered ? 'Clear filters' : 'Choose a platform'}
          </Link>
        </div>
      )}
      <Pagination path={page.path} facet={settings.facet} query={query} page={result.page} pages={result.pages} />
      <AmazonSlider group={page.listing?.amazonGroup} />
      <ForumWidget />
      <RecentlyViewedSlider />
      <CompareBar />
    </div>
  )
}
