'use client'

import Link from 'next/link'
import { useCallback, useEffect, useState } from 'react'
import { callAccount } from '@/components/account/api'
import listing from '@/components/Listing/Listing.module.css'
import { ProductCard } from '@/components/ProductCard'
import { forgetViewed, readViewed } from '@/components/recently-viewed/storage'
import { useViewer } from '@/components/session'
import { HISTORY_PAGE_SIZE } from '@/lib/recently-viewed/history'
import type { Product } from '@/payload-types'
import styles from './BrowsingHistory.module.css'

type State =
  | { status: 'loading' }
  | { status: 'ready'; total: number; products: Product[] }
  | { status: 'failed'; message: string }

/**
 * /account/recently-viewed (issue 14): the customer's viewed products, 12 a page, newest first, kept on the server (this
 * browser's views are added to it on the way), and Clear, asked once more before it forgets them.
 */
export function BrowsingHistory() {
  const { viewer } = useViewer()
  const [page, setPage] = useState(1)
  const [state, setState] = useState<State>({ status: 'loading' })
  const [confirming, setConfirming] = useState(false)

  const load = useCallback(async (which: number) => {
    const reply = await callAccount<{ total: number; products: Product[] }>('/api/recently-viewed', 'POST', {
      ids: readViewed(),
      limit: HISTORY_PAGE_SIZE,
      offset: (which - 1) * HISTORY_PAGE_SIZE,
    })
    setState(reply.ok ? { status: 'ready', ...reply.value } : { status: 'failed', message: reply.message })
  }, [])

  useEffect(() => {
    if (viewer) void load(page)
  }, [viewer, page, load])

  const clear = async () => {
    const reply = await callAccount('/api/recently-viewed', 'DELETE')
    setConfirming(false)
    if (!reply.ok) {
      setState({ status: 'failed', message: reply.message })
      return
    }
    forgetViewed()
    setPage(1)
    setState({ status: 'ready', total: 0, products: [] })
  }

  if (state.status === 'loading') return <p className={styles.note}>Loading your browsing history…</p>
  if (state.status === 'failed')
    return (
      <p className={styles.error} role="alert">
        {state.message}
      </p>
    )
  if (state.total === 0)
    return (
      <div className={styles.empty}>
        <p>Products you look at will show here, so you can find them again.</p>
        <Link href="/store" className="button button-primary">
          Browse the store
        </Link>
      </div>
    )

  const pages = Math.ceil(state.total / HISTORY_PAGE_SIZE)
  return (
    <>
      <div className={styles.bar}>
        <p className={styles.note} role="status">
          {state.total} {state.total === 1 ? 'product' : 'products'}
        </p>
        {confirming ? (
          <fieldset className={styles.confirm}>
            <legend className={styles.legend}>Clear your browsing history?</legend>
            <button type="button" className="button button-secondary" onClick={() => void clear()}>
              Clear
            </button>
            {/* biome-ignore lint/a11y/noAutofocus: the safe choice has focus (LOOK.md) */}
            <button type="button" className="button button-primary" autoFocus onClick={() => setConfirming(false)}>
              Keep
            </button>
          </fieldset>
        ) : (
          <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
            Clear history
          </button>
        )}
      </div>
      <ul className={listing.grid}>
        {state.products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} headingLevel="h2" />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pages} aria-label="Pages">
          <button
            type="button"
            className="button button-secondary"
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="button button-secondary"
            disabled={page === pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </>
  )
}
