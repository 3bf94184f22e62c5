import type { z } from 'zod'
import { ADDRESS_MESSAGES } from '../address/messages'
import { formatUSD } from '../money'
import type {
  createReturnSchema,
  FedexDropType,
  ReturnAddress,
  ReturnMethod,
  ReturnOptions,
  ReturnPackagesReply,
} from './api'
import { isCompleteAddress, RETURN_MESSAGES, returnTextProblems } from './form-rules'
import { type ReturnWay, UPDATING_PRICES } from './ui-text'

/**
 * The return form's rules (account.md section 5 "Return"): what it checks before it sends, when it may be sent, and
 * what it sends. Pure: the form at /account/init-return/{id} calls them, the unit tests pin the spec's messages.
 */
export const RETURN_FORM_MESSAGES = {
  email: RETURN_MESSAGES.email,
  emailInvalid: RETURN_MESSAGES.emailInvalid,
  description: RETURN_MESSAGES.description,
  reason: 'Please choose a reason',
  addressInvalid: RETURN_MESSAGES.addressInvalid,
  required: RETURN_MESSAGES.requiredFields,
  chooseMethod: 'Choose how the label ships to see its price',
  choosePrices: 'Fill in the address to see the label prices',
  zip: 'Please enter a 5-digit ZIP code',
} as const

/** The address fields the form shows (the country is always the US). */
export type ReturnAddressField = 'address1' | 'address2' | 'city' | 'state' | 'zip'
const REQUIRED_ADDRESS: ReadonlyArray<Exclude<ReturnAddressField, 'address2'>> = ['address1', 'city', 'state', 'zip']

export interface ReturnFormValues {
  email: string
  description: string
  /** The reason's id as the select holds it; '' before one is chosen. */
  reason: string
  quantity: string
  way: ReturnWay
  address: Record<ReturnAddressField, string>
  dropType: FedexDropType
  /** The label's method id (`{carrier}:{service}`), null until one is chosen. */
  shippingMethod: string | null
}

export type ReturnFormField = 'email' | 'description' | 'reason' | 'quantity' | ReturnAddressField
export interface ReturnFormCheck {
  errors: Partial<Record<ReturnFormField, string>>
  /** The form's message above the button: null when it may be sent. */
  message: string | null
}

const US_ZIP = /^\d{5}(-\d{4})?$/

export const isLabel = (way: ReturnWay): way is 'usps' | 'fedex' => way !== 'own'

/** Missing address fields, with the address form's message ('The City field is required.'). */
function addressErrors(address: ReturnFormValues['address']): ReturnFormCheck['errors'] {
  const errors: ReturnFormCheck['errors'] = {}
  for (const field of REQUIRED_ADDRESS) if (!address[field].trim()) errors[field] = ADDRESS_MESSAGES.required(field)
  return errors
}

/** The address is complete enough to price a label (the server's rule: every required field, and a US ZIP). */
export const isAddressComplete = (address: ReturnFormValues['address']): boolean =>
  isCompleteAddress(returnAddress(address))

/**
 * The checks before sending: the e-mail and comment with the spec's messages; for a label the address. A FedEx label
 * with an address that is not valid says 'Shipping address is not valid', anything else missing 'Please fill in all
 * the required fields'.
 */
export function checkReturnForm(values: ReturnFormValues): ReturnFormCheck {
  const errors: ReturnFormCheck['errors'] = serverFieldErrors(returnTextProblems(values))
  if (!values.reason) errors.reason = RETURN_FORM_MESSAGES.reason
  if (isLabel(values.way)) {
    Object.assign(errors, addressErrors(values.address))
    if (!errors.zip && !US_ZIP.test(values.address.zip.trim())) errors.zip = RETURN_FORM_MESSAGES.zip
  }
  const addressBad = REQUIRED_ADDRESS.some((field) => errors[field])
  if (values.way === 'fedex' && addressBad) return { errors, message: RETURN_FORM_MESSAGES.addressInvalid }
  return { errors, message: Object.keys(errors).length > 0 ? RETURN_FORM_MESSAGES.required : null }
}

/** The chosen carrier's methods in the packages reply (none before the reply). */
export function carrierMethods(reply: ReturnPackagesReply | null, way: ReturnWay): ReturnMethod[] {
  if (!reply || !isLabel(way)) return []
  return reply.packages.find((p) => p.id === way)?.methods ?? []
}

/** The chosen method, if the current prices still offer it. */
export function chosenMethod(values: ReturnFormValues, reply: ReturnPackagesReply | null): ReturnMethod | null {
  return carrierMethods(reply, values.way).find((m) => m.id === values.shippingMethod) ?? null
}

/**
 * Can the form be sent? Own-send always; a label only with a method chosen from the current prices (account.md
 * section 5: "submission is allowed only if own-send is chosen or a shipping method is chosen"), and not while the
 * prices are being updated. Returns why not, or null.
 */
export function submitBlocker(
  values: ReturnFormValues,
  reply: ReturnPackagesReply | null,
  updating: boolean,
): string | null {
  if (!isLabel(values.way)) return null
  if (updating) return UPDATING_PRICES
  if (!reply) return RETURN_FORM_MESSAGES.choosePrices
  return chosenMethod(values, reply) ? null : RETURN_FORM_MESSAGES.chooseMethod
}

export const canSubmitReturn = (values: ReturnFormValues, reply: ReturnPackagesReply | null, updating: boolean) =>
  submitBlocker(values, reply, updating) === null

/** The label's price in cents (0 for own-send or a free label): above 0 the card pays first. */
export const labelPrice = (values: ReturnFormValues, reply: ReturnPackagesReply | null): number =>
  isLabel(values.way) ? (chosenMethod(values, reply)?.price ?? 0) : 0

/** A method's price as the radio shows it: 'Free' at 0 (account.md section 9). */
export const methodPriceLabel = (cents: number): string => (cents === 0 ? 'Free' : formatUSD(cents))

function returnAddress(address: ReturnFormValues['address']): ReturnAddress {
  return {
    address1: address.address1.trim(),
    address2: address.address2.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    zip: address.zip.trim(),
    country: 'US',
  }
}

/**
 * The body of POST /api/shipping-packages/order-products for these values, or null when there is nothing to price
 * (own-send, an address not complete yet). The drop type always goes along, so one answer prices both carriers.
 */
export function packagesRequest(values: ReturnFormValues, product: { id: string; orderId: number }) {
  if (!isLabel(values.way) || !isAddressComplete(values.address)) return null
  return {
    productIds: [product.id],
    orderId: product.orderId,
    dropType: values.dropType,
    address: returnAddress(values.address),
  }
}

export type CreateReturnBody = z.input<typeof createReturnSchema>

/** The body of POST /api/create-rma: `paymentToken` is the card's payment method when the label costs something. */
export function createReturnBody(
  values: ReturnFormValues,
  orderProductId: string,
  attempt: string,
  paymentToken: string | null = null,
  paymentMethod: 'stripe' | 'paypal' | null = paymentToken ? 'stripe' : null,
): CreateReturnBody {
  const label = isLabel(values.way)
  return {
    orderProductId,
    email: values.email.trim(),
    description: values.description.trim(),
    reason: Number(values.reason),
    quantity: Number(values.quantity),
    ownSend: !label,
    createReturnLabel: label,
    shippingMethod: label ? values.shippingMethod : null,
    dropType: values.way === 'fedex' ? values.dropType : null,
    paymentMethod,
    paymentToken,
    address: label ? returnAddress(values.address) : null,
    attempt,
  }
}

/** A new key for one submission (createReturnSchema's `attempt`: 8-64 of [A-Za-z0-9_-]). */
export const newAttempt = (): string => crypto.randomUUID().replace(/-/g, '')

/** Field errors as `{ field: [messages] }` (the server's 422, the shared text checks) on the form's fields. */
export function serverFieldErrors(errors: Partial<Record<string, string[]>> | undefined): ReturnFormCheck['errors'] {
  const out: ReturnFormCheck['errors'] = {}
  const fields: Record<string, ReturnFormField> = {
    email: 'email',
    description: 'description',
    reason: 'reason',
    quantity: 'quantity',
    address: 'address1',
    address1: 'address1',
    city: 'city',
    state: 'state',
    zip: 'zip',
  }
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const field = fields[key]
    const message = Array.isArray(messages) ? messages[0] : typeof messages === 'string' ? messages : undefined
    if (field && message && !out[field]) out[field] = message
  }
  return out
}

/** The form as it opens: the account's e-mail, the order's address, one unit, own-send, FedEx's drop box. */
export function initialReturnValues(
  options: Pick<ReturnOptions, 'email' | 'address' | 'quantities'>,
): ReturnFormValues {
  const { address } = options
  return {
    email: options.email,
    description: '',
    reason: '',
    quantity: String(options.quantities[0] ?? 1),
    way: 'own',
    address: {
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      state: address.state,
      zip: address.zip,
    },
    dropType: 'DROP_BOX',
    shippingMethod: null,
  }
}
