'use client'

import { lazy, type RefObject, useEffect } from 'react'

// What the creator's first paint does not need, each in a chunk of its own, loaded on first use: the dialogs (a
// rule's confirmation, reset, errors, Added to Cart, a phone's group sheet, a gallery banner full size) and the code
// that writes the basket (it brings zod's validation along: ~25 kB compressed). Each lazy component is rendered inside
// a <Suspense fallback={null}>: a dialog sits in the top layer, so nothing of the page moves while it loads.
// preloadLazyParts() fetches them all once the page is idle after hydration, or at once when the shopper points at or
// focuses the creator, so a dialog the shopper opens is already there.

const loadConfirmDialog = () => import('./ConfirmDialog')
const loadAddedToCart = () => import('./AddedToCart')
const loadGroupSheet = () => import('./GroupSheet')
const loadBannerDialog = () => import('./BannerDialog')
/** Stores a configuration and writes the basket (src/creator/ui/add-to-cart.ts). */
export const loadAddToCart = () => import('./add-to-cart')

export const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })))
export const AddedToCart = lazy(() => loadAddedToCart().then((m) => ({ default: m.AddedToCart })))
export const GroupSheet = lazy(() => loadGroupSheet().then((m) => ({ default: m.GroupSheet })))
export const BannerDialog = lazy(() => loadBannerDialog().then((m) => ({ default: m.BannerDialog })))

const LOADERS = [loadConfirmDialog, loadAddedToCart, loadGroupSheet, loadBannerDialog, loadAddToCart]
let started = false

/** Starts loading every lazy part (once; again after a failed attempt, say offline for a moment). */
export function preloadLazyParts() {
  if (started) return
  started = true
  Promise.all(LOADERS.map((load) => load())).catch(() => {
    started = false
  })
}

/**
 * Preloads the lazy parts when the browser is idle after hydration (at the latest after 3 s), or earlier when the
 * pointer enters the element or focus moves into it: the intent to use the creator.
 */
export function usePreloadLazyParts(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current
    element?.addEventListener('pointerenter', preloadLazyParts, { once: true })
    element?.addEventListener('focusin', preloadLazyParts, { once: true })
    const idle = typeof window.requestIdleCallback === 'function'
    const id = idle
      ? window.requestIdleCallback(preloadLazyParts, { timeout: 3000 })
      : window.setTimeout(preloadLazyParts, 200)
    return () => {
      element?.removeEventListener('pointerenter', preloadLazyParts)
      element?.removeEventListener('focusin', preloadLazyParts)
      if (idle) window.cancelIdleCallback(id)
      else window.clearTimeout(id)
    }
  }, [ref])
}
