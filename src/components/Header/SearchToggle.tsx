'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { Search, X } from '@/components/icons'
import { SearchForm } from '@/components/search/SearchForm'
import styles from './Header.module.css'

/**
 * The header's search (storefront.md section 2, site search and mobile search): an icon button opening a panel under
 * the bar with the search box and its 'Search in:' labels. Escape or the button closes it and gives focus back; going
 * to another page closes it.
 */
export function SearchToggle() {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const pathname = usePathname()

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (pathname) closes the panel
  useEffect(() => setOpen(false), [pathname])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <X aria-hidden="true" size={22} /> : <Search aria-hidden="true" size={22} />}
        <span className="visually-hidden">{open ? 'Close search' : 'Search'}</span>
      </button>
      <div id={panelId} hidden={!open} className={styles.searchPanel}>
        {open && (
          <div className="container">
            <SearchForm autoFocus />
          </div>
        )}
      </div>
    </>
  )
}
