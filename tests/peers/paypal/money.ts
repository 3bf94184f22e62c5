/**
 * Amounts as the peer checks them, independent of the store's client (so a client bug cannot hide behind the same
 * code on both sides): PayPal sends and takes decimal strings; the peer keeps integer cents. USD only.
 */
import { invalid, unprocessable } from './errors'

export interface Money {
  currency_code: string
  value: string
}

/** Cents as PayPal writes USD: "1234.50". */
export const usd = (cents: number): Money => ({
  currency_code: 'USD',
  value: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
})

/**
 * Reads `{ currency_code, value }` at `field` (a JSON pointer in PayPal's error details) into cents, with the errors
 * PayPal gives: a malformed value is a 400, more than two decimals, zero or a foreign currency a 422.
 */
export function centsOf(money: unknown, field: string, { allowZero = false } = {}): number {
  if (typeof money !== 'object' || money === null) {
    throw invalid('MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.', field)
  }
  const { currency_code: currency, value } = money as Record<string, unknown>
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    throw invalid('INVALID_PARAMETER_VALUE', 'The value of a field is invalid.', `${field}/currency_code`)
  }
  if (currency !== 'USD') {
    throw unprocessable('CURRENCY_NOT_SUPPORTED', 'The peer accepts USD only.', `${field}/currency_code`)
  }
  if (typeof value !== 'string' || !/^(\d+|\d*\.\d+)$/.test(value) || value.length > 32) {
    throw invalid(
      'INVALID_PARAMETER_SYNTAX',
      'The value of a field does not conform to the expected format.',
      `${field}/value`,
    )
  }
  const [whole = '', fraction = ''] = value.split('.')
  if (fraction.length > 2) {
    throw unprocessable(
      'DECIMAL_PRECISION',
      'If the currency supports decimals, only two decimal place precision is supported.',
      `${field}/value`,
    )
  }
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'))
  if (!allowZero && cents <= 0) {
    throw unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.', `${field}/value`)
  }
  return cents
}
