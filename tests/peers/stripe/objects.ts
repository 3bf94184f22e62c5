/**
 * The Stripe objects the peer keeps and returns, shaped like Stripe's JSON (only the fields the store can use), and
 * the error a route throws to answer like Stripe does.
 */

/** A card payment method (`pm_…`). */
export interface PaymentMethod {
  id: string
  object: 'payment_method'
  type: 'card'
  card: {
    brand: string
    last4: string
    exp_month: number
    exp_year: number
    funding: 'credit'
    country: 'US'
    fingerprint: string
  }
  billing_details: {
    name: string | null
    email: string | null
    phone: string | null
    address: { postal_code: string | null; country: string | null }
  }
  created: number
  livemode: false
}

/** Why the last attempt failed, as Stripe puts it on the intent. */
export interface PaymentError {
  type: 'card_error' | 'invalid_request_error'
  code: string
  decline_code?: string
  message: string
  payment_method?: PaymentMethod
}

/** `next_action` of an intent waiting for 3-D Secure. */
export interface NextAction {
  type: 'use_stripe_sdk'
  use_stripe_sdk: { type: 'three_d_secure_redirect'; stripe_js: string }
}

/** The statuses the peer uses (no manual capture, so never requires_capture). */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled'

/** A payment (`pi_…`). */
export interface PaymentIntent {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  amount_capturable: number
  currency: string
  status: PaymentIntentStatus
  client_secret: string
  metadata: Record<string, string>
  description: string | null
  receipt_email: string | null
  payment_method: string | null
  payment_method_types: string[]
  allowed_payment_method_types: string[] | null
  automatic_payment_methods: { enabled: boolean } | null
  confirmation_method: 'automatic' | 'manual'
  capture_method: 'automatic' | 'automatic_async'
  latest_charge: string | null
  last_payment_error: PaymentError | null
  next_action: NextAction | null
  canceled_at: number | null
  cancellation_reason: string | null
  customer: string | null
  shipping: Record<string, unknown> | null
  setup_future_usage: string | null
  statement_descriptor: string | null
  statement_descriptor_suffix: string | null
  created: number
  livemode: false
}

/** The money moved by a successful payment (`ch_…`): at most one per intent. */
export interface Charge {
  id: string
  object: 'charge'
  amount: number
  amount_captured: number
  amount_refunded: number
  refunded: boolean
  captured: true
  paid: true
  status: 'succeeded'
  currency: string
  payment_intent: string
  payment_method: string
  payment_method_details: { type: 'card'; card: { brand: string; last4: string; exp_month: number; exp_year: number } }
  metadata: Record<string, string>
  description: string | null
  receipt_email: string | null
  created: number
  livemode: false
}

/** Money given back (`re_…`). */
export interface Refund {
  id: string
  object: 'refund'
  amount: number
  currency: string
  charge: string
  payment_intent: string
  reason: string | null
  status: 'succeeded'
  metadata: Record<string, string>
  created: number
}

/** Every object an event can carry. */
export type StripeObject = PaymentIntent | Charge | Refund

/** A webhook event (`evt_…`); `data.object` is a snapshot taken when it happened. */
export interface StripeEvent {
  id: string
  object: 'event'
  api_version: string
  created: number
  type: string
  livemode: false
  pending_webhooks: number
  request: { id: string | null; idempotency_key: string | null }
  data: { object: StripeObject }
}

/** Stripe's error body: `{ error: { type, code, decline_code, message, param, payment_intent } }`. */
export interface ErrorBody {
  type: 'api_error' | 'authentication_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error'
  message: string
  code?: string
  decline_code?: string
  param?: string
  payment_intent?: PaymentIntent
  payment_method?: PaymentMethod
}

/** Thrown by a route to answer with Stripe's error JSON and this HTTP status. */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message)
  }
}

/** 400 invalid_request_error. */
export const invalid = (message: string, code?: string, param?: string): StripeFailure =>
  new StripeFailure(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  })

/** 404 resource_missing for an unknown id. */
export const missing = (kind: string, id: string, param = 'id'): StripeFailure =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  })
