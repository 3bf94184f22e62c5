'use client'

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import type { Viewer } from '@/lib/session'

/** `known` is false until GET /api/session answered; until then the page shows what a guest sees. */
export interface ViewerState {
  viewer: Viewer | null
  known: boolean
}

const ViewerContext = createContext<ViewerState>({ viewer: null, known: false })

/**
 * Asks once per page load who is signed in (GET /api/session), for the per-shopper parts of cached pages: the page's
 * HTML is the same for every shopper, these parts fill in afterwards. A failed answer leaves the guest's view.
 */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ViewerState>({ viewer: null, known: false })
  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/session', { credentials: 'same-origin', cache: 'no-store', signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ viewer: Viewer | null }>) : { viewer: null }))
      .then(({ viewer }) => setState({ viewer, known: true }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ viewer: null, known: true })
      })
    return () => controller.abort()
  }, [])
  return <ViewerContext.Provider value={state}>{children}</ViewerContext.Provider>
}

/** Who is looking (see ViewerProvider). */
export const useViewer = (): ViewerState => useContext(ViewerContext)
