'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import { Eye } from '@/components/icons'
import styles from './QuickLook.module.css'

// The modal (and the related items it asks for) loads on the first click only.
const QuickLook = dynamic(() => import('./QuickLook').then((m) => m.QuickLook))

/**
 * 'Quick look' over a product card's picture: the product and its related items in a modal, without leaving. Only the
 * id travels with the card; the modal reads the rest when opened.
 */
export function QuickLookButton({ id, name }: { id: number; name: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={`Quick look: ${name}`}
      >
        <Eye aria-hidden="true" size={16} />
        <span>Quick look</span>
      </button>
      {open && <QuickLook id={id} name={name} onClose={() => setOpen(false)} />}
    </>
  )
}
