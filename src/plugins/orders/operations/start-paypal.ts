import type { PayloadRequest } from 'payload'
import { CheckoutError } from '../../../lib/orders/checkout-error'
import type { PayPalOrderView } from '../../../lib/payments/api'
import { paymentProvider } from '../../payments'
import type { CreateOrderInput } from './create-order'
import { PAYMENT_NOT_AVAILABLE, startPayment } from './start-payment'

/**
 * POST /api/checkout/paypal: the PayPal order the button opens (checkout.md section 4), made by the server for its
 * own amount after the checkout passed every create-order check. The same attempt gets the same PayPal order.
 */
export async function startPayPal(
  req: PayloadRequest,
  input: CreateOrderInput & { amount: number },
): Promise<PayPalOrderView> {
  const provider = paymentProvider('paypal')
  if (!provider || input.paymentMethod !== 'paypal')
    throw new CheckoutError(PAYMENT_NOT_AVAILABLE, 'no_payment_method', { disablePaymentButton: true })
  const session = await startPayment(req, input, provider, input.amount)
  if (!session.providerId) throw new CheckoutError(PAYMENT_NOT_AVAILABLE, 'no_payment_method')
  return { id: session.providerId }
}
