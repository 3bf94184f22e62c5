'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { CopyLink } from '@/components/account/referral/CopyLink'
import { callApi } from '@/components/api/call'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextField } from '@/components/forms/TextField'
import { Link2 } from '@/components/icons'
import type { AffiliateInfoView } from '@/lib/affiliates/api'
import { type LinkGeneratorInput, type LinkGeneratorValues, linkGeneratorSchema } from '@/lib/affiliates/share'
import styles from './affiliates.module.css'
import { readPartnerEmail, rememberPartnerEmail } from './partner-email'

const FIELDS = ['email', 'url'] as const

/**
 * The partner link generator (account.md section 5): the partner's e-mail and a landing page of this store give a
 * tracked link (GET /api/affiliates/info). Empty fields are refused here with the spec's words; the server's answer
 * is shown by its field (not found, not approved, a page without affiliate parameters), anything else above the form.
 * The browser remembers the e-mail of the last link made.
 */
export function LinkGenerator() {
  const [link, setLink] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const { register, handleSubmit, setError, setValue, getValues, formState } = useForm<
    LinkGeneratorInput,
    unknown,
    LinkGeneratorValues
  >({ resolver: zodResolver(linkGeneratorSchema), defaultValues: { email: '', url: '' } })
  const { errors, isSubmitting } = formState

  useEffect(() => {
    const saved = readPartnerEmail()
    if (saved && !getValues('email')) setValue('email', saved)
  }, [getValues, setValue])

  const generate = handleSubmit(async (values) => {
    setLink(null)
    setProblem(null)
    const result = await callApi<AffiliateInfoView>(`/api/affiliates/info?${new URLSearchParams(values)}`)
    if (result.ok) {
      rememberPartnerEmail(values.email)
      return setLink(result.value.link)
    }
    const fielded = FIELDS.filter((field) => result.errors?.[field]?.[0])
    fielded.forEach((field, i) => {
      setError(field, { message: result.errors?.[field]?.[0] }, { shouldFocus: i === 0 })
    })
    if (fielded.length === 0) setProblem(result.message)
  })

  // A link made for other values would mislead: it goes as soon as a field changes.
  const forget = () => setLink(null)

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={generate} aria-label="Link generator" noValidate>
      <div className={styles.live} aria-live="polite">
        <FormAlert tone="error" message={problem} />
      </div>
      <TextField
        label="Your affiliate program e-mail"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email', { onChange: forget })}
      />
      <TextField
        label="Landing page URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        required
        hint="Any page of this store (its https address): the home page, a listing, a controller. Not account, blog or forum pages."
        error={errors.url?.message}
        {...register('url', { onChange: forget })}
      />
      <div>
        <SubmitButton busy={isSubmitting}>
          <Link2 aria-hidden="true" size={18} />
          Generate link
        </SubmitButton>
      </div>
      {link && (
        <div className={styles.result} data-testid="tracked-link">
          <p className={styles.resultTitle}>Your tracked link</p>
          <CopyLink link={link} label="Your tracked link" />
        </div>
      )}
    </form>
  )
}
