'use client'

import clsx from 'clsx'
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'
import { ChevronDown } from '@/components/icons'
import styles from './Header.module.css'
import { useOpenedOnce } from './use-opened-once'

interface Props {
  label: string
  children: ReactNode
  /** Where the panel sits under its button. */
  align?: 'start' | 'end'
  panelClassName?: string
}

/**
 * A navigation disclosure (button + panel of links): aria-expanded on the button, Escape closes and returns
 * focus, a click outside or focus leaving closes, choosing a link closes. The links are drawn when the panel first
 * opens (`useOpenedOnce`): hidden until then, and a button needs JavaScript to open it anyway.
 */
export function Disclosure({ label, children, align = 'start', panelClassName }: Props) {
  const [open, setOpen] = useState(false)
  const opened = useOpenedOnce(open)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false)
    if (restoreFocus) buttonRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true)
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, close])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the menu (button or links) closes it
    <div
      ref={rootRef}
      className={styles.disclosure}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.navButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
        <ChevronDown aria-hidden="true" size={16} className={clsx(styles.chevron, open && styles.chevronOpen)} />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegated from the links inside, which keys follow too */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the handler only reacts to clicks on the links inside */}
      <div
        id={panelId}
        hidden={!open}
        className={clsx(styles.dropdown, align === 'end' && styles.dropdownEnd, panelClassName)}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false)
        }}
      >
        {opened && children}
      </div>
    </div>
  )
}
