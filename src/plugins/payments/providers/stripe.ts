import type { PayloadRequest } from 'payload'
import Stripe from 'stripe'
import { PaymentDeclinedError, ServiceUnavailableError } from '../../../lib/errors'
import type { StripeConfig } from '../../../lib/payments/config'
import type { PaymentEvent, PaymentProvider, PaymentResult, RefundNotice } from '../../../lib/payments/provider'

/** Stripe's answer for a PaymentIntent, reduced to the payment interface's terms. */
function resultOf(intent: Stripe.PaymentIntent): PaymentResult {
  const failed = intent.status === 'requires_payment_method' && intent.last_payment_error
  return {
    status:
      intent.status === 'succeeded'
        ? 'succeeded'
        : intent.status === 'requires_action'
          ? 'requires_action'
          : intent.status === 'canceled'
            ? 'canceled'
            : failed
              ? 'failed'
              : 'pending',
    providerId: intent.id,
    amount: intent.amount_received || (intent.status === 'succeeded' ? intent.amount : 0),
    currency: intent.currency,
    reference: intent.metadata?.attempt ?? null,
    clientSecret: intent.status === 'requires_action' ? intent.client_secret : null,
    error: failed ? (intent.last_payment_error?.message ?? 'Your card was declined.') : null,
    errorCode: failed ? (intent.last_payment_error?.code ?? null) : null,
    data: {
      status: intent.status,
      amount: intent.amount,
      paymentMethod: idOf(intent.payment_method),
      ...(payerOf(intent) ? { payer: payerOf(intent) } : {}),
    },
  }
}

/**
 * The card that paid, as Stripe identifies it across payment methods (`card.fingerprint`: the same card number gives
 * the same one), when the intent was read with its payment method expanded. Affiliates compare it (self-referral).
 */
function payerOf(intent: Stripe.PaymentIntent): string | null {
  const method = intent.payment_method
  const fingerprint = typeof method === 'object' && method ? method.card?.fingerprint : null
  return fingerprint ? `card:${fingerprint}` : null
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null))

/**
 * A card error is the shopper's to read (declined, authentication failed); anything else (a key Stripe refuses, a
 * network failure) is the store's problem and charges nothing: 503, logged.
 */
function failure(req: PayloadRequest, error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError)
    throw new PaymentDeclinedError(error.message || 'Your card was declined.', error.code ?? 'card_declined')
  req.payload.logger.error({ err: error }, 'Stripe call failed')
  throw new ServiceUnavailableError()
}

/** A 4xx from Stripe that sending the same request again will not change. */
const isRefusal = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError &&
  !(error instanceof Stripe.errors.StripeIdempotencyError) &&
  typeof error.statusCode === 'number' &&
  error.statusCode >= 400 &&
  error.statusCode < 500 &&
  error.statusCode !== 409 &&
  error.statusCode !== 429

/** The Stripe SDK for these keys, pointed at STRIPE_API_BASE when set (the test peer). */
export function stripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Padforge' },
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
}

/**
 * Cards and wallets (Apple Pay, Google Pay through the Express Checkout Element) by Stripe PaymentIntents with manual
 * confirmation (checkout.md section 7, POST /api/checkout/stripe): the server creates the intent with ITS amount,
 * confirms it with the payment method the browser made, and, when the bank asks for 3-D Secure, confirms it again
 * after the shopper authenticated. Every call carries an idempotency key derived from the checkout attempt.
 */
export function stripeProvider(config: () => StripeConfig | null): PaymentProvider<PayloadRequest> {
  let cached: { key: string; client: Stripe } | null = null
  const client = () => {
    const c = config()
    if (!c) throw new ServiceUnavailableError()
    const key = `${c.secretKey}|${c.apiBase?.href ?? ''}`
    if (cached?.key !== key) cached = { key, client: stripeClient(c) }
    return { stripe: cached.client, config: c }
  }
  const read = async (req: PayloadRequest, intentId: string): Promise<PaymentResult> => {
    try {
      return resultOf(await client().stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] }))
    } catch (error) {
      return failure(req, error)
    }
  }
  return {
    id: 'card',
    title: 'Credit Card',
    live: () => config() !== null,
    publicKey: () => config()?.publishableKey ?? null,
    async initiate(req, charge, key) {
      try {
        const intent = await client().stripe.paymentIntents.create(
          {
            amount: charge.amount,
            currency: charge.currency,
            // Cards and wallets; no redirecting methods: the checkout has no return page for them.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            confirmation_method: 'manual',
            capture_method: 'automatic',
            description: charge.description,
            receipt_email: charge.email,
            metadata: { attempt: charge.reference },
          },
          { idempotencyKey: key },
        )
        return resultOf(intent)
      } catch (error) {
        return failure(req, error)
      }
    },
    async confirm(req, _charge, intentId, input, key) {
      try {
        const intent = await client().stripe.paymentIntents.confirm(
          intentId,
          { ...(input.paymentMethodId ? { payment_method: input.paymentMethodId } : {}), expand: ['payment_method'] },
          { idempotencyKey: key },
        )
        return resultOf(intent)
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const raw = error.raw as { payment_intent?: Stripe.PaymentIntent }
          return {
            ...(raw.payment_intent ? resultOf(raw.payment_intent) : { providerId: intentId }),
            status: 'failed',
            error: error.message || 'Your card was declined.',
            errorCode: error.code ?? 'card_declined',
          }
        }
        // Already confirmed (a second click, a refunded attempt asked again) or the same key still in flight
        // (Stripe answers 409): report the intent as it is instead of failing.
        if (
          (error instanceof Stripe.errors.StripeInvalidRequestError &&
            error.code === 'payment_intent_unexpected_state') ||
          error instanceof Stripe.errors.StripeIdempotencyError
        )
          return read(req, intentId)
        return failure(req, error)
      }
    },
    // The card was confirmed with the shopper (this request or 3-D Secure): only read what Stripe has.
    settle: (req, _charge, intentId) => read(req, intentId),
    async webhook(req, rawBody, headers) {
      const { stripe, config: c } = client()
      const signature = headers.get('stripe-signature')
      if (!signature) return null
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, c.webhookSecret)
      } catch {
        req.payload.logger.warn('Stripe webhook: the signature does not check out')
        return null
      }
      return eventOf(event)
    },
    async refund(req, intentId, amount, key) {
      try {
        const refund = await client().stripe.refunds.create(
          { payment_intent: intentId, amount, reason: 'requested_by_customer' },
          { idempotencyKey: key },
        )
        return {
          status: refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending',
          providerId: refund.id,
          amount: refund.amount,
          currency: refund.currency,
          data: { paymentIntent: intentId, status: refund.status },
        }
      } catch (error) {
        // Stripe refused the refund itself (nothing left, a bad amount): final. Anything else may be retried.
        if (isRefusal(error)) return { status: 'failed', providerId: null, error: error.message }
        return failure(req, error)
      }
    },
    async cancel(req, intentId) {
      const { stripe } = client()
      try {
        return resultOf(await stripe.paymentIntents.cancel(intentId))
      } catch (error) {
        // Already succeeded or canceled: report what it is.
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return resultOf(await stripe.paymentIntents.retrieve(intentId))
        return failure(req, error)
      }
    },
  }
}

/** What a Stripe event means for the store: a succeeded PaymentIntent finishes its order; the rest is noted. */
export function eventOf(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as { object?: string; id?: string; metadata?: Record<string, string> }
  const intentId =
    object.object === 'payment_intent'
      ? (object.id ?? null)
      : idOf((object as { payment_intent?: string | { id: string } | null }).payment_intent)
  return {
    eventId: event.id,
    type: event.type,
    sessionProviderId: intentId,
    reference: object.object === 'payment_intent' ? (object.metadata?.attempt ?? null) : null,
    action: event.type === 'payment_intent.succeeded' ? 'finish' : 'record',
    refunds: refundsOf(event),
  }
}

interface RefundLike {
  object?: string
  id?: string
  amount?: number
  status?: string | null
  payment_intent?: string | { id: string } | null
}

/** The refunds a `refund.*` event (the refund) or `charge.refunded` (the charge's listed refunds) reports. */
function refundsOf(event: Stripe.Event): RefundNotice[] {
  const object = event.data.object as RefundLike & { refunds?: { data?: RefundLike[] } }
  const list = object.object === 'refund' ? [object] : object.object === 'charge' ? (object.refunds?.data ?? []) : []
  return list.flatMap((r) => {
    const paymentId = idOf(r.payment_intent ?? (object.object === 'charge' ? object.payment_intent : null))
    if (!r.id || !paymentId || typeof r.amount !== 'number') return []
    const status =
      r.status === 'succeeded' ? 'succeeded' : r.status === 'failed' || r.status === 'canceled' ? 'failed' : 'pending'
    return [{ refundId: r.id, paymentId, amount: r.amount, status }]
  })
}
