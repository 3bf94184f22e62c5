import { ADDRESS_MESSAGES } from '../address/messages'

/** checkout.md section 5: "On invalid form an error popup ... 'Please complete the highlighted fields!'". */
export const INVALID_FORM_MESSAGE = 'Please complete the highlighted fields!'

/**
 * The billing address when it is not the shipping address (checkout.md section 5): address1 and country required,
 * ZIP required when the shipping country is the US. Field errors keyed `billing.*`, or null when fine.
 */
export function billingProblems(
  billing: { sameAsShipping: boolean; address1: string; zip: string; country: string },
  shippingCountry: string,
): Record<string, string[]> | null {
  if (billing.sameAsShipping) return null
  const errors: Record<string, string[]> = {}
  if (!billing.address1.trim()) errors['billing.address1'] = [ADDRESS_MESSAGES.required('address1')]
  if (!/^[A-Z]{2}$/.test(billing.country.trim().toUpperCase()))
    errors['billing.country'] = [ADDRESS_MESSAGES.required('country')]
  if (shippingCountry === 'US' && !billing.zip.trim()) errors['billing.zip'] = [ADDRESS_MESSAGES.required('zip')]
  return Object.keys(errors).length ? errors : null
}
