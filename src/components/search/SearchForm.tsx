'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { Search } from '@/components/icons'
import {
  SEARCH_LABEL_TEXT,
  SEARCH_LABELS,
  SEARCH_QUERY_MAX,
  type SearchLabel,
  searchUrl,
  toggleLabel,
} from '@/lib/storefront/search-labels'
import styles from './Search.module.css'

interface Props {
  query?: string
  labels?: SearchLabel[]
  /** On the search page a label change searches at once; elsewhere only Enter does (storefront.md section 5). */
  live?: boolean
  autoFocus?: boolean
}

/**
 * The site search box with its 'Search in:' labels (storefront.md section 2). A GET form to /search, so it works
 * before hydration; once hydrated, Enter goes to the address the label rules make.
 */
export function SearchForm({ query = '', labels = ['everywhere'], live = false, autoFocus = false }: Props) {
  const router = useRouter()
  const id = useId()
  const [text, setText] = useState(query)
  const [chosen, setChosen] = useState<SearchLabel[]>(labels)

  const toggle = (label: SearchLabel) => {
    const next = toggleLabel(chosen, label)
    setChosen(next)
    if (live && text.trim()) router.push(searchUrl(text, next))
  }

  return (
    <search>
      <form
        className={styles.form}
        action="/search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          router.push(searchUrl(text, chosen))
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            Search the store
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            value={text}
            maxLength={SEARCH_QUERY_MAX}
            placeholder="Search controllers, accessories, articles"
            // biome-ignore lint/a11y/noAutofocus: the search panel opens for typing
            autoFocus={autoFocus}
            onChange={(event) => setText(event.target.value)}
            className={styles.input}
          />
          <button type="submit" className={styles.submit} aria-label="Search">
            <Search aria-hidden="true" size={18} />
          </button>
        </div>
        <fieldset className={styles.labels}>
          <legend className={styles.legend}>Search in:</legend>
          {SEARCH_LABELS.map((label) => {
            const checked = chosen.includes(label)
            return (
              <label key={label} className={styles.label} data-checked={checked || undefined}>
                <input type="checkbox" name="in" value={label} checked={checked} onChange={() => toggle(label)} />
                {SEARCH_LABEL_TEXT[label]}
              </label>
            )
          })}
        </fieldset>
      </form>
    </search>
  )
}
