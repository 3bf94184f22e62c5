import type { Stripe } from '@stripe/stripe-js'
import { callApi } from '@/components/api/call'
import type { StripePaymentView } from '@/lib/payments/api'
import type { PreparedCheckout } from './types'

/** checkout.md section 8: card, wallet and authentication errors show in a popup with this title. */
export const STRIPE_ERROR_TITLE = 'Stripe Payment Error'

export type StripeOutcome =
  | { ok: true; paymentIntentId: string }
  /** `failure`: a checkout refusal (422) the page handles like create-order's; otherwise the popup shows `message`. */
  | { ok: false; message: string; failure?: { status: number; body: unknown } }

/**
 * The server side of a card or wallet payment (checkout.md sections 4 and 7): POST /api/checkout/stripe with the
 * payment method the browser made; when the bank asks for 3-D Secure, Stripe.js shows the challenge
 * (`handleCardAction`) and the page asks the server to confirm again with the PaymentIntent. The order is made after.
 */
export async function payOnServer(
  stripe: Stripe,
  prepared: PreparedCheckout,
  method: 'card' | 'wallet',
  paymentMethodId: string,
): Promise<StripeOutcome> {
  const base = { ...prepared.body, amount: prepared.amount, method }
  let result = await callApi<StripePaymentView>('/api/checkout/stripe', 'POST', { ...base, paymentMethodId })
  for (let round = 0; round < 3; round++) {
    if (!result.ok) {
      const code = (result.body as { code?: unknown } | null)?.code
      // A refusal of the checkout itself (totals changed, stock gone): the page's own handling.
      if (result.status === 422 && typeof code === 'string')
        return { ok: false, message: result.message, failure: { status: result.status, body: result.body } }
      return { ok: false, message: result.message }
    }
    const answer = result.value
    if (answer.error) return { ok: false, message: answer.error }
    if (!answer.paymentIntentId) return { ok: false, message: 'The payment could not be started.' }
    if (!answer.requiresAction || !answer.clientSecret) return { ok: true, paymentIntentId: answer.paymentIntentId }
    const action = await stripe.handleCardAction(answer.clientSecret)
    if (action.error)
      return { ok: false, message: action.error.message ?? 'We are unable to authenticate your payment method.' }
    result = await callApi<StripePaymentView>('/api/checkout/stripe', 'POST', {
      ...base,
      paymentIntentId: answer.paymentIntentId,
    })
  }
  return { ok: false, message: 'The payment could not be authenticated. Please try another card.' }
}
