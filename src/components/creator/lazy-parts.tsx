'use client'

import { lazy, type RefObject, useEffect } from 'react'
import { whenIdle } from '@/components/when-idle'
import { loadBannerDialog } from './lazy-banner'

// What the creator's first paint does not need, each in a chunk of its own, loaded on first use: the dialogs (a
// rule's confirmation, reset, errors, Added to Cart, a phone's group sheet, a gallery banner full size) and the code
// that writes the basket (it brings zod's validation along: ~25 kB compressed). Each lazy component is rendered inside
// a <Suspense fallback={null}>: a dialog sits in the top layer, so nothing of the page moves while it loads.
// usePreloadLazyParts() fetches them all once the creator has hydrated and the browser is next idle: not in the first
// load, and not in the hydration's own effects either (inserting their scripts and styles there made that task ~60 ms
// longer on a phone). The stage's layer warm-up (use-layer-warmer.ts) keeps at most 3 pictures in flight, so these
// chunks are not left waiting behind its pictures, as they were when it fetched some 80 at once, and a phone's first
// tap on a group waited seconds.

const loadConfirmDialog = () => import('./ConfirmDialog')
const loadAddedToCart = () => import('./CreatorAddedToCart')
const loadGroupSheet = () => import('./GroupSheet')
/** Stores a configuration and writes the basket (src/components/creator/add-to-cart.ts). */
export const loadAddToCart = () => import('./add-to-cart')

export const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })))
export const AddedToCart = lazy(() => loadAddedToCart().then((m) => ({ default: m.CreatorAddedToCart })))
export const GroupSheet = lazy(() => loadGroupSheet().then((m) => ({ default: m.GroupSheet })))

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
 * Preloads the lazy parts once the creator has hydrated and the browser is idle; pointing at or focusing the element
 * tries again if that attempt failed.
 */
export function usePreloadLazyParts(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current
    const cancel = whenIdle(preloadLazyParts)
    element?.addEventListener('pointerenter', preloadLazyParts)
    element?.addEventListener('focusin', preloadLazyParts)
    return () => {
      cancel()
      element?.removeEventListener('pointerenter', preloadLazyParts)
      element?.removeEventListener('focusin', preloadLazyParts)
    }
  }, [ref])
}
