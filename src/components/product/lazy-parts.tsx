'use client'

import { lazy, useEffect } from 'react'
import { whenIdle } from '@/components/when-idle'

// What the product page's first paint does not need, each in a chunk of its own (docs/caching.md, "Lighter
// JavaScript"): the 'Added to Cart' popup and the code that writes the basket (it brings zod's mini validation along).
// Rendered inside <Suspense fallback={null}>: the popup sits in the top layer, so nothing of the page moves while it
// loads. usePreloadProductParts() fetches them once the buy box has hydrated and the browser is idle (not in the
// hydration's own effects, a long task on a phone), so they are there at the first click.

const loadAddedToCart = () => import('./ProductAddedToCart')
/** Writes the basket (./add-product.ts). */
export const loadAddProduct = () => import('./add-product')
/** Works out the delivery date for today in New York business time (date-fns with time zones). */
export const loadDeliveryDate = () => import('./delivery-date')

export const AddedToCart = lazy(() => loadAddedToCart().then((m) => ({ default: m.ProductAddedToCart })))

const LOADERS = [loadAddedToCart, loadAddProduct]
let started = false

/** Starts loading the lazy parts (once; again after a failed attempt, say offline for a moment). */
export function preloadProductParts() {
  if (started) return
  started = true
  Promise.all(LOADERS.map((load) => load())).catch(() => {
    started = false
  })
}

/** Preloads the lazy parts once the page has hydrated and the browser is idle. */
export function usePreloadProductParts() {
  useEffect(() => whenIdle(preloadProductParts), [])
}
