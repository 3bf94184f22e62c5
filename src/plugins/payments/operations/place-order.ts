import type { PayloadRequest } from 'payload'
import type { CreatedOrderView } from '../../../lib/checkout/api'
import { CheckoutError } from '../../../lib/orders/checkout-error'
import { type CreateOrderInput, createOrder } from '../../orders/operations/create-order'
import { finishPayment } from './finish-payment'
import { findSession } from './sessions'
import { assertSessionCaller } from './start-payment'

/**
 * POST /api/order/create-order (checkout.md section 7) for every method: manual payment places the order directly;
 * a card or PayPal order names the payment the shopper made (paymentIntentId, paypal_id), which must be the one this
 * attempt's session opened, and is finished from the provider's record of it (`finishPayment`).
 */
export async function placeOrder(req: PayloadRequest, input: CreateOrderInput): Promise<CreatedOrderView> {
  if (input.paymentMethod === 'manual') return createOrder(req, input)
  const paymentId = input.paymentMethod === 'card' ? input.paymentIntentId : input.paypal_id
  const session = paymentId ? await findSession(req, { attempt: input.attempt }) : null
  if (!session || session.providerId !== paymentId || session.provider !== input.paymentMethod)
    throw new CheckoutError('Please pay before placing the order.', 'payment_incomplete')
  assertSessionCaller(req, session)
  return finishPayment(req, session)
}
