'use client'

import { useRouter } from 'next/navigation'
import { useOptimistic, useTransition } from 'react'
import { Loader2 } from '@/components/icons'
import {
  FACET_PARAM,
  LISTING_SORTS,
  type ListingFacet,
  type ListingQuery,
  type ListingSort,
  listingHref,
} from '@/lib/storefront/listing-query'
import styles from './Listing.module.css'

interface Props {
  path: string
  facet: ListingFacet
  /** The facet's values in the page's order. */
  options: Array<{ value: string; label: string }>
  query: ListingQuery
  facetTitle: string
}

/**
 * The filter chips and the sort of a listing. A plain GET form (it works before hydration and without JavaScript);
 * once hydrated, each change goes to its address at once, on page 1, and the chips say when the list is updating.
 */
export function ListingFilters({ path, facet, options, query, facetTitle }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  // The chips and the sort show the shopper's choice at once, while the list it asks for is on its way.
  const [shown, show] = useOptimistic(query)

  const go = (next: ListingQuery) =>
    startTransition(() => {
      show(next)
      router.push(listingHref(path, facet, next), { scroll: false })
    })

  const toggle = (value: string, on: boolean) => {
    const chosen = new Set(shown.values)
    if (on) chosen.add(value)
    else chosen.delete(value)
    go({ ...shown, values: options.map((o) => o.value).filter((v) => chosen.has(v)), page: 1 })
  }

  return (
    <form className={styles.filters} method="get" action={path} aria-busy={pending || undefined}>
      {facet !== 'none' && options.length > 0 && (
        <fieldset className={styles.facet}>
          <legend className={styles.facetTitle}>{facetTitle}</legend>
          <div className={styles.chips}>
            {options.map((option) => {
              const checked = shown.values.includes(option.value)
              return (
                <label key={option.value} className={styles.chip} data-checked={checked || undefined}>
                  <input
                    type="checkbox"
                    name={FACET_PARAM[facet]}
                    value={option.value}
                    checked={checked}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                  />
                  {option.label}
                </label>
              )
            })}
            {shown.values.length > 0 && (
              <button type="button" className={styles.clear} onClick={() => go({ ...shown, values: [], page: 1 })}>
                Clear filters
              </button>
            )}
          </div>
        </fieldset>
      )}
      <div className={styles.sort}>
        {pending && <Loader2 aria-label="Updating the list" className={styles.spinner} size={18} />}
        <label htmlFor="listing-sort">Sort by</label>
        <select
          id="listing-sort"
          name="sort"
          value={shown.sort}
          onChange={(event) => go({ ...shown, sort: event.target.value as ListingSort, page: 1 })}
        >
          {LISTING_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="button button-secondary">
            Apply
          </button>
        </noscript>
      </div>
    </form>
  )
}
