import { describe, expect, it } from 'vitest'
import { type Coupon, DEMO_EXCLUDED_PLATFORMS } from '../../../src/lib/checkout/coupons'
import type { MethodOffer } from '../../../src/lib/checkout/methods'
import { type QuoteInput, quoteOrder } from '../../../src/lib/checkout/quote'
import { DEMO_TAX_RULES, tableTaxCalculator } from '../../../src/lib/checkout/tax'
import { compareTotals } from '../../../src/lib/checkout/totals'
import { line, method } from './fixtures'

const usps = method({ id: 'usps', carrier: 'usps', price: 799, deliveryTime: 5, freeOverThreshold: true })
const fedex = method({ id: 'fedex', carrier: 'fedex', price: 2499, deliveryTime: 2, isSdaSupported: true })
const taxTable = tableTaxCalculator(DEMO_TAX_RULES)
const save10: Coupon = {
  code: 'SAVE10',
  description: '10 % off',
  discountType: 'percent',
  discount: 10,
  minOrder: 5000,
  active: true,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  perCustomerLimit: null,
  forEmail: null,
  firstOrderOnly: false,
  excludedPlatforms: DEMO_EXCLUDED_PLATFORMS,
}

/** Monday 23 November 2026, 10:00 in New York. */
const monday = new Date('2026-11-23T15:00:00Z')

function input(over: Partial<QuoteInput> = {}): QuoteInput {
  const methods: MethodOffer[] = [usps, fedex]
  return {
    now: monday,
    lines: [line()],
    settings: { sameDayAssemblyEnabled: true, freeShippingThreshold: 9900 },
    address: { country: 'US', state: 'FL' },
    sameBoxShipment: false,
    methodsFor: () => methods,
    choices: {},
    coupon: null,
    paymentMethods: ['manual'],
    ...over,
  }
}

describe('the order quote', () => {
  it('prices, ships, taxes and totals a one-package Florida order', async () => {
    const quote = await quoteOrder(input({ lines: [line({ unitPrice: 5000 })] }), taxTable)
    expect(quote.packages).toHaveLength(1)
    expect(quote.packages[0]).toMatchObject({
      id: 'controller',
      chosenMethodId: 'usps',
      assemblyLabel: '3 days',
      assemblyDate: '2026-11-26',
      deliveryDate: '2026-12-03',
      shippingPrice: 799,
    })
    expect(quote.freeShipping).toEqual({ eligible: false, remaining: 4900, applies: true })
    expect(quote.totals).toMatchObject({ subtotal: 5000, shippingTotal: 799, tax: 350, totalOrderPrice: 6149 })
    expect(quote.payment).toEqual({ allowed: true })
  })

  it('ships free from the threshold on the methods marked for it', async () => {
    const quote = await quoteOrder(
      input({ lines: [line({ unitPrice: 9900 })], address: { country: 'US', state: 'NY' } }),
      taxTable,
    )
    expect(quote.freeShipping.eligible).toBe(true)
    expect(quote.packages[0]!.methods.map((m) => [m.id, m.price, m.priceLabel])).toEqual([
      ['usps', 0, 'Free Shipping'],
      ['fedex', 2499, '$24.99'],
    ])
    expect(quote.totals.totalOrderPrice).toBe(9900)
  })

  it('Same Day Assembly picks the FedEx method and the 24-hour build', async () => {
    const quote = await quoteOrder(input({ lines: [line({ chosen: ['sda'] })] }), taxTable)
    expect(quote.packages[0]).toMatchObject({
      chosenMethodId: 'fedex',
      sda: true,
      assemblyTime: 0,
      assemblyLabel: '24 Hours',
      assemblyDate: '2026-11-24',
      deliveryDate: '2026-11-26',
    })
    expect(quote.sdaTurnedOff).toEqual([])
    expect(quote.totals.services).toBe(2499)
  })

  it('switches SDA off (and stops charging it) when no method of the package carries it', async () => {
    const quote = await quoteOrder(
      input({ lines: [line({ id: 'a', chosen: ['sda', 'warranty'] })], methodsFor: () => [usps] }),
      taxTable,
    )
    expect(quote.sdaTurnedOff).toEqual(['a'])
    expect(quote.basket.lines[0]!.services.map((s) => s.key)).toEqual(['warranty'])
    expect(quote.packages[0]).toMatchObject({ sda: false, assemblyTime: 3, chosenMethodId: 'usps' })
    expect(quote.totals.services).toBe(2499)
  })

  it('keeps a prior choice per package', async () => {
    const quote = await quoteOrder(input({ choices: { controller: 'fedex' } }), taxTable)
    expect(quote.packages[0]!.chosenMethodId).toBe('fedex')
    expect(quote.totals.shippingTotal).toBe(2499)
  })

  it('splits into packages and adds shipping per package; same-box merges them', async () => {
    const lines = [line({ id: 'c' }), line({ id: 'k', kind: 'product', shippingGroup: 'accessory-small', offers: [] })]
    const apart = await quoteOrder(input({ lines, address: { country: 'US', state: 'NY' } }), taxTable)
    expect(apart.packages.map((p) => p.id)).toEqual(['controller', 'accessory-small'])
    expect(apart.isSameBoxShipmentSupported).toBe(true)
    expect(apart.totals.shipping).toEqual([
      { packageId: 'controller', price: 0 },
      { packageId: 'accessory-small', price: 0 },
    ]) // 2 × $89.99 qualifies for free USPS
    const together = await quoteOrder(input({ lines, sameBoxShipment: true }), taxTable)
    expect(together.packages.map((p) => p.id)).toEqual(['same-box'])
  })

  it('applies a coupon before tax, and VAT for GB', async () => {
    const coupon = { code: 'save10', coupon: save10, timesUsed: 0, timesUsedByCustomer: 0 }
    const quote = await quoteOrder(input({ coupon, address: { country: 'GB', state: null } }), taxTable)
    expect(quote.coupon).toMatchObject({ ok: true, totalDiscount: 900 })
    expect(quote.totals).toMatchObject({ subtotal: 8999, discount: 900, tax: 0, vatFee: 1620 })
    expect(quote.totals.totalOrderPrice).toBe(8999 - 900 + 799 + 1620)
  })

  it('gives no discount and the reason when the coupon does not apply', async () => {
    const coupon = { code: 'save10', coupon: save10, timesUsed: 0, timesUsedByCustomer: 0 }
    const quote = await quoteOrder(input({ coupon, lines: [line({ platformSlug: 'steam-deck' })] }), taxTable)
    expect(quote.coupon).toMatchObject({ ok: false, reason: 'excluded' })
    expect(quote.totals.discount).toBe(0)
  })

  it('leaves an out-of-stock line out and blocks payment with stock_out', async () => {
    const lines = [line({ id: 'a' }), line({ id: 'b', stock: [{ key: 'option_1_value_2', stock: 0, policy: 1 }] })]
    const quote = await quoteOrder(input({ lines }), taxTable)
    expect(quote.packages[0]!.lines.map((l) => l.id)).toEqual(['a'])
    expect(quote.totals.subtotal).toBe(8999)
    expect(quote.payment).toMatchObject({ allowed: false, code: 'stock_out' })
  })

  it('blocks payment when no method serves the address', async () => {
    const quote = await quoteOrder(input({ methodsFor: () => [] }), taxTable)
    expect(quote.packages[0]).toMatchObject({ chosenMethodId: null, deliveryDate: null, shippingPrice: 0 })
    expect(quote.payment).toMatchObject({ allowed: false, code: 'no_shipping_method' })
  })

  it("is what create-order compares the page's figures against", async () => {
    const quote = await quoteOrder(input(), taxTable)
    expect(compareTotals({ totalOrderPrice: quote.totals.totalOrderPrice }, quote.totals)).toEqual({ ok: true })
    expect(compareTotals({ totalOrderPrice: quote.totals.totalOrderPrice - 100 }, quote.totals).ok).toBe(false)
  })

  it('uses whatever TaxCalculator it is given', async () => {
    const hosted = { quote: async () => ({ tax: 1, vatFee: 0, rule: null, base: 0 }) }
    expect((await quoteOrder(input(), hosted)).totals.tax).toBe(1)
  })
})
