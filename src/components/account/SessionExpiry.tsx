'use client'

import { useEffect, useRef, useState } from 'react'
import { SIGN_IN_PATH, signInHref } from '@/lib/routes/account'
import { SESSION_EVENT, type SessionProblem } from './api'
import styles from './SessionExpiry.module.css'

const TEXT: Record<SessionProblem, { title: string; message?: string; button: string }> = {
  'signed-out': {
    title: 'You were signed out!',
    message: 'Please sign in again to continue the session.',
    button: 'Sign in',
  },
  expired: { title: 'Your session token is expired.', button: 'Reload the page' },
}

/** Where sign-in should bring the shopper back to: this page, unless this is the sign-in page itself. */
function backHere(): string | undefined {
  const { pathname, search } = window.location
  return pathname === SIGN_IN_PATH ? undefined : `${pathname}${search}`
}

/**
 * account.md section 8: an account call answered 401 shows 'You were signed out!' / 'Please sign in again to continue
 * the session.' and goes to sign-in with a redirect back here; 403 shows 'Your session token is expired.' and reloads.
 * `callAccount` announces both; this listens once per page (root layout) and shows the alert as a modal dialog.
 */
export function SessionExpiry() {
  const [problem, setProblem] = useState<SessionProblem | null>(null)
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    // The page is left as it is behind the alert (no 'loggedOut' yet): the alert's button decides where to go, so the
    // account area's own guest redirect does not run first.
    const onProblem = (event: Event) =>
      setProblem((current) => current ?? (event as CustomEvent<SessionProblem>).detail)
    window.addEventListener(SESSION_EVENT, onProblem)
    return () => window.removeEventListener(SESSION_EVENT, onProblem)
  }, [])

  useEffect(() => {
    if (problem && ref.current && !ref.current.open) ref.current.showModal()
  }, [problem])

  if (!problem) return null
  const text = TEXT[problem]
  const proceed = () => {
    if (problem === 'expired') window.location.reload()
    else window.location.assign(signInHref(backHere()))
  }
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      role="alertdialog"
      aria-labelledby="session-title"
      aria-describedby={text.message ? 'session-message' : undefined}
      data-testid="session-expiry"
      onCancel={(event) => {
        event.preventDefault()
        proceed()
      }}
    >
      <h2 id="session-title" className={styles.title}>
        {text.title}
      </h2>
      {text.message && (
        <p id="session-message" className={styles.message}>
          {text.message}
        </p>
      )}
      {/* showModal() focuses the first control: the alert's only action. */}
      <button type="button" className={styles.button} onClick={proceed}>
        {text.button}
      </button>
    </dialog>
  )
}
