import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PAY_IN_FOUR_MAX, PAY_IN_FOUR_MIN, payInFour } from '../../../src/lib/storefront/pay-in-four'

describe('pay-in-4 notice (storefront.md sections 5 and 9)', () => {
  it('shows only strictly above $30 and strictly below $1500', () => {
    expect([PAY_IN_FOUR_MIN, PAY_IN_FOUR_MAX]).toEqual([3000, 150000])
    expect(payInFour(2999)).toBeNull()
    expect(payInFour(3000)).toBeNull()
    expect(payInFour(3001)).toBe(750)
    expect(payInFour(149999)).toBe(37500)
    expect(payInFour(150000)).toBeNull()
    expect(payInFour(150001)).toBeNull()
    expect(payInFour(0)).toBeNull()
    expect(payInFour(-5000)).toBeNull()
  })

  it('splits into four equal payments rounded to the cent', () => {
    expect(payInFour(4000)).toBe(1000)
    expect(payInFour(5999)).toBe(1500) // 14.9975 → 15.00
    expect(payInFour(3002)).toBe(751) // 750.5 rounds up
    expect(payInFour(3003)).toBe(751) // 750.75
    expect(payInFour(12345)).toBe(3086) // 3086.25
  })

  it('refuses what is not a number of cents', () => {
    expect(payInFour(Number.NaN)).toBeNull()
    expect(payInFour(Number.POSITIVE_INFINITY)).toBeNull()
  })

  it('four payments are within 2 cents of the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: PAY_IN_FOUR_MIN + 1, max: PAY_IN_FOUR_MAX - 1 }), (price) => {
        const part = payInFour(price)
        expect(part).not.toBeNull()
        expect(Number.isInteger(part)).toBe(true)
        expect(Math.abs((part ?? 0) * 4 - price)).toBeLessThanOrEqual(2)
      }),
    )
  })
})
