'use client'

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { LOGGED_IN_EVENT } from '@/components/auth/open'
import { useViewer } from '@/components/session'
import { applyStash, dismissNotice, follow, serverSnapshot, snapshot, subscribe } from './store'

// Loaded the first time something is saved: pages do not ship the modal until then.
const WishlistModal = lazy(() => import('./WishlistModal'))

/**
 * Mounted once in the storefront layout: follows who is signed in (a guest's stored list is forgotten), saves the item
 * a guest stashed once they have signed in (the login modal, or registration and back), and shows the wish list's
 * modal after a save.
 */
export function WishlistHost() {
  const { viewer, known } = useViewer()
  const { notice } = useSyncExternalStore(subscribe, snapshot, serverSnapshot)
  const signedIn = Boolean(viewer)

  useEffect(() => {
    if (!known) return
    if (signedIn) void applyStash()
    else void follow(false)
  }, [known, signedIn])

  useEffect(() => {
    // Signed in through the modal: save the stashed item at once (the viewer is asked again meanwhile).
    const now = () => void applyStash()
    window.addEventListener(LOGGED_IN_EVENT, now)
    return () => window.removeEventListener(LOGGED_IN_EVENT, now)
  }, [])

  if (!notice) return null
  return (
    <Suspense fallback={null}>
      <WishlistModal notice={notice} onClose={dismissNotice} />
    </Suspense>
  )
}
