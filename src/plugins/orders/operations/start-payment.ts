import type { PayloadRequest } from 'payload'
import { sameId } from '../../../access'
import { NotFoundError } from '../../../lib/errors'
import { CheckoutError } from '../../../lib/orders/checkout-error'
import type { PaymentProvider } from '../../../lib/payments/provider'
import type { PaymentSession } from '../../../payload-types'
import { consume } from '../../../server/rate-limit'
import { inTransaction } from '../../../server/transaction'
import { chargeOf, findSession, updateSession } from '../../payments'
import { type CreateOrderInput, lockAttempt } from './create-order'
import { prepareOrder } from './prepare-order'

/** checkout.md section 8: payment is not possible (no live provider for the method). */
export const PAYMENT_NOT_AVAILABLE = 'Payment is not available for selected products'

/** A session belongs to the browser that holds its attempt key, and to its customer when one was signed in. */
export function assertSessionCaller(req: PayloadRequest, session: PaymentSession): void {
  if (session.customer && !sameId(session.customer, req.user?.collection === 'users' ? req.user.id : null))
    throw new NotFoundError('This payment was not found.')
}

/**
 * Opens the payment of a checkout attempt (issue 13), before any money moves: the checkout is checked exactly as
 * create-order will check it, the amount the page wants to pay must be the server's total, and the request is stored
 * as a payment session with the provider's payment (a PaymentIntent, a PayPal order) made for THAT amount, with an
 * idempotency key of the attempt. A second call for the same attempt (a double click, a retry) finds the same
 * session and payment. Rate-limited like create-order: card testing is a script calling this.
 */
export async function startPayment(
  req: PayloadRequest,
  input: CreateOrderInput,
  provider: PaymentProvider<PayloadRequest>,
  amount: number,
): Promise<PaymentSession> {
  const existing = await findSession(req, { attempt: input.attempt })
  if (existing) assertSessionCaller(req, existing)
  if (existing && existing.status !== 'open' && existing.status !== 'failed') return existing
  await consume(req, 'create-order')
  const { buyer, checked } = await prepareOrder(req, input, { now: new Date() })
  const total = checked.quote.totals.totalOrderPrice
  if (amount !== total)
    throw new CheckoutError('The amount to pay does not match the order total.', 'total_changed', {
      totals: checked.view.totals,
    })
  return inTransaction(req, async () => {
    await lockAttempt(req, input.attempt)
    const again = await findSession(req, { attempt: input.attempt })
    if (again?.providerId) return again
    const session =
      again ??
      (await req.payload.create({
        collection: 'payment-sessions',
        data: {
          attempt: input.attempt,
          provider: provider.id === 'paypal' ? 'paypal' : 'card',
          status: 'open',
          amount: total,
          currency: 'usd',
          email: buyer.email,
          customer: buyer.customer,
          checkout: { ...input, paymentIntentId: undefined, paypal_id: undefined } as Record<string, unknown>,
        },
        depth: 0,
        req,
        overrideAccess: true, // sessions are written only by the payment operations, after the checks above
      }))
    const payment = await provider.initiate(req, chargeOf(session), `${input.attempt}:initiate`)
    if (!payment.providerId) throw new CheckoutError(PAYMENT_NOT_AVAILABLE, 'no_payment_method')
    await updateSession(req, session.id, { providerId: payment.providerId })
    return { ...session, providerId: payment.providerId }
  })
}
