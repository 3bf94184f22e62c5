'use client'

import { useEffect, useState } from 'react'
import { storedBasketCount } from '@/lib/basket/count'
import { BASKET_CHANGED_EVENT, BASKET_STORAGE_KEY } from '@/lib/basket/keys'
import styles from './Header.module.css'

function read(): number {
  try {
    return storedBasketCount(localStorage.getItem(BASKET_STORAGE_KEY))
  } catch {
    return 0
  }
}

/**
 * The number of items in the basket on the header's cart icon. The basket lives in the browser, so the count is read
 * there after the page loads (a cached page is the same for every shopper: docs/caching.md) and follows changes made in
 * this tab or another. Nothing shows while the basket is empty.
 */
export function CartCount() {
  const [count, setCount] = useState(0)
  useEffect(() => {
    const update = () => setCount(read())
    const onStorage = (e: StorageEvent) => {
      if (e.key === BASKET_STORAGE_KEY || e.key === null) update()
    }
    update()
    window.addEventListener(BASKET_CHANGED_EVENT, update)
    window.addEventListener('storage', onStorage)
    return () => {
      window.removeEventListener(BASKET_CHANGED_EVENT, update)
      window.removeEventListener('storage', onStorage)
    }
  }, [])
  if (count === 0) return null
  return (
    <span className={`${styles.cartCount} tabular`} data-cart-count>
      {count > 99 ? '99+' : count}
      <span className="visually-hidden">{count === 1 ? ' item' : ' items'}</span>
    </span>
  )
}
