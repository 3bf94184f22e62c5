import { createHash } from 'node:crypto'
/**
 * Card payment methods: made from typed card details (what Stripe.js posts), or Stripe's test ids such as
 * `pm_card_visa` used directly. A number failing the Luhn check is refused like Stripe refuses it.
 */
import { brandOf, luhn, TEST_PAYMENT_METHODS } from './cards'
import { type FormObject, group, text } from './form'
import { invalid, missing, type PaymentMethod, StripeFailure } from './objects'
import { onlyKnown, required } from './params'
import { newId, now, type Store } from './store'

const cardError = (code: string, message: string, param: string): StripeFailure =>
  new StripeFailure(402, { type: 'card_error', code, message, param })

function expiry(card: FormObject): { month: number; year: number } {
  const month = Number(text(card, 'exp_month'))
  let year = Number(text(card, 'exp_year'))
  if (year < 100) year += 2000
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month')
  }
  const today = new Date()
  const past = year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1)
  if (!Number.isInteger(year) || past || year > today.getFullYear() + 50) {
    throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year')
  }
  return { month, year }
}

/** Stripe's card fingerprint: the same number gives the same one, across payment methods. */
const fingerprintOf = (number: string) => createHash('sha256').update(`card:${number}`).digest('hex').slice(0, 16)

function record(
  store: Store,
  id: string,
  number: string,
  date: { month: number; year: number },
  billing: FormObject,
): PaymentMethod {
  const address = group(billing, 'address')
  const method: PaymentMethod = {
    id,
    object: 'payment_method',
    type: 'card',
    card: {
      brand: brandOf(number),
      last4: number.slice(-4),
      exp_month: date.month,
      exp_year: date.year,
      funding: 'credit',
      country: 'US',
      fingerprint: fingerprintOf(number),
    },
    billing_details: {
      name: text(billing, 'name') ?? null,
      email: text(billing, 'email') ?? null,
      phone: text(billing, 'phone') ?? null,
      address: { postal_code: text(address, 'postal_code') ?? null, country: text(address, 'country') ?? null },
    },
    created: now(),
    livemode: false,
  }
  store.paymentMethods.set(id, method)
  store.cardNumbers.set(id, number)
  return method
}

/** POST /v1/payment_methods with `type=card&card[number]=…&card[exp_month]=…&card[exp_year]=…&card[cvc]=…`. */
export function createPaymentMethod(store: Store, params: FormObject): PaymentMethod {
  onlyKnown(params, ['type', 'card', 'billing_details', 'metadata', 'expand', 'allow_redisplay'])
  const type = required(params, 'type')
  if (type !== 'card') throw invalid(`The peer only makes card payment methods, not '${type}'.`, undefined, 'type')
  const card = group(params, 'card')
  const number = (text(card, 'number') ?? '').replace(/[\s-]/g, '')
  if (!number) throw invalid('Missing required param: card[number].', 'parameter_missing', 'card[number]')
  if (!luhn(number)) throw cardError('incorrect_number', 'Your card number is incorrect.', 'number')
  const date = expiry(card)
  const cvc = text(card, 'cvc')
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) {
    throw cardError('invalid_cvc', "Your card's security code is invalid.", 'cvc')
  }
  return record(store, newId('pm'), number, date, group(params, 'billing_details'))
}

/** A payment method by id: one the peer made, or a Stripe test id (`pm_card_visa`…), made on first use. */
export function paymentMethod(store: Store, id: string, param = 'payment_method'): PaymentMethod {
  const known = store.paymentMethods.get(id)
  if (known) return known
  const number = TEST_PAYMENT_METHODS[id]
  if (!number) throw missing('PaymentMethod', id, param)
  return record(store, id, number, { month: 12, year: new Date().getFullYear() + 3 }, {})
}
