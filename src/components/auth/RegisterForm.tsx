'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { type Path, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { track } from '@/components/analytics/track'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextField } from '@/components/forms/TextField'
import { registerSchema } from '@/lib/account'
import { signUp } from '@/lib/analytics/events'
import type { Viewer } from '@/lib/session'
import { useReady } from '../ready'
import { postAuth } from './api'
import styles from './auth.module.css'
import { Captcha } from './Captcha'
import { announceLoggedIn } from './open'

type Input = z.input<typeof registerSchema>
const FIELDS: Array<Path<Input>> = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'captcha']

/**
 * Create Account (POST /api/account/register): the spec's messages beside each field, the server's `errors` put on
 * their fields and its message (an e-mail that has an account) in the error container. The new customer is signed in
 * and announced (`loggedIn`).
 */
export function RegisterForm({ onRegistered }: { onRegistered: (viewer: Viewer) => void }) {
  const ready = useReady()
  const [failure, setFailure] = useState<string | null>(null)
  const [captchaReset, setCaptchaReset] = useState(0)
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', captcha: '' },
  })

  const submit = handleSubmit(async (form) => {
    setFailure(null)
    const result = await postAuth<{ customer: Viewer }>('/api/account/register', form)
    if (!result.ok) {
      setFailure(result.message)
      for (const field of FIELDS) {
        const message = result.errors?.[field]?.[0]
        if (message) setError(field, { message })
      }
      setCaptchaReset((n) => n + 1)
      return
    }
    announceLoggedIn(result.value.customer)
    track(signUp())
    onRegistered(result.value.customer)
  })

  const field = (name: Exclude<Path<Input>, 'captcha'>) => ({
    id: `register-${name}`,
    ...register(name),
    error: errors[name]?.message,
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
      <div className={styles.pair}>
        <TextField {...field('firstName')} label="First name" autoComplete="given-name" maxLength={100} />
        <TextField {...field('lastName')} label="Last name" autoComplete="family-name" maxLength={100} />
      </div>
      <TextField {...field('email')} label="E-mail" type="email" autoComplete="email" maxLength={254} />
      <TextField {...field('password')} label="Password" type="password" autoComplete="new-password" maxLength={128} />
      <TextField
        {...field('confirmPassword')}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        maxLength={128}
      />
      <Captcha
        onToken={(token) => setValue('captcha', token)}
        resetKey={captchaReset}
        error={errors.captcha?.message}
      />
      <SubmitButton busy={isSubmitting}>Create Account</SubmitButton>
    </form>
  )
}
