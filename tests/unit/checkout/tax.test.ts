import { describe, expect, it } from 'vitest'
import {
  DEMO_TAX_RULES,
  findTaxRule,
  quoteTax,
  type TaxCalculator,
  tableTaxCalculator,
} from '../../../src/lib/checkout/tax'

const q = (country: string | null, state: string | null, subtotal: number, discount = 0) =>
  quoteTax(DEMO_TAX_RULES, { country, state, subtotal, discount })

describe('demo tax rules', () => {
  it('are 7 % tax on US orders to Florida and 20 % VAT on GB orders', () => {
    expect(DEMO_TAX_RULES.map((r) => [r.country, r.state, r.rate, r.kind])).toEqual([
      ['US', 'FL', 7, 'tax'],
      ['GB', null, 20, 'vat'],
    ])
  })
})

describe('quoting', () => {
  it('adds 7 % tax to a US order shipped to Florida', () => {
    expect(q('US', 'FL', 10000)).toMatchObject({ tax: 700, vatFee: 0, base: 10000 })
    expect(q('us', ' fl ', 10000).tax).toBe(700)
  })

  it('adds nothing to other US states or without a state', () => {
    expect(q('US', 'NY', 10000)).toMatchObject({ tax: 0, vatFee: 0, rule: null })
    expect(q('US', null, 10000).tax).toBe(0)
  })

  it('adds 20 % VAT to a GB order, whatever the state', () => {
    expect(q('GB', 'ENG', 10000)).toMatchObject({ tax: 0, vatFee: 2000 })
    expect(q('GB', null, 10000).vatFee).toBe(2000)
  })

  it('adds nothing elsewhere or without a country', () => {
    expect(q('DE', null, 10000)).toMatchObject({ tax: 0, vatFee: 0, rule: null })
    expect(q(null, null, 10000)).toMatchObject({ tax: 0, vatFee: 0 })
  })

  it('applies the rate on price minus discount', () => {
    expect(q('US', 'FL', 10000, 1000)).toMatchObject({ tax: 630, base: 9000 })
    expect(q('GB', null, 10000, 2500).vatFee).toBe(1500)
  })

  it('never taxes below zero when the discount covers the price', () => {
    expect(q('GB', null, 1000, 1000)).toMatchObject({ vatFee: 0, base: 0 })
    expect(q('GB', null, 1000, 5000)).toMatchObject({ vatFee: 0, base: 0 })
  })

  it('rounds half-up to the cent, once for the order', () => {
    expect(q('US', 'FL', 50).tax).toBe(4) // 3.5 → 4
    expect(q('US', 'FL', 49).tax).toBe(3) // 3.43 → 3
    expect(q('US', 'FL', 8999).tax).toBe(630) // 629.93 → 630
    expect(q('GB', null, 2).vatFee).toBe(0) // 0.4 → 0
    expect(q('GB', null, 3).vatFee).toBe(1) // 0.6 → 1
    expect(
      quoteTax([{ country: 'US', state: 'NY', rate: 8.875, kind: 'tax', label: 'NYC' }], {
        country: 'US',
        state: 'NY',
        subtotal: 8000,
        discount: 0,
      }).tax,
    ).toBe(710) // 710.0
  })
})

describe('rule lookup', () => {
  const rules = [
    { country: 'US', state: null, rate: 5, kind: 'tax' as const, label: 'US' },
    { country: 'US', state: 'FL', rate: 7, kind: 'tax' as const, label: 'FL' },
  ]

  it('prefers the state rule over the country rule, in any order', () => {
    expect(findTaxRule(rules, 'US', 'FL')?.label).toBe('FL')
    expect(findTaxRule([...rules].reverse(), 'US', 'FL')?.label).toBe('FL')
    expect(findTaxRule(rules, 'US', 'TX')?.label).toBe('US')
    expect(findTaxRule(rules, 'CA', 'FL')).toBeNull()
  })
})

describe('the TaxCalculator seam', () => {
  it('the table answers through the same interface a hosted service would', async () => {
    const calc: TaxCalculator = tableTaxCalculator(DEMO_TAX_RULES)
    await expect(calc.quote({ country: 'US', state: 'FL', subtotal: 10000, discount: 0 })).resolves.toMatchObject({
      tax: 700,
    })
  })

  it('a replacement only has to implement quote()', async () => {
    const hosted: TaxCalculator = {
      quote: async (input) => ({ tax: 123, vatFee: 0, rule: null, base: input.subtotal - input.discount }),
    }
    await expect(hosted.quote({ country: 'US', state: 'CA', subtotal: 100, discount: 0 })).resolves.toMatchObject({
      tax: 123,
    })
  })
})
