import type { CheckoutBasket, PaymentMethodId } from '../../../lib/checkout/api'

/** What create-order and the payment starts receive: the checkout page's whole request (checkout.md section 7). */
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
  /** Card: the PaymentIntent the shopper confirmed. */
  paymentIntentId?: string
  /** PayPal: the approved PayPal order (checkout.md: "PayPal success returns paypal_id"). */
  paypal_id?: string
}
