'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { type Path, useForm } from 'react-hook-form'
import { callAccount } from '@/components/account/api'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextField } from '@/components/forms/TextField'
import { changesEmail, type Profile, type ProfileForm, type ProfileInput, profileSchema } from '@/lib/profile/schema'
import { passwordResetHref } from '@/lib/routes/account'
import styles from './settings.module.css'

type Answer = { ok: boolean; message: string } | null

/**
 * My Settings (account.md section 2): first name, last name, e-mail, phone and the Reset Password link. Changing the
 * e-mail asks for the current password. The same schema checks the form here and on the server.
 */
export function SettingsForm() {
  const [saved, setSaved] = useState<Profile | null>(null)
  const [answer, setAnswer] = useState<Answer>(null)
  const form = useForm<ProfileInput, unknown, ProfileForm>({ resolver: zodResolver(profileSchema) })
  const { register, handleSubmit, reset, setError, watch, formState } = form
  const { errors, isSubmitting } = formState

  useEffect(() => {
    callAccount<{ customer: Profile }>('/api/account/profile').then((result) => {
      if (!result.ok) return setAnswer({ ok: false, message: result.message })
      setSaved(result.value.customer)
      reset({ ...result.value.customer, password: '' })
    })
  }, [reset])

  const email = watch('email') ?? ''
  const asksPassword = saved !== null && typeof email === 'string' && changesEmail(saved.email, email)

  const submit = handleSubmit(async (values) => {
    setAnswer(null)
    const result = await callAccount<{ message: string; customer: Profile }>('/api/account/profile', 'PUT', values)
    if (!result.ok) {
      for (const [field, messages] of Object.entries(result.errors ?? {}))
        if (messages?.[0]) setError(field as Path<ProfileInput>, { message: messages[0] })
      return setAnswer({ ok: false, message: result.message })
    }
    setSaved(result.value.customer)
    reset({ ...result.value.customer, password: '' })
    setAnswer({ ok: true, message: result.value.message })
  })

  if (!saved)
    return (
      <div className={styles.skeleton} role="status" aria-label="Loading your settings">
        {answer && <FormAlert tone="error" message={answer.message} />}
      </div>
    )

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormAlert tone={answer?.ok ? 'success' : 'error'} message={answer?.message ?? null} />
      <div className={styles.row}>
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      </div>
      {asksPassword && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Changing your e-mail needs your password."
          required
          error={errors.password?.message}
          {...register('password')}
        />
      )}
      <div className={styles.actions}>
        <SubmitButton busy={isSubmitting}>Save changes</SubmitButton>
        <Link href={passwordResetHref(saved.email)} className={styles.reset}>
          Reset Password
        </Link>
      </div>
    </form>
  )
}
