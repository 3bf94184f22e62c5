'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { z } from 'zod'
import forms from '@/components/forms/forms.module.css'
import { Tag, X } from '@/components/icons'
import { Spinner } from '@/components/Spinner'
import type { CouponView } from '@/lib/checkout/api'
import { couponCodeField } from '@/lib/checkout/coupons'
import { formatUSD } from '@/lib/money'
import styles from './CouponForm.module.css'

interface Props {
  applied: CouponView | null
  /** Why a coupon was taken off (the quote's couponMessage), shown once under the form. */
  note: string | null
  disabled: boolean
  /** Applies a code; resolves to the refusal's message, or null when applied. */
  onApply: (code: string) => Promise<string | null>
  onRemove: () => void
}

type Values = { code: string }

/**
 * The coupon form (checkout.md section 5): required ('Please enter code'), at least 2 characters ('Minimum coupon code
 * length is 2 symbols'), checked before it is sent; the server's refusal shows under the field. An applied coupon
 * shows its code, description and discount with a Remove button.
 */
export function CouponForm({ applied, note, disabled, onApply, onRemove }: Props) {
  const schema = useMemo(() => z.object({ code: couponCodeField }), [])
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { code: '' },
    mode: 'onSubmit',
  })
  const { register, handleSubmit, setError, reset, formState } = form
  const [busy, setBusy] = useState(false)
  const id = useId()
  const error = formState.errors.code?.message

  const submit = handleSubmit(async ({ code }) => {
    setBusy(true)
    const refusal = await onApply(code.trim())
    setBusy(false)
    if (refusal) setError('code', { type: 'server', message: refusal }, { shouldFocus: true })
    else reset({ code: '' })
  })

  if (applied)
    return (
      <div className={styles.couponApplied} data-testid="coupon-applied">
        <Tag aria-hidden="true" size={18} />
        <div>
          <p className={styles.couponCode}>
            {applied.code}
            <span className={styles.couponOff}> −{formatUSD(applied.totalDiscount)}</span>
          </p>
          {applied.description && <p className={styles.muted}>{applied.description}</p>}
        </div>
        <button
          type="button"
          className={styles.iconButton}
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Remove coupon ${applied.code}`}
        >
          <X aria-hidden="true" size={18} />
        </button>
      </div>
    )

  return (
    <form className={styles.coupon} onSubmit={submit} noValidate aria-label="Coupon">
      <div className={forms.field}>
        <label htmlFor={id} className={forms.label}>
          Coupon code
        </label>
        <div className={styles.couponRow}>
          <input
            id={id}
            className={forms.input}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : note ? `${id}-note` : undefined}
            {...register('code')}
          />
          <button type="submit" className={styles.secondaryButton} disabled={busy || disabled} aria-busy={busy}>
            {busy && <Spinner />}
            Apply
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} className={forms.error} data-testid="coupon-error">
            {error}
          </p>
        ) : (
          note && (
            <p id={`${id}-note`} className={styles.muted} role="status">
              {note}
            </p>
          )
        )}
      </div>
    </form>
  )
}
