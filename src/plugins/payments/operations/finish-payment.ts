import type { PayloadRequest } from 'payload'
import type { CreatedOrderView } from '../../../lib/checkout/api'
import { PaymentDeclinedError } from '../../../lib/errors'
import { CheckoutError } from '../../../lib/orders/checkout-error'
import type { PaymentSession } from '../../../payload-types'
import { type CreateOrderInput, createOrder } from '../../orders/operations/create-order'
import { findOrderByAttempt, placedView } from '../../orders/operations/placed'
import { onlineProvider } from '../registry'
import { refundSession } from './refund-session'
import { chargeOf, findSession, updateSession } from './sessions'

const REFUNDED = 'This payment was refunded because the order could not be placed.'

/** The answer for a refunded session, the same every time it is asked (the page disables its Pay button). */
export const refunded = (message?: string | null) =>
  new CheckoutError(message ?? REFUNDED, 'payment_refunded', { disablePaymentButton: true })

/**
 * Makes the order of a paid session (issue 13), for the browser after it paid and for a webhook when the tab was
 * closed: both run this, and the attempt's lock inside create-order makes one order whoever comes first. The payment is
 * read from the provider (PayPal's capture happens here), and must have succeeded for exactly the session's amount in
 * USD, for this attempt. When the order cannot be made after the money was taken (stock gone, a price changed), the
 * payment is refunded, the shopper told, and the answer says so.
 */
export async function finishPayment(req: PayloadRequest, session: PaymentSession): Promise<CreatedOrderView> {
  const placed = await findOrderByAttempt(req, session.attempt)
  if (placed) return placedView(req, placed)
  if (session.status === 'refunded') throw refunded(session.error)
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
  if (
    payment.amount !== session.amount ||
    payment.currency !== 'usd' ||
    (payment.reference && payment.reference !== session.attempt)
  ) {
    req.payload.logger.error(
      { attempt: session.attempt, expected: session.amount, paid: payment.amount, currency: payment.currency },
      'A payment does not match its checkout: refunding it',
    )
    return refundAndRefuse(req, session, payment, 'The payment does not match the order total.')
  }
  try {
    return await createOrder(req, session.checkout as unknown as CreateOrderInput, {
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
  } catch (error) {
    if (!(error instanceof CheckoutError) || error.code === 'payment_refunded') throw error
    return refundAndRefuse(req, session, payment, error.message)
  }
}

async function refundAndRefuse(
  req: PayloadRequest,
  session: PaymentSession,
  payment: { providerId: string | null; amount?: number },
  reason: string,
): Promise<CreatedOrderView> {
  const outcome = await refundSession(req, session, payment, reason)
  if (outcome.order) return placedView(req, outcome.order)
  throw refunded(outcome.message)
}
