'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { Spinner } from '@/components/Spinner'
import styles from './auth.module.css'
import { clearCustomerData } from './local-data'
import { announceLoggedOut } from './open'

/**
 * /account/logout: Payload's logout clears the session cookie, the page is told (`loggedOut`), the browser forgets the
 * customer's local data, then home. A failed call (already signed out) ends the same way.
 */
export function SignOut() {
  const router = useRouter()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin', cache: 'no-store' })
      .catch(() => null)
      .finally(() => {
        clearCustomerData()
        announceLoggedOut()
        router.replace('/')
      })
  }, [router])
  return (
    <p className={styles.muted} role="status">
      <Spinner size={14} className={styles.inlineSpinner} /> Signing you out…
    </p>
  )
}
