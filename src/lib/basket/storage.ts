'use client'

import { type BasketLine, parseBasket } from './basket'
import { BASKET_STORAGE_KEY, BASKET_CHANGED_EVENT as CHANGED } from './keys'

export { BASKET_STORAGE_KEY }

/** The basket kept in the browser (carts live in the browser: docs/architecture.md). */
export function readBasket(): BasketLine[] {
  try {
    return parseBasket(localStorage.getItem(BASKET_STORAGE_KEY))
  } catch {
    return []
  }
}

export function writeBasket(basket: BasketLine[]): void {
  localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify(basket))
  window.dispatchEvent(new Event(CHANGED))
}

/** Calls back when the basket changes in this tab or another one. */
export function onBasketChange(callback: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === BASKET_STORAGE_KEY) callback()
  }
  window.addEventListener(CHANGED, callback)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CHANGED, callback)
    window.removeEventListener('storage', onStorage)
  }
}
