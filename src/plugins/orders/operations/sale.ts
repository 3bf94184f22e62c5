import type { PayloadRequest } from 'payload'
import type { CreatedOrderView } from '../../../lib/checkout/api'
import { PaymentDeclinedError } from '../../../lib/errors'
import { CheckoutError } from '../../../lib/orders/checkout-error'
import type { PaymentProvider, PaymentResult } from '../../../lib/payments/provider'
import type { PaymentSession } from '../../../payload-types'
import { chargeOf, findSession, onlineProvider, updateSession } from '../../payments'
import { type CreateOrderInput, createOrder } from './create-order'
import { findOrderByAttempt, placedView } from './placed'
import { refundSession } from './refund-session'
import { assertSessionCaller } from './start-payment'

/*
 * The sale (issue 28): the one path every order takes, in named steps.
 *   prepare     the checkout checked and priced again from the database (prepareOrder: before a payment opens, in
 *               startPayment, and again inside `create`)
 *   settle      the provider's record of the payment (PayPal captures here), which must match the session to the cent
 *   create      the order, its stock and coupon, under the attempt's lock; the session marked ordered in the same
 *               transaction (createOrder)
 *   compensate  when `create` refuses after the money was taken (stock gone, a price changed): the payment refunded,
 *               once, the shopper mailed, the answer says so (refundSession)
 * Every caller goes through here: create-order for every method, the card and PayPal starts (startPayment prepares),
 * and the providers' webhooks (paymentsPlugin's `onPaid`).
 */

const REFUNDED = 'This payment was refunded because the order could not be placed.'

/** The answer for a refunded session, the same every time it is asked (the page disables its Pay button). */
export const refunded = (message?: string | null) =>
  new CheckoutError(message ?? REFUNDED, 'payment_refunded', { disablePaymentButton: true })

/**
 * POST /api/order/create-order (checkout.md section 7) for every method: manual payment places the order directly;
 * a card or PayPal order names the payment the shopper made (paymentIntentId, paypal_id), which must be the one this
 * attempt's session opened, and is finished from the provider's record of it (`finishSale`).
 */
export async function placeOrder(req: PayloadRequest, input: CreateOrderInput): Promise<CreatedOrderView> {
  if (input.paymentMethod === 'manual') return createOrder(req, input)
  const paymentId = input.paymentMethod === 'card' ? input.paymentIntentId : input.paypal_id
  const session = paymentId ? await findSession(req, { attempt: input.attempt }) : null
  if (!session || session.providerId !== paymentId || session.provider !== input.paymentMethod)
    throw new CheckoutError('Please pay before placing the order.', 'payment_incomplete')
  assertSessionCaller(req, session)
  return finishSale(req, session)
}

/**
 * Makes the order of a paid session, for the browser after it paid and for a webhook when the tab was closed: both run
 * this, and the attempt's lock inside `create` makes one order whoever comes first. An order already placed for the
 * attempt is the answer; a refunded session stays refunded.
 */
export async function finishSale(req: PayloadRequest, session: PaymentSession): Promise<CreatedOrderView> {
  const placed = await findOrderByAttempt(req, session.attempt)
  if (placed) return placedView(req, placed)
  if (session.status === 'refunded') throw refunded(session.error)
  const { provider, payment } = await settle(req, session)
  if (
    payment.amount !== session.amount ||
    payment.currency !== 'usd' ||
    (payment.reference && payment.reference !== session.attempt)
  ) {
    req.payload.logger.error(
      { attempt: session.attempt, expected: session.amount, paid: payment.amount, currency: payment.currency },
      'A payment does not match its checkout: refunding it',
    )
    return compensate(req, session, payment, 'The payment does not match the order total.')
  }
  try {
    return await create(req, session, provider, payment)
  } catch (error) {
    if (!(error instanceof CheckoutError) || error.code === 'payment_refunded') throw error
    return compensate(req, session, payment, error.message)
  }
}

/** Step settle: the payment as the provider has it; a declined or unfinished payment stops the sale here. */
async function settle(
  req: PayloadRequest,
  session: PaymentSession,
): Promise<{ provider: PaymentProvider<PayloadRequest>; payment: PaymentResult }> {
  const provider = onlineProvider(session.provider)
  if (!provider || !session.providerId)
    throw new CheckoutError('Please pay before placing the order.', 'payment_incomplete')
  const payment = await provider.settle(req, chargeOf(session), session.providerId, `${session.attempt}:settle`)
  if (payment.status === 'failed') {
    await updateSession(req, session.id, { status: 'failed', error: payment.error ?? null })
    throw new PaymentDeclinedError(payment.error ?? 'The payment was declined.', payment.errorCode ?? null)
  }
  if (payment.status !== 'succeeded')
    throw new CheckoutError('The payment is not complete yet. Please finish paying first.', 'payment_incomplete')
  return { provider, payment }
}

/** Step create: the order from the session's stored checkout, prepared again, with the payment recorded on it. */
function create(
  req: PayloadRequest,
  session: PaymentSession,
  provider: PaymentProvider<PayloadRequest>,
  payment: PaymentResult,
): Promise<CreatedOrderView> {
  return createOrder(req, session.checkout as unknown as CreateOrderInput, {
    paid: {
      provider,
      payment,
      customer: session.customer ? { id: Number(session.customer), email: session.email } : null,
      guard: async (tx) => {
        const now = await findSession(tx, { attempt: session.attempt })
        if (now?.status === 'refunded') throw refunded(now.error)
      },
      placed: (tx, order) => updateSession(tx, session.id, { status: 'ordered', order: order.id, error: null }),
    },
  })
}

/** Step compensate: the money back (or, when an order got placed meanwhile, that order), and the shopper told. */
async function compensate(
  req: PayloadRequest,
  session: PaymentSession,
  payment: { providerId: string | null; amount?: number },
  reason: string,
): Promise<CreatedOrderView> {
  const outcome = await refundSession(req, session, payment, reason)
  if (outcome.order) return placedView(req, outcome.order)
  throw refunded(outcome.message)
}
