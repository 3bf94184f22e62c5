'use client'

import { useEffect, useRef } from 'react'
import { SIGN_IN_PATH, signInHref } from '@/lib/routes/account'
import type { SessionProblem } from './api'
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

/** The alert itself (account.md section 8), loaded by `SessionExpiry` the first time a session problem is announced. */
export default function SessionExpiryDialog({ problem }: { problem: SessionProblem }) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal()
  }, [])

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
