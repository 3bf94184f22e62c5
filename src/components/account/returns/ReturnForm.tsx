'use client'

import clsx from 'clsx'
import { type FormEvent, useId, useMemo, useRef, useState } from 'react'
import account from '@/components/account/account.module.css'
import { SelectField } from '@/components/account/addresses/SelectField'
import orders from '@/components/account/orders/orders.module.css'
import contact from '@/components/forms/ContactForm.module.css'
import { FormAlert } from '@/components/forms/FormAlert'
import forms from '@/components/forms/forms.module.css'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextField } from '@/components/forms/TextField'
import type { CountryState } from '@/lib/address'
import { formatUSD } from '@/lib/money'
import type { ReturnOptions } from '@/lib/returns/api'
import {
  checkReturnForm,
  initialReturnValues,
  labelPrice,
  packagesRequest,
  RETURN_FORM_MESSAGES,
  type ReturnFormCheck,
  type ReturnFormValues,
  submitBlocker,
} from '@/lib/returns/form'
import { LATE_REASONS_TEXT } from '@/lib/returns/ui-text'
import { CardField, type CardHandle } from './CardField'
import { LabelPayPal } from './LabelPayPal'
import { PayWith } from './PayWith'
import { ReturnWayFields } from './ReturnWayFields'
import styles from './returns.module.css'
import { useReturnPrices } from './use-return-prices'
import { useSubmitReturn } from './use-submit-return'

/** The ids a control is described by (a note, its message), or nothing. */
const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined

const NO_ERRORS: ReturnFormCheck = { errors: {}, message: null }
const MAX_COMMENT = 2000

/**
 * The return form (account.md section 5 "Return"): e-mail, RMA comment, reason, quantity and how the item comes back.
 * It checks itself before sending (src/lib/returns/form.ts); the server's field messages land on their fields, its
 * other messages in the alert.
 */
export function ReturnForm({ options, states }: { options: ReturnOptions; states: readonly CountryState[] }) {
  const [values, setValues] = useState<ReturnFormValues>(() => initialReturnValues(options))
  const [check, setCheck] = useState<ReturnFormCheck>(NO_ERRORS)
  const card = useRef<CardHandle>(null)
  const { submit, busy, openPayPal, finishPayPal } = useSubmitReturn(options.orderProduct.id, card)
  const [payWith, setPayWith] = useState<'stripe' | 'paypal'>(options.payment.stripe ? 'stripe' : 'paypal')
  const request = useMemo(() => packagesRequest(values, options.orderProduct), [values, options.orderProduct])
  const prices = useReturnPrices(request)
  const ids = { comment: useId(), reason: useId(), late: useId(), blocker: useId() }

  const price = labelPrice(values, prices.reply)
  const blocker = submitBlocker(values, prices.reply, prices.updating)
  // Waiting for prices shows by the prices; so does the address they wait for.
  const hint = prices.updating || blocker === RETURN_FORM_MESSAGES.choosePrices ? null : blocker
  const form = useRef<HTMLFormElement>(null)

  /** A refused or failed submission: its messages, and the first field to correct in focus (else the alert in view). */
  const refuse = (failure: ReturnFormCheck) => {
    setCheck(failure)
    requestAnimationFrame(() => {
      const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
      if (field) return field.focus()
      form.current?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' })
    })
  }
  const { errors } = check

  const change = (patch: Partial<ReturnFormValues>) => {
    const touched: string[] = Object.keys(patch)
    for (const [field, value] of Object.entries(patch.address ?? {}))
      if (values.address[field as keyof ReturnFormValues['address']] !== value) touched.push(field)
    setValues((now) => ({ ...now, ...patch }))
    // A field being corrected loses its message; the alert goes once nothing is left to correct.
    setCheck((now) => {
      const left = { ...now.errors }
      for (const key of touched) delete left[key as keyof typeof left]
      return { errors: left, message: Object.keys(left).length > 0 ? now.message : null }
    })
  }

  /** The form's own checks before anything is sent: true when it may go. */
  const ready = (): boolean => {
    const found = checkReturnForm(values)
    // account.md section 5: a label goes only with a method chosen (own-send always).
    const refused = found.message ? found : blocker ? { errors: {}, message: blocker } : null
    if (refused) refuse(refused)
    else setCheck(NO_ERRORS)
    return !refused
  }

  const paypal = {
    open: async () => {
      if (!ready()) return null
      const opened = await openPayPal(values)
      if ('orderId' in opened) return opened.orderId
      if (opened.message) refuse(opened)
      return null
    },
    approved: async () => {
      const failure = await finishPayPal()
      if (failure) refuse(failure)
    },
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!ready()) return
    const failure = await submit(values, price)
    if (failure) refuse(failure)
  }

  const commentError = errors.description ? `${ids.comment}-error` : undefined
  return (
    <form
      ref={form}
      className={clsx(account.card, styles.form)}
      onSubmit={onSubmit}
      noValidate
      aria-label="Return form"
    >
      <FormAlert tone="error" message={check.message} />
      <div className={styles.section}>
        <h2 className={styles.legend}>About the return</h2>
        <div className={styles.pair}>
          <TextField
            label="E-mail"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            value={values.email}
            error={errors.email}
            onChange={(event) => change({ email: event.target.value })}
          />
          <SelectField
            label="Quantity"
            required
            options={options.quantities.map((q) => ({ value: String(q), label: String(q) }))}
            value={values.quantity}
            error={errors.quantity}
            onChange={(event) => change({ quantity: event.target.value })}
          />
        </div>
        {!options.inWindow && (
          <p id={ids.late} className={styles.note}>
            {LATE_REASONS_TEXT}
          </p>
        )}
        <SelectField
          id={ids.reason}
          label="Reason"
          required
          placeholder="Choose a reason"
          options={options.reasons.map((r) => ({ value: String(r.id), label: r.label }))}
          value={values.reason}
          error={errors.reason}
          aria-describedby={describedBy(!options.inWindow && ids.late, errors.reason && `${ids.reason}-error`)}
          onChange={(event) => change({ reason: event.target.value })}
        />
        <div className={forms.field}>
          <label htmlFor={ids.comment} className={forms.label}>
            RMA Comment
            <span aria-hidden="true" className={forms.required}>
              {' '}
              *
            </span>
          </label>
          <textarea
            id={ids.comment}
            rows={5}
            required
            maxLength={MAX_COMMENT}
            placeholder="What happened, and what would you like us to do?"
            className={clsx(forms.input, contact.textarea)}
            value={values.description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={commentError}
            onChange={(event) => change({ description: event.target.value })}
          />
          {errors.description && (
            <p id={commentError} className={forms.error}>
              {errors.description}
            </p>
          )}
        </div>
      </div>
      <ReturnWayFields
        values={values}
        errors={errors}
        options={options}
        states={states}
        prices={prices}
        onChange={change}
      />
      {price > 0 && (
        <PayWith
          options={options.payment}
          value={payWith}
          onChange={setPayWith}
          card={<CardField ref={card} publicKey={options.payment.stripe} />}
          paypal={
            options.payment.paypal ? (
              <LabelPayPal clientId={options.payment.paypal} host={paypal} disabled={busy || prices.updating} />
            ) : null
          }
        />
      )}
      {!(price > 0 && payWith === 'paypal') && (
        <div className={styles.actions}>
          <SubmitButton busy={busy} disabled={prices.updating} describedBy={hint ? ids.blocker : undefined}>
            {busy ? 'Sending…' : price > 0 ? `Pay ${formatUSD(price)} and submit` : 'Submit return'}
          </SubmitButton>
          {hint && (
            <p id={ids.blocker} className={orders.muted}>
              {hint}
            </p>
          )}
        </div>
      )}
    </form>
  )
}
