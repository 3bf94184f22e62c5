import type { CreateOrderRequest, PaymentMethodId } from '@/lib/checkout/api'

/** A checkout the form checked, ready to pay for: the create-order body with its attempt key, and the amount shown. */
export interface PreparedCheckout {
  body: CreateOrderRequest & { attempt: string }
  /** Cents, as the page shows the total (the server charges its own, which must be the same). */
  amount: number
}

/** What a payment method component needs from the checkout page. */
export interface PaymentHost {
  /**
   * Checks the form (the invalid-form popup when it is not complete) and returns the checkout paid with `method`, or
   * null. The method is the caller's, not the open tab's: the wallet button above the tabs pays by card.
   */
  prepare: (method: PaymentMethodId) => Promise<PreparedCheckout | null>
  /**
   * The shopper paid: make the order (create-order with the payment's id). Failures show the Error popup, except a
   * payment the provider declined at this step (402), which is returned for the method to handle.
   */
  onPaid: (
    prepared: PreparedCheckout,
    payment: { paymentIntentId: string } | { paypal_id: string },
  ) => Promise<{ declined: string } | null>
  /** checkout.md section 8: 'Stripe Payment Error' and the like; `failure` is the server's error body, if any. */
  onError: (title: string, message: string, failure?: { status: number; body: unknown }) => void
  /** The order is being made (the buttons stay busy until the thanks page shows). */
  creating: boolean
}

/** The browser's payment errors go to the server log (checkout.md section 7, POST /api/log-message). */
export function logPaymentError(msg: string, params: Record<string, unknown> = {}): void {
  void fetch('/api/log-message', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ msg: msg.slice(0, 2000), params, logLevel: 'error' }),
    keepalive: true,
  }).catch(() => undefined)
}
