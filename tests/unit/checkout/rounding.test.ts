import { describe, expect, it } from 'vitest'
import { percentOf, percentToMilli } from '../../../src/lib/checkout/rounding'

describe('percentages on cents', () => {
  it('keeps up to 3 decimals of a percentage exactly', () => {
    expect([percentToMilli(7), percentToMilli(20), percentToMilli(8.875), percentToMilli(0.1)]).toEqual([
      7000, 20000, 8875, 100,
    ])
  })

  it('rounds half-up to the cent', () => {
    expect(percentOf(50, 7)).toBe(4) // 3.5
    expect(percentOf(150, 1)).toBe(2) // 1.5
    expect(percentOf(149, 1)).toBe(1) // 1.49
    expect(percentOf(0, 20)).toBe(0)
    expect(percentOf(12345, 100)).toBe(12345)
  })

  it('is not fooled by binary floats (1.005 % of $100 is $1.01, not $1.00)', () => {
    expect(percentOf(10000, 1.005)).toBe(101) // 100.5 → 101
  })

  it('refuses negative or non-finite input', () => {
    expect(() => percentToMilli(-1)).toThrow(RangeError)
    expect(() => percentToMilli(Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => percentOf(-1, 7)).toThrow(RangeError)
    expect(() => percentOf(1.5, 7)).toThrow(RangeError)
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 50)).toThrow(RangeError)
  })
})
