'use client'

import { type FormEvent, useRef, useState } from 'react'
import { callAccount } from '@/components/account/api'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { Send } from '@/components/icons'
import { Modal } from '@/components/modal/Modal'
import { emailProblem } from '@/lib/forms/email-rule'
import styles from './referral.module.css'

const FIELD_ID = 'share-email'
const ERROR_ID = 'share-email-error'

/**
 * The share-by-e-mail popup (account.md sections 2, 5, 7): Send is disabled while the field is empty or while
 * sending; an address that is not one is refused here with the spec's words, the server's refusal (422: own
 * address, already a customer; 429: too many) is shown under the field; a sent invitation says so and clears the
 * field for the next friend. Escape and the close button close it; focus starts in the field and comes back to it.
 */
export function ShareByEmail({ friendReward, onClose }: { friendReward: string; onClose: () => void }) {
  const field = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!email.trim() || sending) return
    setSent(null)
    const problem = emailProblem(email)
    setError(problem)
    if (problem) return field.current?.focus()
    setSending(true)
    const result = await callAccount<{ message: string }>('/api/account/share-via-email', 'POST', {
      email: email.trim(),
      template: 'referral',
    })
    setSending(false)
    if (result.ok) {
      setSent(result.value.message)
      setEmail('')
    } else setError(result.errors?.email?.[0] ?? result.message)
    field.current?.focus()
  }

  return (
    <Modal title="Share by e-mail" onClose={onClose} look="popup" size="md" testId="share-by-email">
      <form className={styles.shareForm} onSubmit={send} aria-label="Share by e-mail" noValidate>
        <p className={styles.muted}>
          We send your friend your link and their own code for {friendReward} off their first order.
        </p>
        <label htmlFor={FIELD_ID} className={styles.fieldLabel}>
          Friend’s e-mail
        </label>
        <input
          ref={field}
          id={FIELD_ID}
          type="email"
          inputMode="email"
          autoComplete="off"
          className={styles.input}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value)
            setError(null)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
          data-autofocus
        />
        {error && (
          <p id={ERROR_ID} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <FormAlert tone="success" message={sent} />
        <div>
          <SubmitButton busy={sending} disabled={!email.trim()}>
            <Send aria-hidden="true" size={18} />
            Send
          </SubmitButton>
        </div>
      </form>
    </Modal>
  )
}
