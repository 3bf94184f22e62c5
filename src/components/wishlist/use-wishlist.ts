'use client'

import { useEffect, useSyncExternalStore } from 'react'
import { useViewer } from '@/components/session'
import { follow, serverSnapshot, snapshot, subscribe } from './store'

/** The wish list's state for an island; starts following the viewer (once known) on first use. */
export function useWishlist() {
  const { viewer, known } = useViewer()
  const signedIn = Boolean(viewer)
  useEffect(() => {
    if (known) void follow(signedIn)
  }, [known, signedIn])
  const state = useSyncExternalStore(subscribe, snapshot, serverSnapshot)
  return { ...state, known, signedIn }
}
