/**
 * Stripe's test cards as the peer treats them: which numbers are valid, their brand, and what confirming a payment
 * with them does (succeed, ask for 3-D Secure, or decline with Stripe's codes and messages).
 */

/** What confirming a payment with a card does. */
export type CardOutcome =
  | { kind: 'succeed' }
  | { kind: 'authenticate' }
  | { kind: 'decline'; code: string; declineCode: string; message: string }

const DECLINED = 'Your card was declined.'

const OUTCOMES: Record<string, CardOutcome> = {
  // 3-D Secure 2 required (and the older 3-D Secure test cards).
  '4000002760003184': { kind: 'authenticate' },
  '4000002500003155': { kind: 'authenticate' },
  '4000000000003220': { kind: 'authenticate' },
  '4000000000000002': { kind: 'decline', code: 'card_declined', declineCode: 'generic_decline', message: DECLINED },
  '4000000000009995': {
    kind: 'decline',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000009987': { kind: 'decline', code: 'card_declined', declineCode: 'lost_card', message: DECLINED },
  '4000000000000069': {
    kind: 'decline',
    code: 'expired_card',
    declineCode: 'expired_card',
    message: 'Your card has expired.',
  },
  '4000000000000127': {
    kind: 'decline',
    code: 'incorrect_cvc',
    declineCode: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
}

/** Stripe's test payment-method ids, usable as `payment_method` without creating one first. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_threeDSecure2Required: '4000002760003184',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
}

/** The Luhn check every real card number passes. */
export function luhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false
  let sum = 0
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The card brand Stripe reports, from the number's prefix. */
export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard'
  if (/^3[47]/.test(number)) return 'amex'
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover'
  if (/^35/.test(number)) return 'jcb'
  if (/^3(0|6|8)/.test(number)) return 'diners'
  if (/^62/.test(number)) return 'unionpay'
  return 'unknown'
}

/** What a payment with this (valid) number does: the test numbers above, every other card succeeds. */
export const outcomeOf = (number: string): CardOutcome => OUTCOMES[number] ?? { kind: 'succeed' }
