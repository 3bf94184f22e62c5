'use client'

import { useSearchParams } from 'next/navigation'
import { type FormEvent, useEffect, useState } from 'react'
import { callApi } from '@/components/api/call'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { Clock } from '@/components/icons'
import type { PartnerManageView } from '@/lib/affiliates/api'
import { AFFILIATE_MESSAGES } from '@/lib/affiliates/messages'
import styles from './affiliates.module.css'

type Load = { kind: 'loading' } | { kind: 'ready'; view: PartnerManageView } | { kind: 'refused'; message: string }
type Answer = { ok: boolean; message: string } | null

const SAVED = 'Your choices are saved.'

/** The form's state from the server's view: key → checked. */
const choicesOf = (view: PartnerManageView): Record<string, boolean> =>
  Object.fromEntries(view.notifications.map((n) => [n.key, n.checked]))

/**
 * The partner notifications page (account.md sections 2, 5): `email` and `hash` from the query (the link in every
 * partner mail); without either, 'Not enough credential' and no form. The choices are read and saved through
 * /api/affiliates/manage, which checks the hash: its refusal (400, 403, 404) is shown instead of the form when
 * reading, above the Save button when saving.
 */
export function PartnerNotifications() {
  const params = useSearchParams()
  const email = params.get('email')?.trim() ?? ''
  const hash = params.get('hash')?.trim() ?? ''
  const credential = Boolean(email && hash)
  const [load, setLoad] = useState<Load>(
    credential ? { kind: 'loading' } : { kind: 'refused', message: AFFILIATE_MESSAGES.notEnoughCredential },
  )
  const [choices, setChoices] = useState<Record<string, boolean>>({})
  const [answer, setAnswer] = useState<Answer>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!credential) return setLoad({ kind: 'refused', message: AFFILIATE_MESSAGES.notEnoughCredential })
    let live = true
    setLoad({ kind: 'loading' })
    void callApi<PartnerManageView>(`/api/affiliates/manage?${new URLSearchParams({ email, hash })}`).then((r) => {
      if (!live) return
      if (!r.ok) return setLoad({ kind: 'refused', message: r.message })
      setLoad({ kind: 'ready', view: r.value })
      setChoices(choicesOf(r.value))
    })
    return () => {
      live = false
    }
  }, [credential, email, hash])

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setAnswer(null)
    const result = await callApi<PartnerManageView>('/api/affiliates/manage', 'POST', {
      email,
      hash,
      notifications: choices,
    })
    setBusy(false)
    if (!result.ok) return setAnswer({ ok: false, message: result.message })
    setLoad({ kind: 'ready', view: result.value })
    setChoices(choicesOf(result.value))
    setAnswer({ ok: true, message: SAVED })
  }

  if (load.kind === 'refused')
    return (
      <p className={`${styles.card} ${styles.refused}`} role="alert" data-testid="notifications-problem">
        {load.message}
      </p>
    )
  if (load.kind === 'loading')
    return (
      <p className={styles.muted} role="status">
        Loading your notifications…
      </p>
    )

  const { view } = load
  return (
    <div className={`${styles.card} ${styles.form}`} data-testid="partner-notifications">
      <dl className={styles.facts}>
        <div>
          <dt>Partner e-mail</dt>
          <dd>{view.email}</dd>
        </div>
        <div>
          <dt>Referral code</dt>
          <dd className={styles.code} data-testid="partner-code">
            {view.referralCode}
          </dd>
        </div>
      </dl>
      {!view.approved && (
        <p className={styles.pending} data-testid="partner-pending">
          <Clock aria-hidden="true" size={18} />
          <span>
            Your partner account awaits approval. Choose your e-mails now; links and commissions start once we approve
            it.
          </span>
        </p>
      )}
      <form className={styles.form} onSubmit={save} aria-label="Notifications" noValidate>
        <fieldset className={styles.checks}>
          <legend className={styles.legend}>E-mail me about</legend>
          {view.notifications.map((n) => (
            <div key={n.key} className={styles.check}>
              <input
                id={`notification-${n.key}`}
                type="checkbox"
                checked={choices[n.key] ?? false}
                aria-describedby={`notification-${n.key}-about`}
                onChange={(e) => {
                  setChoices({ ...choices, [n.key]: e.target.checked })
                  setAnswer(null)
                }}
              />
              <label htmlFor={`notification-${n.key}`}>{n.label}</label>
              <p id={`notification-${n.key}-about`}>{n.description}</p>
            </div>
          ))}
        </fieldset>
        <div className={styles.live} aria-live="polite">
          <FormAlert tone={answer?.ok ? 'success' : 'error'} message={answer?.message ?? null} />
        </div>
        <div>
          <SubmitButton busy={busy}>Save</SubmitButton>
        </div>
      </form>
    </div>
  )
}
