/**
 * Refunds of a succeeded payment's charge: whole (the default) or in parts, never more than is left. Each refund
 * grows the charge's `amount_refunded` and emits `refund.created` then `charge.refunded`.
 */
import { type FormObject, group, strings, text } from './form'
import { type Charge, invalid, missing, type Refund } from './objects'
import { integer, oneOf, onlyKnown } from './params'
import { newId, now, type RequestContext, type Store } from './store'

const REFUND_PARAMS = [
  'amount',
  'charge',
  'currency',
  'customer',
  'expand',
  'instructions_email',
  'metadata',
  'origin',
  'payment_intent',
  'reason',
  'refund_application_fee',
  'reverse_transfer',
]

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`

function chargeToRefund(store: Store, params: FormObject): Charge {
  const chargeId = text(params, 'charge')
  const intentId = text(params, 'payment_intent')
  if (!chargeId && !intentId) {
    throw invalid('One of the following params should be provided for this request: payment_intent or charge.')
  }
  if (chargeId) {
    const charge = store.charges.get(chargeId)
    if (!charge) throw missing('charge', chargeId, 'charge')
    return charge
  }
  const intent = store.intents.get(intentId ?? '')
  if (!intent) throw missing('payment_intent', intentId ?? '', 'payment_intent')
  const charge = intent.latest_charge ? store.charges.get(intent.latest_charge) : undefined
  if (!charge) {
    throw invalid(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      'charge_not_refundable',
      'payment_intent',
    )
  }
  return charge
}

/** POST /v1/refunds */
export function createRefund(store: Store, params: FormObject, context: RequestContext): Refund {
  onlyKnown(params, REFUND_PARAMS)
  const charge = chargeToRefund(store, params)
  const left = charge.amount - charge.amount_refunded
  if (left === 0) throw invalid(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded')
  const amount = integer(params, 'amount') ?? left
  if (amount <= 0) throw invalid('Amount must be greater than zero.', 'parameter_invalid_integer', 'amount')
  if (amount > left) {
    throw invalid(
      `Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge ` +
        `(${money(left, charge.currency)})`,
      'amount_too_large',
      'amount',
    )
  }
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    reason: oneOf(params, 'reason', ['duplicate', 'fraudulent', 'requested_by_customer']) ?? null,
    status: 'succeeded',
    metadata: strings(group(params, 'metadata')),
    created: now(),
  }
  store.refunds.set(refund.id, refund)
  charge.amount_refunded += amount
  charge.refunded = charge.amount_refunded === charge.amount
  store.emit('refund.created', refund, context)
  store.emit('charge.refunded', charge, context)
  return refund
}

/** GET /v1/refunds/:id */
export function refundById(store: Store, id: string): Refund {
  const refund = store.refunds.get(id)
  if (!refund) throw missing('refund', id)
  return refund
}
