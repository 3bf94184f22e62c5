import { describe, expect, it } from 'vitest'
import {
  ADDRESS_MESSAGES,
  addressFormValues,
  addressLines,
  addressSchema,
  type Country,
  checkAddress,
  countryLookup,
  DEFAULT_ADDRESS,
  DEFAULT_FULL_ADDRESS,
  fullAddressSchema,
  sortCountries,
  zipRequired,
} from '../../../src/lib/address'

const COUNTRIES: Country[] = [
  {
    code: 'US',
    name: 'United States',
    postal_required: true,
    state_required: true,
    states: [
      { name: 'New York', abbreviation: 'NY' },
      { name: 'Florida', abbreviation: 'FL' },
    ],
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    postal_required: true,
    state_required: true,
    states: [{ name: 'Bedford', abbreviation: 'BDF' }],
  },
  { code: 'CA', name: 'Canada', postal_required: true, state_required: true },
  { code: 'DE', name: 'Germany', postal_required: true, state_required: false },
  { code: 'AE', name: 'United Arab Emirates', postal_required: false, state_required: true },
  { code: 'AG', name: 'Antigua and Barbuda', postal_required: false, state_required: false },
]
const lookup = countryLookup(COUNTRIES)

const ny = { country: 'US', state: 'NY', city: 'New York', address1: '5th Avenue 1', address2: '', zip: '10001' }

const errorsOf = (input: unknown, full = false) => {
  const result = full ? checkAddress(input, lookup, { full: true }) : checkAddress(input, lookup)
  if (result.ok) throw new Error('expected a failure')
  return result
}

describe('address rules (account.md section 5)', () => {
  it('accepts a US address and answers it in the spec shape', () => {
    expect(checkAddress({ ...ny, address1: '  5th   Avenue 1 ' }, lookup)).toEqual({
      ok: true,
      value: {
        address1: '5th Avenue 1',
        address2: null,
        city: 'New York',
        zip: '10001',
        state: { name: 'New York', abbreviation: 'NY' },
        state_string: null,
        country: { code: 'US', name: 'United States' },
      },
    })
  })

  it("says 'The {field} field is required.' with the labels City, Country, Address 1, ZIP, State", () => {
    const { errors, message } = errorsOf({})
    expect(errors).toEqual({
      country: ['The Country field is required.'],
      city: ['The City field is required.'],
      address1: ['The Address 1 field is required.'],
      zip: ['The ZIP field is required.'],
    })
    expect(message).toBe('The Country field is required.')
    const us = errorsOf({ country: 'US' })
    expect(us.errors.state).toEqual(['The State field is required.'])
    const ca = errorsOf({ country: 'CA' })
    expect(ca.errors.state_string).toEqual(['The State field is required.'])
  })

  it('US and GB choose their state from the list; an abbreviation outside it is refused', () => {
    expect(errorsOf({ ...ny, state: 'ZZ' }).errors).toEqual({ state: [ADDRESS_MESSAGES.unknownState] })
    const gb = checkAddress({ ...ny, country: 'gb', state: { abbreviation: 'bdf' }, zip: 'MK40 1AA' }, lookup)
    expect(gb.ok && gb.value.state).toEqual({ name: 'Bedford', abbreviation: 'BDF' })
    // A state name is read too; state_string is ignored for a country with a list.
    const byName = checkAddress({ ...ny, state: 'florida', state_string: 'whatever' }, lookup)
    expect(byName.ok && [byName.value.state, byName.value.state_string]).toEqual([
      { name: 'Florida', abbreviation: 'FL' },
      null,
    ])
  })

  it('other countries that require a state fill state_string; the others may', () => {
    const ca = checkAddress({ ...ny, country: 'CA', state: 'NY', state_string: 'Ontario', zip: 'K1A 0B1' }, lookup)
    expect(ca.ok && [ca.value.state, ca.value.state_string]).toEqual([null, 'Ontario'])
    const de = checkAddress({ ...ny, country: 'DE', state: '', zip: '10115' }, lookup)
    expect(de.ok && de.value.state_string).toBeNull()
    const deWith = checkAddress({ ...ny, country: 'DE', state_string: 'Berlin', zip: '10115' }, lookup)
    expect(deWith.ok && deWith.value.state_string).toBe('Berlin')
  })

  it('ZIP is required for the US and where postal_required; optional where the country has no postal codes', () => {
    expect(zipRequired(lookup('US'))).toBe(true)
    expect(zipRequired(lookup('AG'))).toBe(false)
    expect(zipRequired(undefined)).toBe(true)
    expect(errorsOf({ ...ny, country: 'DE', zip: '' }).errors).toEqual({ zip: ['The ZIP field is required.'] })
    const ag = checkAddress({ ...ny, country: 'AG', zip: '' }, lookup)
    expect(ag.ok && ag.value.zip).toBeNull()
    const ae = checkAddress({ ...ny, country: 'AE', zip: '', state_string: 'Dubai' }, lookup)
    expect(ae.ok).toBe(true)
    // A US ZIP is required even if an admin cleared the US postal flag.
    const lenient = countryLookup([{ ...COUNTRIES[0]!, postal_required: false }])
    expect(checkAddress({ ...ny, zip: '' }, lenient).ok).toBe(false)
    expect(errorsOf({ ...ny, zip: '10001<' }).errors).toEqual({ zip: [ADDRESS_MESSAGES.zip] })
    const numeric = checkAddress({ ...ny, zip: 10001 }, lookup)
    expect(numeric.ok && numeric.value.zip).toBe('10001')
  })

  it('refuses a country the store does not ship to, and keeps address2 optional', () => {
    expect(errorsOf({ ...ny, country: 'XX' }).errors).toEqual({ country: [ADDRESS_MESSAGES.unknownCountry] })
    const withLine2 = checkAddress({ ...ny, address2: ' Apt 4 ' }, lookup)
    expect(withLine2.ok && withLine2.value.address2).toBe('Apt 4')
  })

  it('caps lengths and refuses values that are not text', () => {
    const long = errorsOf({ ...ny, address1: 'a'.repeat(101), city: 'c'.repeat(61), zip: '1'.repeat(13) }).errors
    expect(long).toEqual({
      address1: ['The Address 1 may be at most 100 characters.'],
      city: ['The City may be at most 60 characters.'],
      zip: ['The ZIP may be at most 12 characters.'],
    })
    expect(errorsOf({ ...ny, city: ['x'], address2: { a: 1 } }).errors).toEqual({
      city: ['The City field must be text.'],
      address2: ['The Address 2 field must be text.'],
    })
    for (const junk of [null, 'text', 42, [1, 2]]) expect(errorsOf(junk).errors.country).toBeDefined()
  })
})

describe('full (checkout) address (checkout.md section 5)', () => {
  const full = { ...ny, first_name: 'Ada', last_name: 'Lovelace', email: ' ada@example.com ', phone: '+1 555 0100' }

  it('requires names, phone (6+) and a valid e-mail on top of the address', () => {
    const ok = checkAddress(full, lookup, { full: true })
    expect(ok.ok && [ok.value.first_name, ok.value.email, ok.value.phone]).toEqual([
      'Ada',
      'ada@example.com',
      '+1 555 0100',
    ])
    const { errors, message } = errorsOf({ country: 'US', state: 'NY' }, true)
    expect(errors).toEqual({
      first_name: ['The First Name field is required.'],
      last_name: ['The Last Name field is required.'],
      email: ['Please enter an E-mail address'],
      phone: ['The Phone field is required.'],
      city: ['The City field is required.'],
      address1: ['The Address 1 field is required.'],
      zip: ['The ZIP field is required.'],
    })
    expect(message).toBe('The First Name field is required.')
    expect(errorsOf({ ...full, phone: '12345' }, true).errors).toEqual({ phone: [ADDRESS_MESSAGES.phoneShort] })
    expect(errorsOf({ ...full, phone: 'call me!' }, true).errors).toEqual({ phone: [ADDRESS_MESSAGES.phone] })
    expect(errorsOf({ ...full, email: 'nope@' }, true).errors).toEqual({ email: ['Please enter a valid E-mail'] })
  })
})

describe('zod schemas and helpers', () => {
  it('puts every message on its field as zod issues', () => {
    const parsed = addressSchema(lookup).safeParse({ country: 'US' })
    expect(parsed.success).toBe(false)
    const byField = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
    expect(byField).toEqual({
      state: 'The State field is required.',
      city: 'The City field is required.',
      address1: 'The Address 1 field is required.',
      zip: 'The ZIP field is required.',
    })
    const full = fullAddressSchema(lookup).safeParse({})
    expect(full.error?.issues.map((i) => i.path[0])).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'country',
      'city',
      'address1',
      'zip',
    ])
    expect(addressSchema(lookup).parse(ny).country).toEqual({ code: 'US', name: 'United States' })
  })

  it('defaults to New York, United States', () => {
    expect(DEFAULT_ADDRESS).toMatchObject({ country: 'US', state: 'NY', city: 'New York' })
    expect(DEFAULT_FULL_ADDRESS).toMatchObject({ country: 'US', city: 'New York', email: '' })
    expect(lookup(DEFAULT_ADDRESS.country)?.states?.some((s) => s.abbreviation === DEFAULT_ADDRESS.state)).toBe(true)
  })

  it('turns a stored address back into form values and card lines', () => {
    const stored = addressSchema(lookup).parse({ ...ny, address2: 'Apt 4' })
    expect(addressFormValues(stored)).toEqual({ ...ny, address2: 'Apt 4', state_string: '' })
    expect(addressLines(stored)).toEqual(['5th Avenue 1', 'Apt 4', 'New York, NY 10001', 'United States'])
  })

  it('sorts countries by name with the United States first', () => {
    const names = sortCountries(COUNTRIES).map((c) => c.code)
    expect(names).toEqual(['US', 'AG', 'CA', 'DE', 'AE', 'GB'])
    expect(
      sortCountries([
        { code: 'AX', name: 'Åland Islands' },
        { code: 'AF', name: 'Afghanistan' },
      ])[0]?.code,
    ).toBe('AF')
  })
})
