import type { PayloadRequest } from 'payload'
import { checkAddress, type FullAddress } from '../../../lib/address'
import { billingProblems, INVALID_FORM_MESSAGE } from '../../../lib/checkout/billing'
import { CheckoutError } from '../../../lib/orders/checkout-error'
import { type CheckoutQuote, quoteCheckout } from '../../checkout'
import { shippingCountryLookup } from '../../countries'
import { assertPlaceable } from './assert-placeable'
import { type Buyer, refuseRegisteredEmail } from './buyer'
import type { CreateOrderInput } from './order-input'

export interface PreparedOrder {
  shipping: FullAddress
  buyer: Buyer
  checked: CheckoutQuote
}

/**
 * Everything create-order checks before it writes, on its own so a card or PayPal payment is refused for the same
 * reasons BEFORE money moves (issue 13): the address and billing, a guest's e-mail that belongs to an account, the
 * basket quoted again from the database, and the page's figures to the cent. `customer` is who buys: the signed-in
 * user by default, or the one a stored payment session names (a webhook has no session); a paid order skips the
 * e-mail check (the shopper was a guest when they paid, and the order goes to that e-mail whatever happened since).
 */
export async function prepareOrder(
  req: PayloadRequest,
  input: CreateOrderInput,
  options: { now: Date; customer?: { id: number; email: string } | null; paid?: boolean },
): Promise<PreparedOrder> {
  const countries = await shippingCountryLookup(req.payload)
  const address = checkAddress(input.order.shipping.address, countries, { full: true })
  // The same billing rules as the page's form, its country check included.
  const billing = billingProblems(input.order.billing, address.ok ? address.value.country.code : '', countries)
  if (!address.ok || billing)
    throw new CheckoutError(INVALID_FORM_MESSAGE, 'invalid_form', {
      errors: { ...(address.ok ? {} : address.errors), ...(billing ?? {}) },
    })
  const shipping = address.value
  const signedIn =
    options.customer !== undefined
      ? options.customer
      : req.user?.collection === 'users'
        ? { id: req.user.id as number, email: String(req.user.email) }
        : null
  const email = (signedIn?.email ?? shipping.email).toLowerCase()
  if (!signedIn && !options.paid) await refuseRegisteredEmail(req, email)
  const buyer = { customer: signedIn?.id ?? null, email }
  const checked = await quoteCheckout(req, {
    address: { country: shipping.country.code, state: shipping.state?.abbreviation ?? '', zip: shipping.zip ?? '' },
    basket: input.basket,
    choices: Object.fromEntries(input.order.shippingPackages.map((p) => [p.id, p.method])),
    buyer,
    now: options.now,
  })
  assertPlaceable(input, checked)
  return { shipping, buyer, checked }
}
