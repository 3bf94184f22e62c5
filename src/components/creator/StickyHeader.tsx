'use client'

import { useState } from 'react'
import { ShoppingCart } from '@/components/icons'
import { useScrolledPast } from '@/components/scroll/use-scrolled-past'
import { formatUSD } from '@/lib/money'
import styles from './creator.module.css'

interface Props {
  title: string
  total: number
  disabled: boolean
  onAddToCart: () => void
  /** The price box: its Add to Cart button leaving the viewport shows the header; the header sits above its column. */
  targetId: string
}

/** Where the header sits across the page: over the options column (the price box's), never over the preview. */
interface Place {
  left: number
  width: number
}

/**
 * Desktop: a slim header with the total and the call to action, shown exactly while the price box's Add to Cart
 * button is out of view above the viewport (scrolled past), hidden again once it comes back (creator.md sections 2
 * and 4). It spans the options column only, so the sticky preview beside it is never covered, however far the
 * page has scrolled. Phones have their own sticky bar instead (the CSS hides this one).
 */
export function StickyHeader({ title, total, disabled, onAddToCart, targetId }: Props) {
  const [place, setPlace] = useState<Place | null>(null)
  // The call to action itself: the Add to Cart button (the whole block if it has none).
  const shown = useScrolledPast(targetId, {
    targetSelector: `.${styles.cartButton}`,
    onLayout: (block) => {
      const { left, width } = block.getBoundingClientRect()
      setPlace((was) => (was?.left === left && was.width === width ? was : { left, width }))
    },
  })
  return (
    <div
      className={styles.stickyHeader}
      style={place ? { left: place.left, width: place.width } : undefined}
      data-shown={shown || undefined}
      aria-hidden={!shown}
      inert={!shown}
      data-testid="sticky-header"
    >
      <div className={styles.stickyText}>
        <p className={styles.stickyTitle}>{title}</p>
        <p className={styles.stickyTotal}>{formatUSD(total)}</p>
      </div>
      <button type="button" className={styles.cartButton} disabled={disabled} onClick={onAddToCart}>
        <ShoppingCart size={18} aria-hidden="true" /> Add to Cart
      </button>
    </div>
  )
}
