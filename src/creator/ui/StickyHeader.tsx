'use client'

import { ShoppingCart } from 'lucide-react'
import { useEffect, useState } from 'react'
import { formatUSD } from '../../lib/money'
import styles from './creator.module.css'

interface Props {
  title: string
  total: number
  disabled: boolean
  onAddToCart: () => void
  /** The element whose leaving the viewport shows the header (the price box). */
  targetId: string
}

/** How far the page must have scrolled before the header may show (px). */
const SCROLLED = 400

/** Desktop: a slim header with the total and the call to action, once the price box scrolls out of view. */
export function StickyHeader({ title, total, disabled, onAddToCart, targetId }: Props) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const target = document.getElementById(targetId)
    if (!target || typeof IntersectionObserver === 'undefined') return
    // Shown while the price box is out of view and the shopper has scrolled into the options (not on arrival).
    let outOfView = false
    const update = () => setShown(outOfView && window.scrollY > SCROLLED)
    const observer = new IntersectionObserver(([entry]) => {
      outOfView = entry ? !entry.isIntersecting : false
      update()
    })
    observer.observe(target)
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', update)
    }
  }, [targetId])
  return (
    <div className={styles.stickyHeader} data-shown={shown || undefined} aria-hidden={!shown} inert={!shown}>
      <p className={styles.stickyTitle}>{title}</p>
      <p className={styles.stickyTotal}>{formatUSD(total)}</p>
      <button type="button" className={styles.cartButton} disabled={disabled} onClick={onAddToCart}>
        <ShoppingCart size={18} aria-hidden="true" /> Add to Cart
      </button>
    </div>
  )
}
