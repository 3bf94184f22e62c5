/**
 * PaymentIntents through their life: create, update, confirm (succeed, ask for 3-D Secure, or decline), the
 * shopper's 3-D Secure answer, cancel. Each status change emits its event; a successful payment makes its one charge.
 */
import { outcomeOf } from './cards'
import { type FormObject, group, list, strings, text } from './form'
import {
  type Charge,
  invalid,
  missing,
  type PaymentError,
  type PaymentIntent,
  type PaymentMethod,
  StripeFailure,
} from './objects'
import { flag, integer, nullable, oneOf, onlyKnown, required } from './params'
import { paymentMethod } from './payment-methods'
import { newId, now, type RequestContext, type Store } from './store'

// The parameters stripe 23.1.0 knows for each call (PaymentIntentCreateParams…), plus the older payment_method_types.
const CREATE_PARAMS = [
  'amount',
  'currency',
  'allowed_payment_method_types',
  'amount_details',
  'application_fee_amount',
  'automatic_payment_methods',
  'capture_method',
  'confirm',
  'confirmation_method',
  'confirmation_token',
  'customer',
  'customer_account',
  'description',
  'error_on_requires_action',
  'excluded_payment_method_types',
  'expand',
  'hooks',
  'mandate',
  'mandate_data',
  'metadata',
  'off_session',
  'on_behalf_of',
  'payment_details',
  'payment_method',
  'payment_method_configuration',
  'payment_method_data',
  'payment_method_options',
  'payment_method_types',
  'radar_options',
  'receipt_email',
  'return_url',
  'setup_future_usage',
  'shipping',
  'statement_descriptor',
  'statement_descriptor_suffix',
  'transfer_data',
  'transfer_group',
  'use_stripe_sdk',
] as const
const CONFIRM_PARAMS = [
  'allowed_payment_method_types',
  'amount_details',
  'amount_to_confirm',
  'capture_method',
  'confirmation_token',
  'error_on_requires_action',
  'excluded_payment_method_types',
  'expand',
  'hooks',
  'mandate',
  'mandate_data',
  'off_session',
  'payment_details',
  'payment_method',
  'payment_method_data',
  'payment_method_options',
  'payment_method_types',
  'radar_options',
  'receipt_email',
  'return_url',
  'setup_future_usage',
  'shipping',
  'use_stripe_sdk',
] as const
const UPDATE_PARAMS = [
  'allowed_payment_method_types',
  'amount',
  'amount_details',
  'application_fee_amount',
  'capture_method',
  'currency',
  'customer',
  'customer_account',
  'description',
  'excluded_payment_method_types',
  'expand',
  'hooks',
  'metadata',
  'payment_details',
  'payment_method',
  'payment_method_configuration',
  'payment_method_data',
  'payment_method_options',
  'payment_method_types',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'statement_descriptor',
  'statement_descriptor_suffix',
  'transfer_data',
  'transfer_group',
] as const

const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.'
const OPEN: readonly string[] = ['requires_payment_method', 'requires_confirmation', 'requires_action']

const unexpectedState = (intent: PaymentIntent, action: string): StripeFailure =>
  invalid(
    `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
    'payment_intent_unexpected_state',
  )

/** The intent with this id, or Stripe's 404. */
export function intentById(store: Store, id: string): PaymentIntent {
  const intent = store.intents.get(id)
  if (!intent) throw missing('payment_intent', id, 'intent')
  return intent
}

function amountOf(params: FormObject, name = 'amount'): number | undefined {
  const amount = integer(params, name)
  if (amount === undefined) return undefined
  if (amount < 50) throw invalid('Amount must be at least 50 cents', 'amount_too_small', name)
  if (amount > 99_999_999) throw invalid('Amount must be no more than 999,999.99', 'amount_too_large', name)
  return amount
}

function currencyOf(params: FormObject): string | undefined {
  const currency = text(params, 'currency')?.toLowerCase()
  if (currency !== undefined && !/^[a-z]{3}$/.test(currency)) {
    throw invalid(`Invalid currency: ${currency}.`, 'parameter_invalid_string', 'currency')
  }
  return currency
}

function captureOf(params: FormObject): PaymentIntent['capture_method'] | undefined {
  const capture = oneOf(params, 'capture_method', ['automatic', 'automatic_async', 'manual'])
  if (capture === 'manual') {
    throw invalid('The Stripe test peer models automatic capture only.', 'parameter_invalid_enum', 'capture_method')
  }
  return capture
}

/** Sets the fields create, update and confirm share, when given. */
function applyCommon(intent: PaymentIntent, params: FormObject): void {
  const receipt = nullable(params, 'receipt_email')
  if (receipt !== undefined) intent.receipt_email = receipt
  const future = nullable(params, 'setup_future_usage')
  if (future !== undefined) intent.setup_future_usage = future
  if (params.shipping !== undefined)
    intent.shipping = text(params, 'shipping') === '' ? null : group(params, 'shipping')
  const types = list(params, 'allowed_payment_method_types')
  if (types.length > 0) intent.allowed_payment_method_types = types
  const legacyTypes = list(params, 'payment_method_types')
  if (legacyTypes.length > 0 || types.length > 0) intent.payment_method_types = legacyTypes.length ? legacyTypes : types
}

/** Sets the payment method to try next; a new one has not passed 3-D Secure yet. */
function setPaymentMethod(store: Store, intent: PaymentIntent, id: string): void {
  const method = paymentMethod(store, id)
  if (intent.payment_method !== method.id) store.authenticated.delete(intent.id)
  intent.payment_method = method.id
}

/** POST /v1/payment_intents */
export function createIntent(store: Store, params: FormObject, context: RequestContext): PaymentIntent {
  onlyKnown(params, CREATE_PARAMS)
  required(params, 'amount')
  const amount = amountOf(params) ?? 0
  required(params, 'currency')
  const id = newId('pi')
  const automatic = group(params, 'automatic_payment_methods')
  const intent: PaymentIntent = {
    id,
    object: 'payment_intent',
    amount,
    amount_received: 0,
    amount_capturable: 0,
    currency: currencyOf(params) ?? 'usd',
    status: 'requires_payment_method',
    client_secret: `${id}_secret_${newId('x').slice(2)}`,
    metadata: strings(group(params, 'metadata')),
    description: text(params, 'description') ?? null,
    receipt_email: null,
    payment_method: null,
    payment_method_types: ['card'],
    allowed_payment_method_types: null,
    automatic_payment_methods: automatic.enabled === undefined ? null : { enabled: automatic.enabled === 'true' },
    confirmation_method: oneOf(params, 'confirmation_method', ['automatic', 'manual']) ?? 'automatic',
    capture_method: captureOf(params) ?? 'automatic_async',
    latest_charge: null,
    last_payment_error: null,
    next_action: null,
    canceled_at: null,
    cancellation_reason: null,
    customer: text(params, 'customer') ?? null,
    shipping: null,
    setup_future_usage: null,
    statement_descriptor: text(params, 'statement_descriptor') ?? null,
    statement_descriptor_suffix: text(params, 'statement_descriptor_suffix') ?? null,
    created: now(),
    livemode: false,
  }
  applyCommon(intent, params)
  const method = text(params, 'payment_method')
  if (method) {
    setPaymentMethod(store, intent, method)
    intent.status = 'requires_confirmation'
  }
  const confirm = flag(params, 'confirm')
  store.intents.set(id, intent)
  store.emit('payment_intent.created', intent, context)
  if (!confirm) return intent
  return attempt(store, intent, flag(params, 'error_on_requires_action') ?? false, context)
}

/** POST /v1/payment_intents/:id */
export function updateIntent(store: Store, id: string, params: FormObject): PaymentIntent {
  onlyKnown(params, UPDATE_PARAMS)
  const intent = intentById(store, id)
  if (!OPEN.includes(intent.status)) throw unexpectedState(intent, 'update')
  const amount = amountOf(params)
  if (amount !== undefined) intent.amount = amount
  intent.currency = currencyOf(params) ?? intent.currency
  const description = nullable(params, 'description')
  if (description !== undefined) intent.description = description
  const capture = captureOf(params)
  if (capture) intent.capture_method = capture
  for (const [key, value] of Object.entries(strings(group(params, 'metadata')))) {
    if (value === '') delete intent.metadata[key]
    else intent.metadata[key] = value
  }
  if (text(params, 'metadata') === '') intent.metadata = {}
  applyCommon(intent, params)
  const method = text(params, 'payment_method')
  if (method) setPaymentMethod(store, intent, method)
  if (method || (amount !== undefined && intent.status === 'requires_action')) {
    intent.status = intent.payment_method ? 'requires_confirmation' : 'requires_payment_method'
    intent.next_action = null
  }
  return intent
}

/** POST /v1/payment_intents/:id/confirm */
export function confirmIntent(store: Store, id: string, params: FormObject, context: RequestContext): PaymentIntent {
  onlyKnown(params, CONFIRM_PARAMS)
  const intent = intentById(store, id)
  if (!OPEN.includes(intent.status)) throw unexpectedState(intent, 'confirm')
  const method = text(params, 'payment_method')
  if (method) setPaymentMethod(store, intent, method)
  else if (intent.status === 'requires_action') throw unexpectedState(intent, 'confirm')
  if (!intent.payment_method) {
    throw invalid(
      "You cannot confirm this PaymentIntent because it's missing a payment method. Update the PaymentIntent " +
        'with a payment method and then confirm it again.',
      'payment_intent_unexpected_state',
    )
  }
  applyCommon(intent, params)
  return attempt(store, intent, flag(params, 'error_on_requires_action') ?? false, context)
}

/** Tries to pay with the intent's payment method. */
function attempt(store: Store, intent: PaymentIntent, errorOnAction: boolean, context: RequestContext): PaymentIntent {
  const method = paymentMethod(store, intent.payment_method ?? '')
  const outcome = outcomeOf(store.cardNumbers.get(method.id) ?? '')
  if (outcome.kind === 'authenticate' && !store.authenticated.has(intent.id)) {
    if (errorOnAction) {
      const message = 'Your card was declined. This transaction requires authentication.'
      return decline(
        store,
        intent,
        method,
        { code: 'authentication_required', declineCode: 'authentication_required', message },
        context,
      )
    }
    intent.status = 'requires_action'
    intent.last_payment_error = null
    intent.next_action = {
      type: 'use_stripe_sdk',
      use_stripe_sdk: {
        type: 'three_d_secure_redirect',
        stripe_js: `https://api.stripe.com/v1/payment_intents/${intent.id}/three_d_secure`,
      },
    }
    store.emit('payment_intent.requires_action', intent, context)
    return intent
  }
  if (outcome.kind === 'decline') return decline(store, intent, method, outcome, context)
  return succeed(store, intent, method, context)
}

/** The payment failed: the intent waits for another payment method; the caller gets Stripe's 402. */
function decline(
  store: Store,
  intent: PaymentIntent,
  method: PaymentMethod,
  outcome: { code: string; declineCode: string; message: string },
  context: RequestContext,
): never {
  const error: PaymentError = {
    type: 'card_error',
    code: outcome.code,
    decline_code: outcome.declineCode,
    message: outcome.message,
    payment_method: method,
  }
  fail(store, intent, error, context)
  throw new StripeFailure(402, {
    type: 'card_error',
    code: outcome.code,
    decline_code: outcome.declineCode,
    message: outcome.message,
    payment_intent: structuredClone(intent),
    payment_method: method,
  })
}

function fail(store: Store, intent: PaymentIntent, error: PaymentError, context: RequestContext): void {
  intent.status = 'requires_payment_method'
  intent.last_payment_error = error
  intent.payment_method = null
  intent.next_action = null
  store.authenticated.delete(intent.id)
  store.emit('payment_intent.payment_failed', intent, context)
}

function succeed(store: Store, intent: PaymentIntent, method: PaymentMethod, context: RequestContext): PaymentIntent {
  const { brand, last4, exp_month, exp_year } = method.card
  const charge: Charge = {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: 0,
    refunded: false,
    captured: true,
    paid: true,
    status: 'succeeded',
    currency: intent.currency,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: { type: 'card', card: { brand, last4, exp_month, exp_year } },
    metadata: { ...intent.metadata },
    description: intent.description,
    receipt_email: intent.receipt_email,
    created: now(),
    livemode: false,
  }
  store.charges.set(charge.id, charge)
  intent.status = 'succeeded'
  intent.amount_received = intent.amount
  intent.latest_charge = charge.id
  intent.last_payment_error = null
  intent.next_action = null
  store.emit('charge.succeeded', charge, context)
  store.emit('payment_intent.succeeded', intent, context)
  return intent
}

/** The shopper's answer in the 3-D Secure window (our own route, called by the Stripe.js stand-in). */
export function authenticate(store: Store, id: string, params: FormObject, context: RequestContext): PaymentIntent {
  onlyKnown(params, ['client_secret', 'result'])
  const intent = intentById(store, id)
  if (required(params, 'client_secret') !== intent.client_secret) {
    throw invalid(
      'The client_secret provided does not match the client_secret of this PaymentIntent.',
      undefined,
      'client_secret',
    )
  }
  const result = oneOf(params, 'result', ['complete', 'fail']) ?? 'complete'
  if (intent.status !== 'requires_action') throw unexpectedState(intent, 'authenticate')
  if (result === 'fail') {
    const method = paymentMethod(store, intent.payment_method ?? '')
    const error: PaymentError = {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: AUTHENTICATION_FAILED,
      payment_method: method,
    }
    fail(store, intent, error, context)
    return intent
  }
  store.authenticated.add(intent.id)
  intent.next_action = null
  if (intent.confirmation_method === 'manual') {
    intent.status = 'requires_confirmation'
    return intent
  }
  return attempt(store, intent, false, context)
}

/** POST /v1/payment_intents/:id/cancel */
export function cancelIntent(store: Store, id: string, params: FormObject, context: RequestContext): PaymentIntent {
  onlyKnown(params, ['cancellation_reason', 'expand'])
  const reason = oneOf(params, 'cancellation_reason', ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'])
  const intent = intentById(store, id)
  if (!OPEN.includes(intent.status)) {
    throw invalid(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent ` +
        'with one of the following statuses may be canceled: requires_payment_method, requires_capture, ' +
        'requires_confirmation, requires_action, processing.',
      'payment_intent_unexpected_state',
    )
  }
  intent.status = 'canceled'
  intent.canceled_at = now()
  intent.cancellation_reason = reason ?? null
  intent.next_action = null
  store.emit('payment_intent.canceled', intent, context)
  return intent
}

/** The intent as JSON, with `expand[]=latest_charge` / `expand[]=payment_method` replaced by the objects. */
export function presentIntent(store: Store, intent: PaymentIntent, expand: string[]): Record<string, unknown> {
  const json: Record<string, unknown> = { ...structuredClone(intent) }
  if (expand.includes('latest_charge') && intent.latest_charge) {
    json.latest_charge = store.charges.get(intent.latest_charge) ?? intent.latest_charge
  }
  if (expand.includes('payment_method') && intent.payment_method) {
    json.payment_method = store.paymentMethods.get(intent.payment_method) ?? intent.payment_method
  }
  return json
}
