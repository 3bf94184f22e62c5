'use client'

import { lazy, Suspense, useEffect, useState } from 'react'
import { SESSION_EVENT, type SessionProblem } from './api'

// Every page mounts the listener; the alert's code loads only when a session problem is announced.
const SessionExpiryDialog = lazy(() => import('./SessionExpiryDialog'))

/**
 * account.md section 8: an account call answered 401 shows 'You were signed out!' / 'Please sign in again to continue
 * the session.' and goes to sign-in with a redirect back here; 403 shows 'Your session token is expired.' and reloads.
 * `callAccount` announces both; this listens once per page (root layout) and shows the alert as a modal dialog. The
 * page is left as it is behind the alert (no 'loggedOut' yet): the alert's button decides where to go, so the account
 * area's own guest redirect does not run first.
 */
export function SessionExpiry() {
  const [problem, setProblem] = useState<SessionProblem | null>(null)
  useEffect(() => {
    const onProblem = (event: Event) =>
      setProblem((current) => current ?? (event as CustomEvent<SessionProblem>).detail)
    window.addEventListener(SESSION_EVENT, onProblem)
    return () => window.removeEventListener(SESSION_EVENT, onProblem)
  }, [])
  if (!problem) return null
  return (
    <Suspense fallback={null}>
      <SessionExpiryDialog problem={problem} />
    </Suspense>
  )
}
