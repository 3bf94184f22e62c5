'use client'

import clsx from 'clsx'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useMemo, useState } from 'react'
import { callApi } from '@/components/api/call'
import { showError } from '@/components/errors/show'
import { ImageOff, Printer, X } from '@/components/icons'
import { Picture } from '@/components/Picture'
import { Price } from '@/components/Price'
import { useReady } from '@/components/ready'
import { RatingSummary } from '@/components/reviews/RatingSummary'
import { showToast } from '@/components/toast/show'
import { WishlistButton } from '@/components/wishlist/WishlistButton'
import {
  COMPARE_MAX,
  COMPARE_MIN,
  compareGroups,
  compareUrl,
  differingRows,
  TOO_FEW_MESSAGE,
} from '@/lib/storefront/compare'
import type { CompareProduct } from '@/storefront/compare'
import { CompareSearch } from './CompareSearch'
import styles from './compare-page.module.css'
import { saveSelection } from './selection'

/** Where the shopper goes when the last product is removed (section 4). */
const AFTER_LAST = '/store'

/**
 * The compare page's table (storefront.md section 2): a sticky header with each product, specification groups as
 * rows, 'Highlight Differences', the 'Compare with...' search column while fewer than 4, Print; each product has its
 * wish list button (the compare-list variant: its modal says 'Continue Comparing Products'). Removing a product
 * updates the address and the stored selection; removing the last clears it and goes to the store.
 */
export function CompareView({ initial }: { initial: CompareProduct[] }) {
  const router = useRouter()
  const [products, setProducts] = useState(initial)
  const [highlight, setHighlight] = useState(false)
  const [busy, setBusy] = useState(false)
  const ready = useReady()
  const groups = useMemo(() => compareGroups(products), [products])
  const differing = useMemo(() => differingRows(groups.flatMap((g) => g.rows)), [groups])
  const classifier = products[0]?.classifier ?? null
  const searching = products.length > 0 && products.length < COMPARE_MAX && classifier !== null

  const commit = (next: CompareProduct[]) => {
    setProducts(next)
    const ids = next.map((p) => p.id)
    saveSelection({ classifierId: next[0]?.classifier ?? null, ids })
    window.history.replaceState(null, '', compareUrl(ids))
  }

  const remove = (id: number) => {
    const next = products.filter((p) => p.id !== id)
    if (next.length === 0) {
      saveSelection({ classifierId: null, ids: [] })
      router.push(AFTER_LAST)
      return
    }
    commit(next)
  }

  const add = async (id: number) => {
    if (busy) return
    setBusy(true)
    const result = await callApi<{ products: CompareProduct[] }>('/api/compare-products', 'POST', {
      productIds: [...products.map((p) => p.id), id],
    })
    setBusy(false)
    // The store's refusal ('Incompatible Item for comparison.') as a toast; a failed call in the Error modal.
    if (!result.ok) return result.status === 422 ? showToast(result.message) : showError(result)
    commit(result.value.products)
  }

  const columns = products.length + (searching ? 1 : 0)

  return (
    <div className={styles.wrap} data-compare-view data-ready={ready || undefined}>
      <div className={styles.toolbar}>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={highlight}
            checked={highlight}
            onChange={(e) => setHighlight(e.target.checked)}
            data-highlight-toggle
          />
          <span className={styles.toggleTrack} aria-hidden="true" />
          Highlight Differences
        </label>
        <button type="button" className={styles.print} onClick={() => window.print()}>
          <Printer aria-hidden="true" size={18} />
          Print
        </button>
      </div>

      {products.length < COMPARE_MIN && (
        <p className={styles.tooFew} role="status">
          {TOO_FEW_MESSAGE}
        </p>
      )}

      <div className={styles.scroller}>
        <table className={clsx(styles.table, highlight && styles.highlighting)} style={{ '--cols': columns } as never}>
          <caption className="visually-hidden">Product comparison</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                <span className={styles.cornerText}>
                  {products.length} {products.length === 1 ? 'product' : 'products'}
                </span>
              </th>
              {products.map((product) => (
                <th key={product.id} scope="col" className={styles.productHead} data-compare-product={product.id}>
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => remove(product.id)}
                    aria-label={`Remove ${product.name}`}
                  >
                    <X aria-hidden="true" size={16} />
                  </button>
                  <div className={styles.productCard}>
                    <Link href={product.url} className={styles.productImage} tabIndex={-1} aria-hidden="true">
                      {product.image ? (
                        <Picture
                          src={product.image.src}
                          alt=""
                          width={product.image.width}
                          height={product.image.height}
                          sizes="(max-width: 700px) 160px, 240px"
                        />
                      ) : (
                        <ImageOff size={28} />
                      )}
                    </Link>
                    <Link href={product.url} className={styles.productName}>
                      {product.name}
                    </Link>
                    {product.totalReviews > 0 && (
                      <p className={styles.productRating}>
                        <RatingSummary rating={product.rating} reviews={product.totalReviews} size={14} />
                      </p>
                    )}
                    <Price price={product.price} oldPrice={product.oldPrice} className={styles.productPrice} />
                    {/* At the foot of the column, so the buttons of every product line up. */}
                    <div className={styles.productActions}>
                      <Link href={product.url} className={clsx('button button-primary', styles.productBuy)}>
                        {product.status === 'coming' ? 'Coming Soon' : 'View & Buy'}
                        <span className="visually-hidden"> {product.name}</span>
                      </Link>
                      <WishlistButton target={{ productId: product.id }} name={product.name} variant="compare" />
                    </div>
                  </div>
                </th>
              ))}
              {searching && (
                <th scope="col" className={styles.searchHead}>
                  <CompareSearch
                    classifierId={classifier}
                    exceptIds={products.map((p) => p.id)}
                    onAdd={add}
                    busy={busy}
                  />
                </th>
              )}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.group}>
              <tr className={styles.groupRow}>
                <th scope="colgroup" colSpan={columns + 1}>
                  <span className={styles.groupLabel}>{group.group || 'Specifications'}</span>
                </th>
              </tr>
              {group.rows.map((row) => {
                const differs = differing.has(row.key)
                return (
                  <tr
                    key={row.key}
                    className={clsx(highlight && differs && styles.differs)}
                    data-row={row.key}
                    data-differs={(highlight && differs) || undefined}
                  >
                    <th scope="row" className={styles.feature}>
                      {row.feature}
                      {highlight && differs && <span className="visually-hidden"> (differs)</span>}
                    </th>
                    {row.values.map((value, i) => (
                      <td key={products[i]?.id ?? i}>{value ?? <span className={styles.none}>—</span>}</td>
                    ))}
                    {searching && <td className={styles.searchCell} />}
                  </tr>
                )
              })}
            </tbody>
          ))}
        </table>
      </div>
      {groups.length === 0 && products.length > 0 && (
        <p className={styles.noSpecs}>These products have no specifications to compare yet.</p>
      )}
    </div>
  )
}
