'use client'

import { useSearchParams } from 'next/navigation'
import { type FormEvent, useEffect, useState } from 'react'
import styles from '@/components/account/referral/referral.module.css'
import { callApi } from '@/components/api/call'
import type { PartnerManageView } from '@/lib/affiliates/api'
import { AFFILIATE_MESSAGES } from '@/lib/affiliates/messages'

/**
 * The partner notifications page (account.md sections 2, 5): `email` and `hash` from the query (the link in every
 * partner mail); without either, 'Not enough credential'. The choices are read and saved through
 * /api/affiliates/manage, which checks the hash.
 */
/** The form's state from the server's view. */
const checksOf = (view: PartnerManageView) => Object.fromEntries(view.notifications.map((n) => [n.key, n.checked]))

export function PartnerNotifications() {
  const params = useSearchParams()
  const email = params.get('email') ?? ''
  const hash = params.get('hash') ?? ''
  const [view, setView] = useState<PartnerManageView | null>(null)
  const [checked, setChecked] = useState<Record<string, boolean>>({})
  const [problem, setProblem] = useState<string | null>(email && hash ? null : AFFILIATE_MESSAGES.notEnoughCredential)
  const [saved, setSaved] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!email || !hash) return
    void callApi<PartnerManageView>(`/api/affiliates/manage?${new URLSearchParams({ email, hash })}`).then((r) => {
      if (!r.ok) return setProblem(r.message)
      setView(r.value)
      setChecked(checksOf(r.value))
    })
  }, [email, hash])

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setSaved(false)
    const result = await callApi<PartnerManageView>('/api/affiliates/manage', 'POST', {
      email,
      hash,
      notifications: checked,
    })
    setBusy(false)
    if (result.ok) {
      setView(result.value)
      setChecked(checksOf(result.value))
      setSaved(true)
    } else setProblem(result.message)
  }

  if (problem)
    return (
      <p className={`${styles.card} ${styles.error}`} role="alert" data-testid="notifications-problem">
        {problem}
      </p>
    )
  if (!view)
    return (
      <p className={styles.muted} role="status">
        Loading your notifications…
      </p>
    )
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={save} aria-label="Notifications">
      <p className={styles.muted}>
        {view.email} · referral code <strong>{view.referralCode}</strong>
        {view.approved ? '' : ' · your partner account awaits approval'}
      </p>
      <fieldset className={styles.checks}>
        <legend className={styles.fieldLabel}>E-mail me when</legend>
        {view.notifications.map((n) => (
          <label key={n.key} className={styles.check}>
            <input
              type="checkbox"
              checked={checked[n.key] ?? false}
              onChange={(e) => setChecked({ ...checked, [n.key]: e.target.checked })}
            />
            <span>{n.label}</span>
            <small>{n.description}</small>
          </label>
        ))}
      </fieldset>
      <div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
      {saved && (
        <p className={styles.sent} role="status">
          Your choices are saved.
        </p>
      )}
    </form>
  )
}
