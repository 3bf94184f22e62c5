import Link from 'next/link'
import { ChevronLeft, ChevronRight } from '@/components/icons'
import { type ListingFacet, type ListingQuery, listingHref, pageWindow } from '@/lib/storefront/listing-query'
import styles from './Listing.module.css'

interface Props {
  path: string
  facet: ListingFacet
  query: ListingQuery
  page: number
  pages: number
}

/** Previous, the page numbers around the current one (first and last always), next: the listing's links. */
export function Pagination({ path, facet, query, page, pages }: Props) {
  return (
    <PageNav page={page} pages={pages} label="Pages" href={(p) => listingHref(path, facet, { ...query, page: p })} />
  )
}

/**
 * Previous, the page numbers around the current one (first and last always), next, as links `href` makes: the
 * listings' pager, also used by other paged lists (the account's forum activity).
 */
export function PageNav({
  page,
  pages,
  label,
  href,
}: {
  page: number
  pages: number
  label: string
  href: (page: number) => string
}) {
  if (pages <= 1) return null
  return (
    <nav className={styles.pagination} aria-label={label}>
      {page > 1 ? (
        <Link href={href(page - 1)} className={styles.pageStep} rel="prev">
          <ChevronLeft aria-hidden="true" size={18} /> Previous
        </Link>
      ) : (
        <span className={styles.pageStep} aria-hidden="true" data-disabled>
          <ChevronLeft size={18} /> Previous
        </span>
      )}
      <ol className={styles.pageList}>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                className={styles.pageNumber}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link href={href(page + 1)} className={styles.pageStep} rel="next">
          Next <ChevronRight aria-hidden="true" size={18} />
        </Link>
      ) : (
        <span className={styles.pageStep} aria-hidden="true" data-disabled>
          Next <ChevronRight size={18} />
        </span>
      )}
    </nav>
  )
}
