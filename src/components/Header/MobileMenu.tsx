'use client'

import clsx from 'clsx'
import { usePathname } from 'next/navigation'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { Menu, X } from '@/components/icons'
import styles from './Header.module.css'
import { useOpenedOnce } from './use-opened-once'

/**
 * Phones (≤ 700 px): a menu button that opens a slide-down panel under the header. The panel's sections are drawn
 * when it first opens (`useOpenedOnce`).
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const opened = useOpenedOnce(open)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false)
    if (restoreFocus) buttonRef.current?.focus()
  }, [])

  // A new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setOpen(false)
  }, [pathname])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true)
    }
    // The mobile menu hides after 300 px of scrolling (storefront.md section 9).
    const onScroll = () => {
      if (window.scrollY > 300) close(false)
    }
    document.addEventListener('keydown', onKeyDown)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('scroll', onScroll)
    }
  }, [open, close])

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={clsx(styles.iconButton, styles.menuButton)}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
        <span className="visually-hidden">Menu</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegated from the links inside, which keys follow too */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the handler only reacts to clicks on the links inside */}
      <div
        id="mobile-menu"
        className={clsx(styles.mobilePanel, open && styles.mobilePanelOpen)}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false)
        }}
      >
        {opened && children}
      </div>
    </>
  )
}
