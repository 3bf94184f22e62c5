'use client'

import { ShoppingCart } from '@/components/icons'
import { useScrolledPast } from '@/components/scroll/use-scrolled-past'
import { formatUSD } from '@/lib/money'
import styles from './StickyBuyBar.module.css'

interface Props {
  /** The id of the buy box whose button's top leaving the viewport shows the bars. */
  targetId: string
  targetSelector: string
  name: string
  /** Integer cents: the price of one. */
  price: number
  quantity: number
  /** The button's text: 'Add to Cart', 'Out of Stock' or 'Coming Soon'. */
  label: string
  disabled: boolean
  onAddToCart: () => void
}

/**
 * Once the top of the buy buttons is above the viewport (storefront.md section 2): on desktop a slim header with the
 * name, the price and Add to Cart; on phones a bar fixed at the bottom with the price and Add to Cart (the CSS shows
 * one or the other). Hidden, they are out of the accessibility tree and of the tab order.
 */
export function StickyBuyBar({ targetId, targetSelector, name, price, quantity, label, disabled, onAddToCart }: Props) {
  const shown = useScrolledPast(targetId, { targetSelector, edge: 'top' })
  const bar = (kind: 'header' | 'bottom') => (
    <div
      className={kind === 'header' ? styles.header : styles.bottom}
      data-shown={shown || undefined}
      aria-hidden={!shown}
      inert={!shown}
      data-testid={kind === 'header' ? 'sticky-header' : 'sticky-bar'}
    >
      <div className={styles.inner}>
        <div className={styles.text}>
          {kind === 'header' && <p className={styles.name}>{name}</p>}
          <p className={styles.total}>
            {formatUSD(price * quantity)}
            {quantity > 1 && (
              <span className={styles.each}>
                {quantity} × {formatUSD(price)}
              </span>
            )}
          </p>
        </div>
        <button type="button" className={styles.button} disabled={disabled} onClick={onAddToCart}>
          {!disabled && <ShoppingCart size={18} aria-hidden="true" />}
          {label}
        </button>
      </div>
    </div>
  )
  return (
    <>
      {bar('header')}
      {bar('bottom')}
    </>
  )
}
