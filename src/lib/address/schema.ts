import { z } from 'zod'
import '../zod-jitless'
import { EMAIL_MESSAGES, emailField } from '../forms/email'
import { type Country, type CountryLookup, type CountryState, findState, hasStateList, zipRequired } from './countries'
import { ADDRESS_FIELDS, ADDRESS_MAX, ADDRESS_MESSAGES, type AddressField, MIN_PHONE } from './messages'

/** What the address form holds: every value text, the country by code and a listed state by abbreviation. */
export interface AddressFormValues {
  country: string
  address1: string
  address2: string
  city: string
  zip: string
  /** The abbreviation, for a country with a state list (US, GB). */
  state: string
  /** Free text, for a country without a list that requires a state. */
  state_string: string
}

/** The checkout's form (checkout.md section 5): the address plus who receives it. */
export interface FullAddressFormValues extends AddressFormValues {
  first_name: string
  last_name: string
  email: string
  phone: string
}

/** An address as stored and answered (account.md section 3, without `primary`, which is the record's). */
export interface Address {
  address1: string
  address2: string | null
  city: string
  zip: string | null
  state: CountryState | null
  state_string: string | null
  country: { code: string; name: string }
}

export interface FullAddress extends Address {
  first_name: string
  last_name: string
  email: string
  phone: string
}

/** account.md section 5 and checkout.md section 3: "Default address is New York, United States." */
export const DEFAULT_ADDRESS: Readonly<AddressFormValues> = Object.freeze({
  country: 'US',
  address1: '',
  address2: '',
  city: 'New York',
  zip: '',
  state: 'NY',
  state_string: '',
})

export const DEFAULT_FULL_ADDRESS: Readonly<FullAddressFormValues> = Object.freeze({
  ...DEFAULT_ADDRESS,
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
})

export type AddressErrors = Partial<Record<AddressField, string[]>>

export type AddressCheck<T> = { ok: true; value: T } | { ok: false; errors: AddressErrors; message: string }

const ZIP_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/
const PHONE_PATTERN = /^[0-9+\-() .]+$/

/**
 * The text a value stands for: trimmed strings, numbers as digits (a ZIP sent as 10001), the spec's object forms
 * (`country: { code }`, `state: { abbreviation }`) by their code; null for anything else (not text).
 */
function textOf(value: unknown, key?: 'code' | 'abbreviation'): string | null {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value.trim().replace(/\s+/g, ' ')
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (key && typeof value === 'object' && !Array.isArray(value)) return textOf((value as Record<string, unknown>)[key])
  return null
}

/**
 * Checks an address (account.md section 5; with `full`, the checkout's form of checkout.md section 5) against the
 * countries the store ships to:
 * - country, address1 and city are required; address2 is optional;
 * - ZIP is required for the US and where the country flags postal_required (countries without postal codes leave it
 *   optional);
 * - a country with a state list (US, GB) picks `state` from it (required when the country flags state_required);
 *   another country that flags state_required fills `state_string`;
 * - with `full`: first_name, last_name, phone (at least 6 characters) and a valid email are required.
 * Every failing field gets its message; `message` is the first field's.
 */
export function checkAddress(input: unknown, lookup: CountryLookup, options: { full: true }): AddressCheck<FullAddress>
export function checkAddress(input: unknown, lookup: CountryLookup, options?: { full?: false }): AddressCheck<Address>
export function checkAddress(
  input: unknown,
  lookup: CountryLookup,
  { full = false }: { full?: boolean } = {},
): AddressCheck<Address | FullAddress> {
  const form = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {}
  const errors: AddressErrors = {}
  const fail = (field: AddressField, message: string) => {
    errors[field] = [...(errors[field] ?? []), message]
  }
  /** The field's text, with "required", "not text" and length checked. */
  const read = (field: AddressField, required: boolean, key?: 'code' | 'abbreviation'): string => {
    const text = textOf(form[field], key)
    if (text === null) {
      fail(field, ADDRESS_MESSAGES.notText(field))
      return ''
    }
    if (required && !text) fail(field, ADDRESS_MESSAGES.required(field))
    const max = ADDRESS_MAX[field as keyof typeof ADDRESS_MAX]
    if (max !== undefined && text.length > max) fail(field, ADDRESS_MESSAGES.tooLong(field))
    return text
  }

  const code = read('country', true, 'code')
  const country: Country | undefined = code ? lookup(code) : undefined
  if (code && !country && !errors.country) fail('country', ADDRESS_MESSAGES.unknownCountry)
  const address1 = read('address1', true)
  const address2 = read('address2', false)
  const city = read('city', true)
  const zip = read('zip', zipRequired(country))
  if (zip && !errors.zip && !ZIP_PATTERN.test(zip)) fail('zip', ADDRESS_MESSAGES.zip)

  let state: CountryState | null = null
  let stateString: string | null = null
  if (country && hasStateList(country)) {
    const wanted = read('state', country.state_required, 'abbreviation')
    if (wanted && !errors.state) {
      state = findState(country, wanted) ?? null
      if (!state) fail('state', ADDRESS_MESSAGES.unknownState)
    }
  } else if (country) {
    stateString = read('state_string', country.state_required) || null
  }

  const address: Address = {
    address1,
    address2: address2 || null,
    city,
    zip: zip || null,
    state,
    state_string: stateString,
    country: country ? { code: country.code, name: country.name } : { code, name: '' },
  }
  let value: Address | FullAddress = address
  if (full) {
    const first_name = read('first_name', true)
    const last_name = read('last_name', true)
    const phone = read('phone', true)
    if (phone && !errors.phone) {
      if (phone.length < MIN_PHONE) fail('phone', ADDRESS_MESSAGES.phoneShort)
      else if (!PHONE_PATTERN.test(phone)) fail('phone', ADDRESS_MESSAGES.phone)
    }
    const email = emailField.safeParse(form.email)
    if (!email.success) fail('email', email.error.issues[0]?.message ?? EMAIL_MESSAGES.invalid)
    value = { ...address, first_name, last_name, phone, email: email.success ? email.data : '' }
  }

  const failed = ADDRESS_FIELDS.filter((field) => errors[field])
  if (failed.length === 0) return { ok: true, value }
  return { ok: false, errors, message: errors[failed[0] as AddressField]?.[0] ?? ADDRESS_MESSAGES.unknownCountry }
}

/** `checkAddress` as a zod schema, its messages on their fields (react-hook-form's zodResolver, endpoints). */
function schemaOf<T>(check: (input: unknown) => AddressCheck<T>) {
  // Any value is read (a non-object is an empty form); typed as a record so form libraries accept it.
  return z
    .custom<Record<string, unknown>>(() => true)
    .transform((input, ctx): T => {
      const result = check(input)
      if (result.ok) return result.value
      for (const field of ADDRESS_FIELDS)
        for (const message of result.errors[field] ?? [])
          ctx.addIssue({ code: 'custom', message, path: [field], input })
      return z.NEVER
    })
}

/** The address form of the account's address book. */
export const addressSchema = (lookup: CountryLookup) => schemaOf((input) => checkAddress(input, lookup))

/** The checkout's shipping address form: the address plus first_name, last_name, email and phone. */
export const fullAddressSchema = (lookup: CountryLookup) =>
  schemaOf((input) => checkAddress(input, lookup, { full: true }))

/** The form's values for a stored address (edit mode). */
export function addressFormValues(address: Address): AddressFormValues {
  return {
    country: address.country.code,
    address1: address.address1,
    address2: address.address2 ?? '',
    city: address.city,
    zip: address.zip ?? '',
    state: address.state?.abbreviation ?? '',
    state_string: address.state_string ?? '',
  }
}

/** The lines a card or a label shows: street lines, then "City, State ZIP", then the country. */
export function addressLines(address: Address): string[] {
  const region = address.state?.abbreviation ?? address.state_string ?? ''
  const place = [address.city, [region, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return [address.address1, address.address2 ?? '', place, address.country.name].filter(Boolean)
}
