import type { PayloadRequest } from 'payload'
import { NotFoundError, PaymentDeclinedError } from '../../../lib/errors'
import { CheckoutError } from '../../../lib/orders/checkout-error'
import type { StripePaymentView } from '../../../lib/payments/api'
import type { PaymentResult } from '../../../lib/payments/provider'
import { chargeOf, findSession, paymentProvider, updateSession } from '../../payments'
import type { CreateOrderInput } from './create-order'
import { refunded } from './sale'
import { assertSessionCaller, PAYMENT_NOT_AVAILABLE, startPayment } from './start-payment'

export interface CardPaymentInput extends CreateOrderInput {
  amount: number
  method: 'card' | 'wallet'
  paymentMethodId?: string
}

const view = (result: PaymentResult, intentId: string): StripePaymentView => ({
  error: null,
  requiresAction: result.status === 'requires_action',
  clientSecret: result.status === 'requires_action' ? (result.clientSecret ?? null) : null,
  paymentIntentId: intentId,
})

/**
 * POST /api/checkout/stripe (checkout.md section 7). With `paymentMethodId` (the card or wallet the browser made):
 * the checkout's payment session and PaymentIntent are opened for the server's amount (`startPayment`) and the intent
 * confirmed with that card; a 3-D Secure card answers `requiresAction` with the client secret. With `paymentIntentId`
 * (after the shopper authenticated): the intent is confirmed again. A decline is a 402 with Stripe's message; the
 * shopper can pay the same intent with another card. Nothing here makes the order: create-order (or the webhook) does,
 * once Stripe says the intent succeeded.
 */
export async function payByCard(
  req: PayloadRequest,
  input: CardPaymentInput & { paymentIntentId?: string },
): Promise<StripePaymentView> {
  const provider = paymentProvider('card')
  if (!provider || input.paymentMethod !== 'card')
    throw new CheckoutError(PAYMENT_NOT_AVAILABLE, 'no_payment_method', { disablePaymentButton: true })
  let result: PaymentResult
  let intentId: string
  if (input.paymentIntentId) {
    const session = await findSession(req, { attempt: input.attempt })
    if (!session || session.providerId !== input.paymentIntentId) throw new NotFoundError('This payment was not found.')
    assertSessionCaller(req, session)
    intentId = input.paymentIntentId
    const now = await provider.settle(req, chargeOf(session), intentId, `${input.attempt}:read`)
    // Authenticated: the intent waits for the server's confirmation (manual confirmation); otherwise report it.
    const pm = String(now.data?.paymentMethod ?? '')
    result =
      now.data?.status === 'requires_confirmation'
        ? await provider.confirm(req, chargeOf(session), intentId, {}, `${input.attempt}:confirm:${pm}:after-action`)
        : now
  } else {
    const session = await startPayment(req, input, provider, input.amount)
    if (!session.providerId) throw new CheckoutError(PAYMENT_NOT_AVAILABLE, 'no_payment_method')
    intentId = session.providerId
    if (session.status === 'refunded') throw refunded(session.error)
    if (session.status === 'ordered' || session.status === 'paid')
      return view({ status: 'succeeded', providerId: intentId }, intentId)
    result = await provider.confirm(
      req,
      chargeOf(session),
      intentId,
      { paymentMethodId: input.paymentMethodId },
      `${input.attempt}:confirm:${input.paymentMethodId}`,
    )
  }
  // Read again: a webhook may have placed the order meanwhile, and 'ordered' must not go back to 'paid'.
  const session = await findSession(req, { attempt: input.attempt })
  if (result.status === 'failed') {
    if (session) await updateSession(req, session.id, { status: 'failed', error: result.error ?? null })
    throw new PaymentDeclinedError(result.error ?? 'Your card was declined.', result.errorCode ?? 'card_declined')
  }
  if (result.status === 'succeeded' && session?.status !== 'ordered' && session)
    await updateSession(req, session.id, { status: 'paid', error: null })
  return view(result, intentId)
}
