'use client'

import { Send } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { callApi } from '@/components/api/call'
import { Modal } from '@/components/modal/Modal'
import styles from './referral.module.css'

/**
 * The share-by-e-mail popup (account.md sections 2, 5, 7): Send is disabled while the field is empty or while
 * sending; the server's error for the e-mail is shown under the field; a sent invitation says so and clears it.
 */
export function ShareByEmail({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!email.trim() || sending) return
    setSending(true)
    setError(null)
    setSent(null)
    const result = await callApi<{ message: string }>('/api/account/share-via-email', 'POST', {
      email: email.trim(),
      template: 'referral',
    })
    setSending(false)
    if (result.ok) {
      setSent(result.value.message)
      setEmail('')
    } else setError(result.errors?.email?.[0] ?? result.message)
  }

  return (
    <Modal title="Share by e-mail" onClose={onClose} look="popup" size="md" testId="share-by-email">
      <form className={styles.shareForm} onSubmit={send} aria-label="Share by e-mail" noValidate>
        <p className={styles.muted}>We send your friend your link and their own code for $10 off their first order.</p>
        <label htmlFor="share-email" className={styles.fieldLabel}>
          Friend’s e-mail
        </label>
        <input
          id="share-email"
          type="email"
          autoComplete="off"
          className={styles.input}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'share-email-error' : undefined}
          data-autofocus
        />
        {error && (
          <p id="share-email-error" className={styles.error} role="alert">
            {error}
          </p>
        )}
        {sent && (
          <p className={styles.sent} role="status">
            {sent}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={!email.trim() || sending}>
          <Send aria-hidden="true" size={18} />
          {sending ? 'Sending…' : 'Send'}
        </button>
      </form>
    </Modal>
  )
}
