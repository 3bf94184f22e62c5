import type { PayloadRequest } from 'payload'
import { checkAddress } from '../../../lib/address'
import type { CheckoutBasket, CreatedOrderView, PaymentMethodId } from '../../../lib/checkout/api'
import { billingProblems, INVALID_FORM_MESSAGE } from '../../../lib/checkout/billing'
import { CheckoutError } from '../../../lib/orders/checkout-error'
import { consume } from '../../../server/rate-limit'
import { lockInTransaction, lockKeyOf } from '../../../server/sql'
import { inTransaction } from '../../../server/transaction'
import { quoteCheckout } from '../../checkout/operations/quote'
import { shippingCountryLookup } from '../../countries'
import { paymentProvider } from '../../payments'
import { afterOrder } from './after-order'
import { assertPlaceable } from './assert-placeable'
import { refuseRegisteredEmail } from './buyer'
import { orderData } from './order-data'
import { nextOrderNumber } from './order-link'
import { findOrderByAttempt, placedView } from './placed'
import { recordTransaction } from './record-payment'
import { redeemCoupon } from './redeem-coupon'
import { stockNeeds, takeStock } from './take-stock'

/** Advisory-lock space of checkout attempts ('PORD'). */
const ATTEMPT_LOCK_SPACE = 0x504f5244

export interface CreateOrderInput {
  order: {
    shipping: { address: Record<string, unknown>; instructions: string }
    billing: { sameAsShipping: boolean; address1: string; zip: string; country: string }
    shippingPackages: Array<{ id: string; method: string }>
  }
  basket: CheckoutBasket
  check_total: number
  prices: Partial<Record<'subtotal' | 'shipping' | 'discount' | 'tax' | 'vatFee' | 'total', number>>
  paymentMethod: PaymentMethodId
  /** The checkout attempt's idempotency key. */
  attempt: string
}

/**
 * Places an order (issue 12 items 3–5). The server recomputes everything from the database and never records a
 * number the browser sent: the address is checked, the basket quoted again, and the page's figures must match to
 * the cent ('total_changed' with the current totals otherwise). Then, in ONE transaction: the attempt key is locked
 * (a double click, a retry or a resubmitted page gets the first order back), stock is taken by conditional updates
 * (`stock_out` when another buyer got the last unit), the coupon's use is counted, the guest's account is made, the
 * order is written with its number, and the payment provider is started. E-mails go after the commit.
 * Payment webhooks (next issue) finish orders through this same operation.
 */
export async function createOrder(
  req: PayloadRequest,
  input: CreateOrderInput,
  now = new Date(),
): Promise<CreatedOrderView> {
  const replay = await findOrderByAttempt(req, input.attempt)
  if (replay) return placedView(req, replay)
  await consume(req, 'create-order')

  const address = checkAddress(input.order.shipping.address, await shippingCountryLookup(), { full: true })
  const billing = billingProblems(input.order.billing, address.ok ? address.value.country.code : '')
  if (!address.ok || billing)
    throw new CheckoutError(INVALID_FORM_MESSAGE, 'invalid_form', {
      errors: { ...(address.ok ? {} : address.errors), ...(billing ?? {}) },
    })
  const shipping = address.value
  const signedIn = req.user?.collection === 'users' ? req.user : null
  const email = (signedIn?.email ?? shipping.email).toLowerCase()
  if (!signedIn) await refuseRegisteredEmail(req, email)

  const quoteInput = {
    address: { country: shipping.country.code, state: shipping.state?.abbreviation ?? '', zip: shipping.zip ?? '' },
    basket: input.basket,
    choices: Object.fromEntries(input.order.shippingPackages.map((p) => [p.id, p.method])),
    buyer: { customer: signedIn?.id ?? null, email },
    now,
  }
  const checked = await quoteCheckout(req, quoteInput)
  const { quote } = checked
  assertPlaceable(input, checked)
  const provider = paymentProvider(input.paymentMethod)
  if (!provider)
    throw new CheckoutError('This payment method is not available. Please choose another one.', 'no_payment_method', {
      disablePaymentButton: true,
    })

  const placed = await inTransaction(req, async () => {
    await lockInTransaction(req, ATTEMPT_LOCK_SPACE, lockKeyOf(input.attempt))
    const again = await findOrderByAttempt(req, input.attempt)
    if (again) return { order: again, transactionId: undefined }
    const buyer = { customer: signedIn?.id ?? null, email }
    const number = await nextOrderNumber(req)
    const total = quote.totals.totalOrderPrice
    const payment = await provider.initiate(
      req,
      { number, email, amount: total, currency: 'usd' },
      `${input.attempt}:initiate`,
    )
    if (quote.coupon?.ok && checked.coupon) await redeemCoupon(req, checked.coupon, buyer)
    const stock = stockNeeds(quote.basket.lines)
    const order = await req.payload.create({
      collection: 'orders',
      data: orderData({
        number,
        attempt: input.attempt,
        buyer,
        shipping,
        instructions: input.order.shipping.instructions,
        billing: input.order.billing,
        quote,
        configurationIds: checked.loaded.configurationIds,
        coupon: checked.coupon,
        paymentMethod: provider.id,
        payment,
        stock,
        now,
      }),
      depth: 0,
      req,
      overrideAccess: true, // orders are written only here, after every check above
    })
    const kind = 'payment'
    const transaction = await recordTransaction(
      req,
      { order: order.id, provider: provider.id, kind, amount: total, idempotencyKey: `${input.attempt}:${kind}` },
      payment,
    )
    // Last, so the rows every order of a platform shares (its hardware) stay locked only until the commit.
    await takeStock(req, stock)
    return { order, transactionId: transaction.id as number | undefined }
  })
  // A new order (not one the same attempt placed before): its follow-up work, and its transaction is known.
  if (placed.transactionId !== undefined) afterOrder(req.payload, placed.order, !signedIn)
  return placedView(req, placed.order, placed.transactionId)
}
