'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextField } from '@/components/forms/TextField'
import { ACCOUNT_MESSAGES, newPasswordSchema } from '@/lib/account'
import { PASSWORD_RESET_PATH, SETTINGS_PATH } from '@/lib/routes/account'
import { useReady } from '../ready'
import { fetchViewer, postAuth } from './api'
import styles from './auth.module.css'
import { setFlash } from './flash'
import { announceLoggedIn } from './open'

type Input = z.input<typeof newPasswordSchema>

/**
 * Chooses a new password with the mailed token (POST /api/users/reset-password): minimum 6, 'Passwords must match'.
 * Success signs in (Payload sets the cookie) and goes to the account with a message; an expired or used link says so
 * and offers to ask again.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const router = useRouter()
  const ready = useReady()
  const [failure, setFailure] = useState<string | null>(null)
  const [deadLink, setDeadLink] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, z.output<typeof newPasswordSchema>>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  const submit = handleSubmit(async (form) => {
    setFailure(null)
    const result = await postAuth('/api/users/reset-password', { token, password: form.password })
    if (!result.ok) {
      setDeadLink(result.status === 403)
      setFailure(
        result.status === 403 ? ACCOUNT_MESSAGES.resetTokenBad : (result.errors?.password?.[0] ?? result.message),
      )
      return
    }
    announceLoggedIn(await fetchViewer())
    setFlash(ACCOUNT_MESSAGES.passwordChanged)
    // My Settings, where the password lives, says it changed.
    router.push(SETTINGS_PATH)
  })

  if (deadLink)
    return (
      <div className={styles.done}>
        <FormAlert tone="error" message={failure} />
        <Link href={PASSWORD_RESET_PATH} className="button button-primary">
          Send a new link
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
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        hint="At least 6 characters."
        {...register('password')}
        error={errors.password?.message}
      />
      <TextField
        id="new-password-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        {...register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <SubmitButton busy={isSubmitting}>Save new password</SubmitButton>
    </form>
  )
}
