import Link from 'next/link'
import { ChevronLeft, ChevronRight } from '@/components/icons'
import listing from '@/components/Listing/Listing.module.css'
import { pageWindow } from '@/lib/storefront/listing-query'

const hrefOf = (path: string, page: number) => (page === 1 ? path : `${path}?page=${page}`)

/** Previous, the page numbers (first, last and two either side of the current one), next: links, like the listings'. */
export function PageLinks({ page, pages, path }: { page: number; pages: number; path: string }) {
  if (pages <= 1) return null
  return (
    <nav className={listing.pagination} aria-label="Forum activity pages">
      {page > 1 ? (
        <Link href={hrefOf(path, page - 1)} className={listing.pageStep} rel="prev" scroll>
          <ChevronLeft aria-hidden="true" size={18} /> Previous
        </Link>
      ) : (
        <span className={listing.pageStep} aria-hidden="true" data-disabled>
          <ChevronLeft size={18} /> Previous
        </span>
      )}
      <ol className={listing.pageList}>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} className={listing.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={hrefOf(path, p)}
                className={listing.pageNumber}
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
        <Link href={hrefOf(path, page + 1)} className={listing.pageStep} rel="next">
          Next <ChevronRight aria-hidden="true" size={18} />
        </Link>
      ) : (
        <span className={listing.pageStep} aria-hidden="true" data-disabled>
          Next <ChevronRight size={18} />
        </span>
      )}
    </nav>
  )
}
