'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { callApi } from '@/components/api/call'
import { Plus, Search } from '@/components/icons'
import { Picture } from '@/components/Picture'
import { formatUSD } from '@/lib/money'
import {
  COMPARE_SEARCH_DEBOUNCE_MS,
  COMPARE_SEARCH_PAGE,
  NO_MORE_DATA_MESSAGE,
  NO_RESULTS_MESSAGE,
} from '@/lib/storefront/compare'
import type { CompareCard } from './cards'
import styles from './compare-page.module.css'

interface Props {
  classifierId: number
  exceptIds: number[]
  onAdd: (id: number) => void
  busy: boolean
}

type State = { status: 'loading' | 'done' | 'error'; products: CompareCard[]; total: number; message?: string }

/**
 * 'Compare with...' (storefront.md sections 2, 7 and 9): comparable products of the compared classifier, searched by
 * name 600 ms after the last key, 30 at a time with Load more; 'No results', 'No more data'.
 */
export function CompareSearch({ classifierId, exceptIds, onAdd, busy }: Props) {
  const inputId = useId()
  const [query, setQuery] = useState('')
  const [debounced, setDebounced] = useState('')
  const [state, setState] = useState<State>({ status: 'loading', products: [], total: 0 })
  const [more, setMore] = useState(false)
  const except = exceptIds.join(',')
  const request = useRef(0)

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(query), COMPARE_SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [query])

  const fetchPage = async (offset: number) => {
    const ticket = ++request.current
    const result = await callApi<{ total: number; products: CompareCard[] }>(
      '/api/comparable-products-by-query',
      'POST',
      {
        classifier_id: classifierId,
        except_ids: except ? except.split(',').map(Number) : [],
        limit: COMPARE_SEARCH_PAGE,
        offset,
        query: debounced.trim().slice(0, 100),
      },
    )
    if (ticket !== request.current) return null
    return result
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search when the query, classifier or compared ids change
  useEffect(() => {
    setState((s) => ({ ...s, status: 'loading' }))
    fetchPage(0).then((result) => {
      if (!result) return
      if (!result.ok) return setState({ status: 'error', products: [], total: 0, message: result.message })
      setState({ status: 'done', products: result.value.products, total: result.value.total })
    })
  }, [debounced, classifierId, except])

  const loadMore = async () => {
    setMore(true)
    const result = await fetchPage(state.products.length)
    setMore(false)
    if (!result?.ok) return
    setState((s) => ({ ...s, products: [...s.products, ...result.value.products], total: result.value.total }))
  }

  const end = state.status === 'done' && state.products.length > 0 && state.products.length >= state.total

  return (
    <div className={styles.search} data-compare-search>
      <label htmlFor={inputId} className={styles.searchTitle}>
        Compare with...
      </label>
      <div className={styles.searchBox}>
        <Search aria-hidden="true" size={16} />
        <input
          id={inputId}
          type="search"
          placeholder="Search by name"
          value={query}
          maxLength={100}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
      </div>
      <div className={styles.results} aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && state.products.length === 0 ? (
          <ul className={styles.resultList} aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className={styles.skeleton} />
            ))}
          </ul>
        ) : state.status === 'error' ? (
          <p className={styles.searchNote} role="alert">
            {state.message}
          </p>
        ) : state.products.length === 0 ? (
          <p className={styles.searchNote} role="status">
            {NO_RESULTS_MESSAGE}
          </p>
        ) : (
          <ul className={styles.resultList}>
            {state.products.map((product) => (
              <li key={product.id}>
                <button
                  type="button"
                  className={styles.result}
                  onClick={() => onAdd(product.id)}
                  disabled={busy}
                  data-compare-result={product.id}
                >
                  <span className={styles.resultThumb}>
                    {product.image && (
                      <Picture
                        src={product.image.src}
                        alt=""
                        width={product.image.width}
                        height={product.image.height}
                        sizes="48px"
                      />
                    )}
                  </span>
                  <span className={styles.resultText}>
                    <span className={styles.resultName}>{product.name}</span>
                    <span className="tabular">{formatUSD(product.price)}</span>
                  </span>
                  <Plus aria-hidden="true" size={18} className={styles.resultAdd} />
                  <span className="visually-hidden">Add to comparison</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {state.status === 'done' && state.products.length < state.total && (
          <button type="button" className={styles.more} onClick={loadMore} disabled={more}>
            {more ? 'Loading…' : 'Load more'}
          </button>
        )}
        {end && <p className={styles.searchNote}>{NO_MORE_DATA_MESSAGE}</p>}
      </div>
    </div>
  )
}
