'use client'

import { useId, useMemo } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { SelectField } from '@/components/account/addresses/SelectField'
import { openLoginModal } from '@/components/auth/open'
import forms from '@/components/forms/forms.module.css'
import { TextField } from '@/components/forms/TextField'
import { LogIn } from '@/components/icons'
import { FindOnMapButton } from '@/components/places/FindOnMapButton'
import { ADDRESS_MAX, type Country, type CountryLookup, hasStateList, zipRequired } from '@/lib/address'
import { type CheckoutFormValues, INSTRUCTIONS_MAX } from '@/lib/checkout/page-rules'
import { type MapTiles, PLACE_FIELD_NAMES, type PlaceFields } from '@/lib/places'
import styles from './AddressSection.module.css'

interface Props {
  form: UseFormReturn<CheckoutFormValues>
  countries: readonly Country[]
  lookup: CountryLookup
  /** A signed-in customer's e-mail is their account's: shown, not editable. */
  emailLocked: boolean
  /** 'Customer with this E-mail already registered, Please Sign In' after the e-mail check. */
  emailTaken: string | null
  /** The place finder's map tiles, when it is configured (else no Find on map button). */
  placeFinder?: MapTiles | null
}

/**
 * Step 1 (checkout.md sections 2 and 5): who receives the order and where, shipping instructions, and the billing
 * address when it is not the shipping one. The rules are src/lib/address's (the same schema as create-order).
 */
export function AddressSection({ form, countries, lookup, emailLocked, emailTaken, placeFinder }: Props) {
  const { register, setValue, control, formState } = form
  const { errors } = formState
  const [countryCode, sameAsShipping] = useWatch({ control, name: ['address.country', 'billing.sameAsShipping'] })
  const country = lookup(countryCode ?? '')
  const listed = country !== undefined && hasStateList(country)
  const countryOptions = useMemo(() => countries.map((c) => ({ value: c.code, label: c.name })), [countries])
  const stateOptions = useMemo(
    () => (listed ? (country?.states ?? []).map((s) => ({ value: s.abbreviation, label: s.name })) : []),
    [listed, country],
  )
  const countryField = register('address.country')
  const instructionsId = useId()
  const a = errors.address
  const b = errors.billing
  const emailError = a?.email?.message ?? emailTaken ?? undefined
  // The place finder's address, set as if typed: validation and the shipping quote react to it.
  const fillFromPlace = (fields: PlaceFields) => {
    const typed = { shouldValidate: true, shouldDirty: true, shouldTouch: true }
    for (const name of PLACE_FIELD_NAMES) setValue(`address.${name}`, fields[name], typed)
  }

  return (
    <div className={styles.addressStep}>
      <div className={styles.fieldGrid}>
        <TextField
          label="First Name"
          required
          autoComplete="given-name"
          maxLength={ADDRESS_MAX.first_name}
          error={a?.first_name?.message}
          {...register('address.first_name')}
        />
        <TextField
          label="Last Name"
          required
          autoComplete="family-name"
          maxLength={ADDRESS_MAX.last_name}
          error={a?.last_name?.message}
          {...register('address.last_name')}
        />
        <div className={styles.emailField}>
          <TextField
            label="E-mail"
            type="email"
            required
            autoComplete="email"
            readOnly={emailLocked}
            hint={emailLocked ? 'The e-mail of your account.' : 'Your order confirmation goes here.'}
            error={emailError}
            {...register('address.email')}
          />
          {emailTaken && !a?.email && (
            <button type="button" className={styles.inlineAction} onClick={openLoginModal}>
              <LogIn aria-hidden="true" size={16} /> Sign in
            </button>
          )}
        </div>
        <TextField
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          maxLength={ADDRESS_MAX.phone}
          hint="For the carrier, if they need to reach you."
          error={a?.phone?.message}
          {...register('address.phone')}
        />
        {placeFinder && (
          <div className={styles.wide}>
            <FindOnMapButton tiles={placeFinder} lookup={lookup} onConfirm={fillFromPlace} />
          </div>
        )}
        <SelectField
          label="Country"
          required
          autoComplete="country"
          options={countryOptions}
          placeholder="Choose a country"
          error={a?.country?.message}
          {...countryField}
          onChange={(event) => {
            void countryField.onChange(event)
            // A state belongs to its country: start over when the country changes.
            setValue('address.state', '')
            setValue('address.state_string', '')
          }}
        />
        {listed ? (
          <SelectField
            label="State"
            required={country?.state_required}
            autoComplete="address-level1"
            options={stateOptions}
            placeholder="Choose a state"
            error={a?.state?.message}
            {...register('address.state')}
          />
        ) : (
          <TextField
            label={country?.state_required ? 'State / Province' : 'State / Province (optional)'}
            required={country?.state_required}
            autoComplete="address-level1"
            maxLength={ADDRESS_MAX.state_string}
            error={a?.state_string?.message}
            {...register('address.state_string')}
          />
        )}
        <TextField
          label="City"
          required
          autoComplete="address-level2"
          maxLength={ADDRESS_MAX.city}
          error={a?.city?.message}
          {...register('address.city')}
        />
        <TextField
          label={zipRequired(country) ? 'ZIP' : 'ZIP (optional)'}
          required={zipRequired(country)}
          autoComplete="postal-code"
          maxLength={ADDRESS_MAX.zip}
          error={a?.zip?.message}
          {...register('address.zip')}
        />
        <div className={styles.wide}>
          <TextField
            label="Address 1"
            required
            autoComplete="address-line1"
            maxLength={ADDRESS_MAX.address1}
            placeholder="Street and number"
            error={a?.address1?.message}
            {...register('address.address1')}
          />
        </div>
        <div className={styles.wide}>
          <TextField
            label="Address 2 (optional)"
            autoComplete="address-line2"
            maxLength={ADDRESS_MAX.address2}
            placeholder="Apartment, suite, floor"
            error={a?.address2?.message}
            {...register('address.address2')}
          />
        </div>
        <div className={`${forms.field} ${styles.wide}`}>
          <label htmlFor={instructionsId} className={forms.label}>
            Shipping instructions (optional)
          </label>
          <textarea
            id={instructionsId}
            className={`${forms.input} ${styles.textarea}`}
            rows={3}
            maxLength={INSTRUCTIONS_MAX}
            placeholder="Gate code, leave with the doorman…"
            aria-invalid={errors.instructions ? true : undefined}
            aria-describedby={errors.instructions ? `${instructionsId}-error` : undefined}
            {...register('instructions')}
          />
          {errors.instructions && (
            <p id={`${instructionsId}-error`} className={forms.error}>
              {errors.instructions.message}
            </p>
          )}
        </div>
      </div>

      <fieldset className={styles.billing}>
        <legend className={styles.billingLegend}>Billing address</legend>
        <label className={styles.checkRow}>
          <input type="checkbox" {...register('billing.sameAsShipping')} />
          <span>Same as shipping address</span>
        </label>
        {!sameAsShipping && (
          <div className={styles.fieldGrid}>
            <div className={styles.wide}>
              <TextField
                label="Billing Address 1"
                required
                autoComplete="billing address-line1"
                maxLength={ADDRESS_MAX.address1}
                error={b?.address1?.message}
                {...register('billing.address1')}
              />
            </div>
            <SelectField
              label="Billing Country"
              required
              autoComplete="billing country"
              options={countryOptions}
              placeholder="Choose a country"
              error={b?.country?.message}
              {...register('billing.country')}
            />
            <TextField
              label={countryCode === 'US' ? 'Billing ZIP' : 'Billing ZIP (optional)'}
              required={countryCode === 'US'}
              autoComplete="billing postal-code"
              maxLength={ADDRESS_MAX.zip}
              error={b?.zip?.message}
              {...register('billing.zip')}
            />
          </div>
        )}
      </fieldset>
    </div>
  )
}
