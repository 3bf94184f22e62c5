'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useRef, useState } from 'react'
import { type Path, type Resolver, useForm } from 'react-hook-form'
import { callAccount } from '@/components/account/api'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextField } from '@/components/forms/TextField'
import { X } from '@/components/icons'
import { FindOnMapButton } from '@/components/places/FindOnMapButton'
import {
  ADDRESS_MAX,
  type Address,
  type AddressFormValues,
  addressSchema,
  type Country,
  type CountryLookup,
  hasStateList,
  zipRequired,
} from '@/lib/address'
import { type MapTiles, PLACE_FIELD_NAMES, type PlaceFields } from '@/lib/places'
import styles from './addresses.module.css'
import { SelectField } from './SelectField'
import type { AddressRecord, BookAnswer } from './types'

interface Props {
  countries: readonly Country[]
  lookup: CountryLookup
  /** The address being edited; null adds a new one. */
  editing: AddressRecord | null
  initial: AddressFormValues
  onSaved: (answer: BookAnswer) => void
  onCancel: () => void
  /** The place finder's map tiles, when it is configured (else no Find on map button). */
  placeFinder?: MapTiles | null
}

/**
 * The address form (account.md section 4: add mode or edit mode): country from the countries list, a state selector for
 * countries with a state list (US, GB), a State field where the country requires one otherwise. The same schema checks
 * it here and on the server; the server's messages land on their fields, its message in the alert.
 */
export function AddressForm({ countries, lookup, editing, initial, onSaved, onCancel, placeFinder }: Props) {
  const schema = useMemo(() => addressSchema(lookup), [lookup])
  const form = useForm<AddressFormValues, unknown, Address>({
    resolver: zodResolver(schema) as unknown as Resolver<AddressFormValues, unknown, Address>,
    defaultValues: initial,
  })
  const { register, handleSubmit, setError, setValue, watch, getValues, formState } = form
  const { errors, isSubmitting } = formState
  const [failure, setFailure] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => heading.current?.focus(), [])

  const country = lookup(watch('country') ?? '')
  const listed = country !== undefined && hasStateList(country)
  const countryOptions = useMemo(() => countries.map((c) => ({ value: c.code, label: c.name })), [countries])
  const stateOptions = useMemo(
    () => (listed ? (country?.states ?? []).map((s) => ({ value: s.abbreviation, label: s.name })) : []),
    [listed, country],
  )
  const countryField = register('country')
  // The place finder's address, set as if typed (account.md: a maps service provides address autocomplete).
  const fillFromPlace = (fields: PlaceFields) => {
    const typed = { shouldValidate: true, shouldDirty: true, shouldTouch: true }
    for (const name of PLACE_FIELD_NAMES) setValue(name, fields[name], typed)
  }

  const submit = handleSubmit(async () => {
    setFailure(null)
    const values = getValues()
    const result = editing
      ? await callAccount<BookAnswer>(`/api/shipping-addresses/${editing.id}`, 'PUT', values)
      : await callAccount<BookAnswer>('/api/shipping-addresses', 'POST', values)
    if (result.ok) return onSaved(result.value)
    for (const [field, messages] of Object.entries(result.errors ?? {}))
      if (messages?.[0]) setError(field as Path<AddressFormValues>, { message: messages[0] })
    setFailure(result.message)
  })

  const title = editing ? 'Edit address' : 'Add address'
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="address-form-title">
      <div className={styles.formHead}>
        <h2 id="address-form-title" className={styles.formTitle} tabIndex={-1} ref={heading}>
          {title}
        </h2>
        <button type="button" className={styles.iconButton} onClick={onCancel} aria-label="Close the address form">
          <X aria-hidden="true" size={20} />
        </button>
      </div>
      <FormAlert tone="error" message={failure} />
      <div className={styles.grid}>
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
          error={errors.country?.message}
          {...countryField}
          onChange={(event) => {
            void countryField.onChange(event)
            // A state belongs to its country: start over when the country changes.
            setValue('state', '')
            setValue('state_string', '')
          }}
        />
        {listed ? (
          <SelectField
            label="State"
            required={country?.state_required}
            autoComplete="address-level1"
            options={stateOptions}
            placeholder="Choose a state"
            error={errors.state?.message}
            {...register('state')}
          />
        ) : (
          <TextField
            label={country?.state_required ? 'State' : 'State / Province (optional)'}
            required={country?.state_required}
            autoComplete="address-level1"
            maxLength={ADDRESS_MAX.state_string}
            error={errors.state_string?.message}
            {...register('state_string')}
          />
        )}
        <TextField
          label="Address 1"
          required
          autoComplete="address-line1"
          maxLength={ADDRESS_MAX.address1}
          placeholder="Street and number"
          error={errors.address1?.message}
          {...register('address1')}
        />
        <TextField
          label="Address 2 (optional)"
          autoComplete="address-line2"
          maxLength={ADDRESS_MAX.address2}
          placeholder="Apartment, suite, floor"
          error={errors.address2?.message}
          {...register('address2')}
        />
        <TextField
          label="City"
          required
          autoComplete="address-level2"
          maxLength={ADDRESS_MAX.city}
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label={zipRequired(country) ? 'ZIP' : 'ZIP (optional)'}
          required={zipRequired(country)}
          autoComplete="postal-code"
          maxLength={ADDRESS_MAX.zip}
          error={errors.zip?.message}
          {...register('zip')}
        />
      </div>
      <div className={styles.formActions}>
        <SubmitButton busy={isSubmitting}>{editing ? 'Save address' : 'Add address'}</SubmitButton>
        <button type="button" className={styles.secondary} onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </button>
      </div>
    </form>
  )
}
