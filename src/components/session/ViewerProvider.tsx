'use client'

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { LOGGED_IN_EVENT, LOGGED_OUT_EVENT } from '@/components/auth/open'
import type { Viewer } from '@/lib/session'

/** The account's forum items (GET /api/session's `forum`): null when no forum is configured. */
export interface ViewerForum {
  /** The forum's home. */
  url: string
  settingsUrl: string
  activity: boolean
}

/** `known` is false until GET /api/session answered; until then the page shows what a guest sees. */
export interface ViewerState {
  viewer: Viewer | null
  known: boolean
  forum: ViewerForum | null
}

const ViewerContext = createContext<ViewerState>({ viewer: null, known: false, forum: null })

/**
 * Asks once per page load (and again on `loggedIn` / `loggedOut`) who is signed in (GET /api/session), for the per-shopper parts of cached pages: the page's
 * HTML is the same for every shopper, these parts fill in afterwards. A failed answer leaves the guest's view.
 */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ViewerState>({ viewer: null, known: false, forum: null })
  useEffect(() => {
    let controller = new AbortController()
    const ask = () => {
      controller.abort() // an older answer must not win over the newer question
      controller = new AbortController()
      // Until the answer comes, who is looking is not known (the account area waits rather than sending a shopper
      // who has just signed in to sign-in again); what the page shows stays as it was.
      setState((previous) => (previous.known ? { ...previous, known: false } : previous))
      const { signal } = controller
      fetch('/api/session', { credentials: 'same-origin', cache: 'no-store', signal })
        .then((res) =>
          res.ok ? (res.json() as Promise<{ viewer: Viewer | null; forum?: ViewerForum | null }>) : { viewer: null },
        )
        .then(({ viewer, forum }) => !signal.aborted && setState({ viewer, known: true, forum: forum ?? null }))
        .catch(() => {
          if (!signal.aborted) setState({ viewer: null, known: true, forum: null })
        })
    }
    ask()
    // Signing in or out without a page load (the login modal, /account/logout): ask again.
    window.addEventListener(LOGGED_IN_EVENT, ask)
    window.addEventListener(LOGGED_OUT_EVENT, ask)
    return () => {
      controller.abort()
      window.removeEventListener(LOGGED_IN_EVENT, ask)
      window.removeEventListener(LOGGED_OUT_EVENT, ask)
    }
  }, [])
  return <ViewerContext.Provider value={state}>{children}</ViewerContext.Provider>
}

/** Who is looking (see ViewerProvider). */
export const useViewer = (): ViewerState => useContext(ViewerContext)
