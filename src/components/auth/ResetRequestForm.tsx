'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextField } from '@/components/forms/TextField'
import { resetRequestSchema } from '@/lib/account'
import { SIGN_IN_PATH } from '@/lib/routes/account'
import { useReady } from '../ready'
import { postAuth } from './api'
import styles from './auth.module.css'
import { Captcha } from './Captcha'

type Input = z.input<typeof resetRequestSchema>

/**
 * Asks for a reset link (POST /api/users/forgot-password). The e-mail starts from `?email=` (the sign-in form's
 * "Forgot password?" link). The answer is the same for every e-mail, so the page never tells whether it has an account.
 */
export function ResetRequestForm() {
  const [sent, setSent] = useState<string | null>(null)
  const ready = useReady()
  const [failure, setFailure] = useState<string | null>(null)
  const [captchaReset, setCaptchaReset] = useState(0)
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, z.output<typeof resetRequestSchema>>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '', captcha: '' },
  })

  useEffect(() => {
    const email = new URLSearchParams(window.location.search).get('email')
    if (email) setValue('email', email.slice(0, 254))
  }, [setValue])

  const submit = handleSubmit(async (form) => {
    setFailure(null)
    const result = await postAuth<{ message: string }>('/api/users/forgot-password', form)
    setCaptchaReset((n) => n + 1)
    if (result.ok) setSent(result.value.message)
    else setFailure(result.errors?.email?.[0] ?? result.message)
  })

  if (sent)
    return (
      <div className={styles.done}>
        <FormAlert tone="success" message={sent} />
        <p className={styles.muted}>The link works for one hour. Check your spam folder if it does not arrive.</p>
        <Link href={SIGN_IN_PATH} className="button button-secondary">
          Back to sign in
        </Link>
      </div>
    )

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
        id="reset-email"
        label="E-mail"
        type="email"
        autoComplete="email"
        maxLength={254}
        {...register('email')}
        error={errors.email?.message}
      />
      <Captcha
        onToken={(token) => setValue('captcha', token)}
        resetKey={captchaReset}
        error={errors.captcha?.message}
      />
      <SubmitButton busy={isSubmitting}>Send reset link</SubmitButton>
      <p className={styles.muted}>
        Remembered it? <Link href={SIGN_IN_PATH}>Sign in</Link>
      </p>
    </form>
  )
}
