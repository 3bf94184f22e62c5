import type { PayloadRequest } from 'payload'
import type { PaymentMethodId, PaymentMethodView } from '../../lib/checkout/api'
import type { PaymentProvider } from '../../lib/payments/provider'
import { manualProvider } from './providers/manual'

/**
 * The payment providers the store knows, in the order the checkout offers them. Card (Stripe) and PayPal join this
 * list when their keys are configured (the next issue); until then manual payment is the live method.
 */
const others: PaymentProvider<PayloadRequest>[] = []
const anyOtherLive = () => others.some((p) => p.live())
const providers: PaymentProvider<PayloadRequest>[] = [...others, manualProvider(anyOtherLive)]

export function paymentProvider(id: PaymentMethodId): PaymentProvider<PayloadRequest> | null {
  return providers.find((p) => p.id === id && p.live()) ?? null
}

/** The methods live for the checkout, with the manual payment's title and instructions from site settings. */
export function livePaymentMethods(manual: { title: string; instructions: string }): PaymentMethodView[] {
  return providers
    .filter((p) => p.live())
    .map((p) => ({
      id: p.id,
      name: p.id === 'manual' ? manual.title : p.title,
      instructions: p.id === 'manual' ? manual.instructions || null : null,
    }))
}
