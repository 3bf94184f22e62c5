'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { track } from '@/components/analytics/track'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextField } from '@/components/forms/TextField'
import { ACCOUNT_MESSAGES, loginSchema } from '@/lib/account'
import { login } from '@/lib/analytics/events'
import { passwordResetHref } from '@/lib/routes/account'
import type { Viewer } from '@/lib/session'
import { useReady } from '../ready'
import { fetchViewer, postAuth } from './api'
import styles from './auth.module.css'
import { Captcha } from './Captcha'
import { announceLoggedIn } from './open'

type Input = z.input<typeof loginSchema>

/** What a failed sign-in says: Payload's 401 in the spec's words, anything else the server's message. */
export function loginFailure(status: number, message: string): string {
  return status === 401 ? ACCOUNT_MESSAGES.wrongLogin : message
}

/**
 * Sign in with e-mail and password (POST /api/users/login, rate limited by the auth guard). On success the customer is
 * announced (`loggedIn`, detail: the viewer) and `onSignedIn` decides what follows (the page redirects, the modal
 * closes).
 */
export function LoginForm({ idPrefix, onSignedIn }: { idPrefix: string; onSignedIn: (viewer: Viewer | null) => void }) {
  const ready = useReady()
  const [failure, setFailure] = useState<string | null>(null)
  const [captchaReset, setCaptchaReset] = useState(0)
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', captcha: '' },
  })
  const email = watch('email')

  const submit = handleSubmit(async (form) => {
    setFailure(null)
    const result = await postAuth('/api/users/login', form)
    if (!result.ok) {
      setFailure(loginFailure(result.status, result.message))
      setCaptchaReset((n) => n + 1)
      return
    }
    const viewer = await fetchViewer()
    announceLoggedIn(viewer)
    track(login())
    onSignedIn(viewer)
  })

  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-busy={isSubmitting}
      data-ready={ready || undefined}
    >
      <FormAlert tone="error" message={failure} />
      <TextField
        id={`${idPrefix}-email`}
        label="E-mail"
        type="email"
        autoComplete="email"
        maxLength={254}
        {...register('email')}
        error={errors.email?.message}
      />
      <div className={styles.passwordField}>
        <TextField
          id={`${idPrefix}-password`}
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={128}
          {...register('password')}
          error={errors.password?.message}
        />
        <Link href={passwordResetHref(String(email ?? '').trim() || null)} className={styles.forgot}>
          Forgot password?
        </Link>
      </div>
      <Captcha
        onToken={(token) => setValue('captcha', token)}
        resetKey={captchaReset}
        error={errors.captcha?.message}
      />
      <SubmitButton busy={isSubmitting}>Sign In</SubmitButton>
    </form>
  )
}
