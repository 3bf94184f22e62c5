'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { postForm } from '@/components/forms/post-form'
import { CircleAlert, CircleCheck, LoaderCircle } from '@/components/icons'
import styles from './NewsletterLink.module.css'

type State = { phase: 'working' } | { phase: 'done'; ok: boolean; message: string }

const MISSING = 'This link is incomplete. Please open it again from the e-mail.'

/**
 * The page a newsletter mail links to: it reads the link's query in the browser (the page itself is the same cached
 * shell for everybody) and posts it, so a mail scanner that only fetches the link changes nothing.
 */
export function NewsletterLink({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const [state, setState] = useState<State>({ phase: 'working' })

  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    const body =
      action === 'confirm'
        ? { token: query.get('token') ?? '' }
        : { email: query.get('email') ?? '', sig: query.get('sig') ?? '' }
    if (Object.values(body).some((value) => !value)) {
      setState({ phase: 'done', ok: false, message: MISSING })
      return
    }
    let live = true
    postForm(`/api/newsletter/${action}`, body).then((result) => {
      if (live) setState({ phase: 'done', ok: result.ok, message: result.message })
    })
    return () => {
      live = false
    }
  }, [action])

  return (
    <div className={styles.result} aria-live="polite" aria-busy={state.phase === 'working'}>
      {state.phase === 'working' ? (
        <p className={styles.line}>
          <LoaderCircle aria-hidden="true" size={22} className={styles.spin} />
          {action === 'confirm' ? 'Confirming your subscription…' : 'Unsubscribing…'}
        </p>
      ) : (
        <>
          <p className={`${styles.line} ${state.ok ? styles.ok : styles.bad}`}>
            {state.ok ? <CircleCheck aria-hidden="true" size={22} /> : <CircleAlert aria-hidden="true" size={22} />}
            {state.message}
          </p>
          <Link href="/" className={styles.home}>
            Continue shopping
          </Link>
        </>
      )}
    </div>
  )
}
