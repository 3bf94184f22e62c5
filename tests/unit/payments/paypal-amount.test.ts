import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { centsOfPayPal, paypalAmount } from '../../../src/plugins/payments/paypal/client'

describe('PayPal amounts: integer cents <-> decimal strings with two places', () => {
  it('writes cents with exactly two decimals', () => {
    expect(paypalAmount(0)).toBe('0.00')
    expect(paypalAmount(5)).toBe('0.05')
    expect(paypalAmount(50)).toBe('0.50')
    expect(paypalAmount(12345)).toBe('123.45')
    expect(paypalAmount(100000)).toBe('1000.00')
    expect(paypalAmount(1999)).toBe('19.99')
  })

  it('refuses what is not a whole, non-negative number of cents', () => {
    expect(() => paypalAmount(1.5)).toThrow(RangeError)
    expect(() => paypalAmount(-1)).toThrow(RangeError)
    expect(() => paypalAmount(Number.NaN)).toThrow(RangeError)
    expect(() => paypalAmount(2 ** 60)).toThrow(RangeError)
  })

  it('reads PayPal values back to cents without floating point (0.29, 0.57, 1.15 and 4.35 stay exact)', () => {
    expect(centsOfPayPal('123.45')).toBe(12345)
    expect(centsOfPayPal('0.29')).toBe(29)
    expect(centsOfPayPal('0.57')).toBe(57)
    expect(centsOfPayPal('1.15')).toBe(115)
    expect(centsOfPayPal('4.35')).toBe(435)
    expect(centsOfPayPal('19.99')).toBe(1999)
    expect(centsOfPayPal('7')).toBe(700)
    expect(centsOfPayPal('7.5')).toBe(750)
    expect(centsOfPayPal('0.05')).toBe(5)
  })

  it('refuses values that are not USD amounts', () => {
    for (const bad of ['', '1.234', '-1.00', '1,00', 'abc', '1.', '.5', '1e3', ' ', '10.00 USD']) {
      expect(() => centsOfPayPal(bad), bad).toThrow(RangeError)
    }
  })

  it('round-trips every amount a store could charge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const value = paypalAmount(cents)
        expect(value).toMatch(/^\d+\.\d{2}$/)
        expect(centsOfPayPal(value)).toBe(cents)
      }),
    )
  })
})
