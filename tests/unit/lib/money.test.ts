import { describe, expect, it } from 'vitest'
import { dollarsToCents, formatPriceDelta, formatUSD, isValidCents } from '../../../src/lib/money'

describe('money', () => {
  it('formats cents as USD with two decimals and thousands commas', () => {
    expect(formatUSD(0)).toBe('$0.00')
    expect(formatUSD(1499)).toBe('$14.99')
    expect(formatUSD(123456789)).toBe('$1,234,567.89')
  })

  it("writes exactly what Intl's en-US dollar formatter writes, negatives and half cents included", () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    const samples = [
      1,
      5,
      10,
      99,
      100,
      101,
      999,
      1000,
      99999,
      100000,
      100001,
      123456,
      99999999,
      100000000,
      2 ** 40,
      0.5,
      1.5,
      149.5,
    ]
    for (const cents of samples) {
      expect(formatUSD(cents)).toBe(intl.format(cents / 100))
      expect(formatUSD(-cents)).toBe(intl.format(-cents / 100))
    }
    for (let cents = 0; cents < 200_000; cents += 137) expect(formatUSD(cents)).toBe(intl.format(cents / 100))
    // Intl writes '-$0.00' for minus zero; a price of nothing has no sign here.
    expect(formatUSD(-0)).toBe('$0.00')
  })

  it("shows option prices as '+$14.99'", () => {
    expect(formatPriceDelta(1499)).toBe('+$14.99')
    expect(formatPriceDelta(0)).toBe('+$0.00')
  })

  it('accepts only whole non-negative cents', () => {
    expect(isValidCents(0)).toBe(true)
    expect(isValidCents(1999)).toBe(true)
    expect(isValidCents(-1)).toBe(false)
    expect(isValidCents(1.5)).toBe(false)
    expect(isValidCents('100')).toBe(false)
    expect(isValidCents(Number.NaN)).toBe(false)
  })

  it('converts typed dollars to cents without float drift', () => {
    expect(dollarsToCents(14.99)).toBe(1499)
    expect(dollarsToCents(0.1 + 0.2)).toBe(30)
    expect(dollarsToCents(1.005)).toBe(100)
  })
})
