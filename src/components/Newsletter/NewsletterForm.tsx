'use client'

import { type FormEvent, useEffect, useId, useState } from 'react'
import { postForm } from '@/components/forms/post-form'
import { Send } from '@/components/icons'
import { Spinner } from '@/components/Spinner'
import { emailProblem } from '@/lib/forms/email-rule'
import styles from './Newsletter.module.css'

type Answer = { ok: boolean; message: string } | null

/**
 * The footer's subscribe form (double opt-in: the mail's link confirms). It is on every page, so it checks the
 * address with emailProblem() (the spec's messages, no zod, no form library) and posts with fetch. It hydrates from
 * its own chunk after the page (`NewsletterSignup`); until then its controls are disabled, so nothing is typed into
 * or submitted by a form that cannot answer yet.
 */
export default function NewsletterForm() {
  const id = useId()
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [answer, setAnswer] = useState<Answer>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setAnswer(null)
    const found = emailProblem(email)
    setProblem(found)
    if (found) return
    setBusy(true)
    const result = await postForm('/api/newsletter/subscribe', { email: email.trim() })
    setBusy(false)
    if (result.ok) {
      setEmail('')
      setAnswer({ ok: true, message: result.message })
    } else {
      setProblem(result.errors?.email?.[0] ?? null)
      setAnswer(result.errors?.email ? null : { ok: false, message: result.message })
    }
  }

  const errorId = `${id}-error`
  return (
    <section className={styles.band} aria-labelledby={`${id}-title`}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <h2 id={`${id}-title`} className={styles.title}>
            New builds and restocks, first
          </h2>
          <p className={styles.lead}>A short e-mail when something worth building lands. Unsubscribe any time.</p>
        </div>
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.controls}>
            <label htmlFor={`${id}-email`} className={styles.label}>
              E-mail address
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              className={styles.input}
              value={email}
              disabled={!ready}
              onChange={(event) => {
                setEmail(event.target.value)
                if (problem) setProblem(null)
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
            />
            <button type="submit" className={styles.button} disabled={!ready || busy} aria-busy={busy}>
              {busy ? <Spinner size={16} tone="onAccent" /> : <Send aria-hidden="true" size={16} />}
              Subscribe
            </button>
          </div>
          <div aria-live="polite" aria-atomic="true" className={styles.messages}>
            {problem && (
              <p id={errorId} className={styles.error}>
                {problem}
              </p>
            )}
            {answer && <p className={answer.ok ? styles.success : styles.error}>{answer.message}</p>}
          </div>
        </form>
      </div>
    </section>
  )
}
