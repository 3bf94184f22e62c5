import { ADDRESS_MESSAGES } from '../address/messages'

/** checkout.md section 5: "On invalid form an error popup ... 'Please complete the highlighted fields!'". */
export const INVALID_FORM_MESSAGE = 'Please complete the highlighted fields!'

export interface BillingValues {
  sameAsShipping: boolean
  address1: string
  zip: string
  country: string
}

export type BillingField = 'address1' | 'zip' | 'country'

/** The longest billing address line and ZIP the store keeps. */
const ADDRESS1_MAX = 100
const ZIP_MAX = 12

/**
 * checkout.md section 5, the one set of billing rules the checkout page and create-order both apply: "Billing (when
 * not same as shipping): address1 and country required; ZIP required when the shipping country is US", with the
 * store's lengths (address1 at most 100 characters, ZIP at most 12) and a two-letter country code. `knownCountry`
 * refuses a code the store does not list (the page passes the countries list it loaded, create-order the store's).
 * One message per field; empty when fine or when billing is the shipping address.
 */
export function billingFieldProblems(
  billing: BillingValues,
  shippingCountry: string,
  knownCountry?: (code: string) => unknown,
): Partial<Record<BillingField, string>> {
  if (billing.sameAsShipping) return {}
  const problems: Partial<Record<BillingField, string>> = {}
  const address1 = billing.address1.trim()
  if (!address1) problems.address1 = ADDRESS_MESSAGES.required('address1')
  else if (address1.length > ADDRESS1_MAX) problems.address1 = ADDRESS_MESSAGES.tooLong('address1')
  const country = billing.country.trim().toUpperCase()
  if (!/^[A-Z]{2}$/.test(country)) problems.country = ADDRESS_MESSAGES.required('country')
  else if (knownCountry && !knownCountry(country)) problems.country = ADDRESS_MESSAGES.unknownCountry
  const zip = billing.zip.trim()
  if (shippingCountry.trim().toUpperCase() === 'US' && !zip) problems.zip = ADDRESS_MESSAGES.required('zip')
  else if (zip.length > ZIP_MAX) problems.zip = ADDRESS_MESSAGES.tooLong('zip')
  return problems
}

/**
 * The billing rules (billingFieldProblems) as create-order reports them: field errors keyed `billing.*`, or null when
 * fine.
 */
export function billingProblems(
  billing: BillingValues,
  shippingCountry: string,
  knownCountry?: (code: string) => unknown,
): Record<string, string[]> | null {
  const entries = Object.entries(billingFieldProblems(billing, shippingCountry, knownCountry))
  return entries.length > 0
    ? Object.fromEntries(entries.map(([field, message]) => [`billing.${field}`, [message]]))
    : null
}
