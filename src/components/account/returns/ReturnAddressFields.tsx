'use client'

import addresses from '@/components/account/addresses/addresses.module.css'
import { SelectField } from '@/components/account/addresses/SelectField'
import { TextField } from '@/components/forms/TextField'
import type { CountryState } from '@/lib/address'
import { ADDRESS_MAX } from '@/lib/address/messages'
import type { ReturnAddressField, ReturnFormCheck, ReturnFormValues } from '@/lib/returns/form'

interface Props {
  address: ReturnFormValues['address']
  errors: ReturnFormCheck['errors']
  /** The US states for the selector (account.md section 9: the US picks its state from a list); none: a text field. */
  states: readonly CountryState[]
  onChange: (field: ReturnAddressField, value: string) => void
}

/** Where the label's parcel leaves from: a US address (the country is fixed), prefilled with the order's. */
export function ReturnAddressFields({ address, errors, states, onChange }: Props) {
  const text = (field: ReturnAddressField) => ({
    value: address[field],
    error: errors[field],
    maxLength: ADDRESS_MAX[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  })
  const known = states.some((s) => s.abbreviation === address.state)
  return (
    <div className={addresses.grid}>
      <TextField
        label="Address 1"
        required
        autoComplete="address-line1"
        placeholder="Street and number"
        {...text('address1')}
      />
      <TextField
        label="Address 2 (optional)"
        autoComplete="address-line2"
        placeholder="Apartment, suite, floor"
        {...text('address2')}
      />
      <TextField label="City" required autoComplete="address-level2" {...text('city')} />
      {states.length > 0 ? (
        <SelectField
          label="State"
          required
          autoComplete="address-level1"
          placeholder="Choose a state"
          options={[
            ...(known || !address.state ? [] : [{ value: address.state, label: address.state }]),
            ...states.map((s) => ({ value: s.abbreviation, label: s.name })),
          ]}
          value={address.state}
          error={errors.state}
          onChange={(event) => onChange('state', event.target.value)}
        />
      ) : (
        <TextField label="State" required autoComplete="address-level1" {...text('state')} />
      )}
      <TextField label="ZIP" required autoComplete="postal-code" inputMode="numeric" {...text('zip')} />
      <TextField label="Country" value="United States" readOnly disabled />
    </div>
  )
}
