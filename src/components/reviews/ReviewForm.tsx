'use client'

import Link from 'next/link'
import { type FormEvent, useState } from 'react'
import { CircleCheck } from '@/components/icons'
import { checkReview, type FieldErrors, MAX_HEADLINE, MAX_NAME, MAX_TEXT, type ReviewField } from '@/lib/reviews'
import { callReviews } from './api'
import { ConfirmDelete } from './ConfirmDelete'
import styles from './reviews.module.css'
import { StarPicker } from './StarPicker'

export interface ReviewFormValues {
  stars: number | null
  headline: string
  name: string
  text: string
}

interface Props {
  /** Create: what the review is about (POST /api/reviews). Edit: the review's id (PUT /api/reviews/{id}). */
  about?: { platform_id: string } | { product_id: number }
  reviewId?: number
  initial: ReviewFormValues
  /** Where the shopper goes back to (the creator page or the reviews list). */
  back: { href: string; label: string }
}

type Done = 'created' | 'saved' | 'deleted'

const DONE: Record<Done, { title: string; text: string }> = {
  created: {
    title: 'Thank you for your review!',
    text: 'It will appear on the page once we have checked it.',
  },
  saved: {
    title: 'Your review was saved',
    text: 'It will appear again once we have checked it.',
  },
  deleted: { title: 'Your review was deleted', text: 'It no longer shows in the store.' },
}

/**
 * The review form: star picker with the spec's words, headline, name, text. The browser checks it with the same
 * zod schema as the server (the spec's messages next to each field), then sends it; a thank-you replaces the form.
 */
export function ReviewForm({ about, reviewId, initial, back }: Props) {
  const [values, setValues] = useState<ReviewFormValues>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState<Done | null>(null)
  const [confirming, setConfirming] = useState(false)

  const recheck = (next: ReviewFormValues) => {
    if (!tried) return
    const check = checkReview(next)
    setErrors(check.ok ? {} : check.errors)
  }
  const set = (field: keyof ReviewFormValues, value: string | number) => {
    const next = { ...values, [field]: value }
    setValues(next)
    recheck(next)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    setFailure(null)
    const check = checkReview(values)
    if (!check.ok) {
      setErrors(check.errors)
      const first = (['stars', 'headline', 'name', 'text'] as const).find((f) => check.errors[f])
      document.getElementById(first === 'stars' ? 'review-stars-1' : `review-${first}`)?.focus()
      return
    }
    setErrors({})
    setBusy(true)
    const result = reviewId
      ? await callReviews(`/api/reviews/${reviewId}`, 'PUT', check.value)
      : await callReviews('/api/reviews', 'POST', { ...check.value, ...about })
    setBusy(false)
    if (result.ok) setDone(reviewId ? 'saved' : 'created')
    else {
      setErrors(result.errors ?? {})
      setFailure(result.message)
    }
  }

  async function remove(yes: boolean) {
    if (!yes || !reviewId) return setConfirming(false)
    setBusy(true)
    const result = await callReviews(`/api/reviews/${reviewId}`, 'DELETE')
    setBusy(false)
    setConfirming(false)
    if (result.ok) setDone('deleted')
    else setFailure(result.message)
  }

  if (done) {
    return (
      <div className={styles.thanks} role="status">
        <CircleCheck aria-hidden="true" size={40} className={styles.thanksIcon} />
        <h2 className={styles.thanksTitle}>{DONE[done].title}</h2>
        <p>{DONE[done].text}</p>
        <Link href={back.href} className="button button-primary">
          {back.label}
        </Link>
      </div>
    )
  }

  const fieldError = (field: ReviewField) => errors[field]?.[0]
  const described = (field: ReviewField) => (fieldError(field) ? `review-${field}-error` : undefined)
  /** What the headline, name and text inputs share: id, value, change handler and error wiring. */
  const textField = (field: 'headline' | 'name' | 'text') => ({
    id: `review-${field}`,
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    'aria-invalid': fieldError(field) ? true : undefined,
    'aria-describedby': described(field),
  })

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <StarPicker value={values.stars} onChange={(n) => set('stars', n)} error={fieldError('stars')} />
      <div className={styles.field}>
        <label htmlFor="review-headline" className={styles.label}>
          Headline <span className={styles.optional}>(optional)</span>
        </label>
        <input {...textField('headline')} className={styles.input} maxLength={MAX_HEADLINE} />
        <FieldMessage field="headline" message={fieldError('headline')} />
      </div>
      <div className={styles.field}>
        <label htmlFor="review-name" className={styles.label}>
          Your name
        </label>
        <input {...textField('name')} className={styles.input} maxLength={MAX_NAME} autoComplete="name" />
        <FieldMessage field="name" message={fieldError('name')} />
      </div>
      <div className={styles.field}>
        <label htmlFor="review-text" className={styles.label}>
          Your review
        </label>
        <textarea
          {...textField('text')}
          className={styles.textarea}
          rows={7}
          maxLength={MAX_TEXT}
          aria-describedby={described('text') ?? 'review-text-hint'}
        />
        {fieldError('text') ? (
          <FieldMessage field="text" message={fieldError('text')} />
        ) : (
          <p id="review-text-hint" className={styles.hint}>
            What did you like, what could be better? At least 5 characters.
          </p>
        )}
      </div>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Sending…' : reviewId ? 'Save review' : 'Submit review'}
        </button>
        <Link href={back.href} className="button button-secondary">
          Cancel
        </Link>
        {reviewId && (
          <button type="button" className={styles.dangerLink} onClick={() => setConfirming(true)} disabled={busy}>
            Delete my review
          </button>
        )}
      </div>
      {confirming && <ConfirmDelete onAnswer={remove} busy={busy} />}
    </form>
  )
}

function FieldMessage({ field, message }: { field: ReviewField; message?: string }) {
  if (!message) return null
  return (
    <p id={`review-${field}-error`} className={styles.error}>
      {message}
    </p>
  )
}
