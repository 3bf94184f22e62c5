'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useState } from 'react'
import { type Path, useForm } from 'react-hook-form'
import { useViewer } from '@/components/session'
import {
  type ContactInput,
  type ContactForm as ContactValues,
  contactSchema,
  MAX_CONTACT_TEXT,
} from '@/lib/forms/contact'
import styles from './ContactForm.module.css'
import { FormAlert } from './FormAlert'
import fieldStyles from './forms.module.css'
import { postForm } from './post-form'
import { SubmitButton } from './SubmitButton'
import { TextField } from './TextField'

type Answer = { ok: boolean; message: string } | null

/**
 * The contact form (account.md section 5): name, e-mail, subject and text with the spec's messages, checked by the
 * same schema here and in POST /api/contact. A signed-in shopper's name is filled in for them.
 */
export function ContactForm() {
  const [answer, setAnswer] = useState<Answer>(null)
  const { viewer } = useViewer()
  const textId = useId()
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', subject: '', text: '' },
  })
  const { register, handleSubmit, reset, setError, getValues, setValue, formState } = form
  const { errors, isSubmitting } = formState

  // Prefill the name once the session is known, unless the shopper already typed one.
  useEffect(() => {
    const name = viewer?.firstName || viewer?.name
    if (name && !getValues('name')) setValue('name', name)
  }, [viewer, getValues, setValue])

  const submit = handleSubmit(async (values) => {
    setAnswer(null)
    const result = await postForm('/api/contact', values)
    if (!result.ok) {
      for (const [field, messages] of Object.entries(result.errors ?? {}))
        if (messages?.[0]) setError(field as Path<ContactInput>, { message: messages[0] })
      return setAnswer({ ok: false, message: result.message })
    }
    reset({ name: values.name, email: values.email, subject: '', text: '' })
    setAnswer({ ok: true, message: result.message })
  })

  const textError = errors.text?.message
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Contact us">
      <div aria-live="polite" aria-atomic="true">
        <FormAlert tone={answer?.ok ? 'success' : 'error'} message={answer?.message ?? null} />
      </div>
      <div className={styles.row}>
        <TextField label="Your name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextField label="Subject" required error={errors.subject?.message} {...register('subject')} />
      <div className={fieldStyles.field}>
        <label htmlFor={textId} className={fieldStyles.label}>
          Message
          <span aria-hidden="true" className={fieldStyles.required}>
            {' '}
            *
          </span>
        </label>
        <textarea
          id={textId}
          rows={7}
          maxLength={MAX_CONTACT_TEXT}
          required
          className={`${fieldStyles.input} ${styles.textarea}`}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${textId}-error` : undefined}
          {...register('text')}
        />
        {textError && (
          <p id={`${textId}-error`} className={fieldStyles.error}>
            {textError}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <SubmitButton busy={isSubmitting}>Send message</SubmitButton>
        <p className={styles.note}>We answer within one business day.</p>
      </div>
    </form>
  )
}
