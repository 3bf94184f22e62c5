'use client'

import { Eye } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import styles from './QuickLook.module.css'
import type { QuickLookData } from './quick-look-data'

// The modal (and the related items it asks for) loads on the first click only.
const QuickLook = dynamic(() => import('./QuickLook').then((m) => m.QuickLook))

/** 'Quick look' over a product card's picture: the product and its related items in a modal, without leaving. */
export function QuickLookButton({ product }: { product: QuickLookData }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={`Quick look: ${product.name}`}
        data-quick-look
      >
        <Eye aria-hidden="true" size={16} />
        <span>Quick look</span>
      </button>
      {open && <QuickLook product={product} onClose={() => setOpen(false)} />}
    </>
  )
}
