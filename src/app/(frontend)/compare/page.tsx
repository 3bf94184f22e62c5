import type { Metadata } from 'next'
import Link from 'next/link'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { CompareView } from '@/components/compare/CompareView'
import { COMPARE_MIN, parseCompareIds, TOO_FEW_MESSAGE } from '@/lib/storefront/compare'
import { getCompareProducts } from '@/storefront/compare'
import styles from './page.module.css'

// Per request: the products come from the query (`?productIDs=1vs2vs3`), their data from the data cache
// (src/storefront/compare.ts, invalidated with `products:lists`), so a render costs a cache read.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Compare products · Padforge', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /compare?productIDs={id}vs{id}vs{id} (storefront.md section 2): the compare page. */
export default async function ComparePage({ searchParams }: Props) {
  const param = (await searchParams).productIDs
  const ids = parseCompareIds(Array.isArray(param) ? param[0] : param)
  const products = ids.length >= COMPARE_MIN ? await getCompareProducts(ids) : []

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Store', href: '/store' }, { label: 'Compare' }]} />
      <h1 className={styles.title}>Compare products</h1>
      {products.length === 0 ? (
        <div className={styles.empty}>
          <p role="status">{TOO_FEW_MESSAGE}</p>
          <Link href="/store" className="button button-primary">
            Browse the store
          </Link>
        </div>
      ) : (
        <CompareView key={products.map((p) => p.id).join('vs')} initial={products} />
      )}
    </div>
  )
}
