import type { FieldErrors } from '../errors'
import type { ReturnAddress } from './api'

/** account.md section 5 "Return" and section 8: the form's and the server's messages. */
export const RETURN_MESSAGES = {
  email: 'E-mail is required field',
  emailInvalid: 'Please enter a valid e-mail address.',
  description: 'RMA Comment is required field',
  addressInvalid: 'Shipping address is not valid',
  requiredFields: 'Please fill in all the required fields',
  noMethods: 'Shipping methods not found. Please, try to change your address or select a place on the map',
  chooseMethod: 'Choose a shipping method for the label, or send the item yourself.',
  choosePayment: 'Enter your card to pay for the label.',
  validation: 'Request Validation Error',
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The required texts of a return (e-mail, comment), as the server checks them again. */
export function returnTextProblems(input: { email: string; description: string }): FieldErrors {
  const errors: FieldErrors = {}
  const email = input.email.trim()
  if (!email) errors.email = [RETURN_MESSAGES.email]
  else if (!EMAIL.test(email)) errors.email = [RETURN_MESSAGES.emailInvalid]
  if (!input.description.trim()) errors.description = [RETURN_MESSAGES.description]
  return errors
}

/** Is the label's pickup address complete enough to price and buy a label? (US: street, city, state, ZIP.) */
export const isCompleteAddress = (a: ReturnAddress): boolean =>
  !!(a.address1.trim() && a.city.trim() && a.state.trim() && /^\d{5}(-\d{4})?$/.test(a.zip.trim()))

/**
 * What is wrong with the label's address (account.md section 5): a FedEx label needs a valid address ('Shipping
 * address is not valid'); otherwise missing fields read 'Please fill in all the required fields'.
 */
export function labelAddressProblem(address: ReturnAddress | null | undefined, carrier: string): string | null {
  if (address && isCompleteAddress(address)) return null
  return carrier === 'fedex' ? RETURN_MESSAGES.addressInvalid : RETURN_MESSAGES.requiredFields
}
