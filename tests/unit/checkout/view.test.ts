import { describe, expect, it } from 'vitest'
import type { Coupon } from '../../../src/lib/checkout/coupons'
import { SAME_BOX_PACKAGE_ID } from '../../../src/lib/checkout/packages'
import { type QuoteInput, quoteOrder } from '../../../src/lib/checkout/quote'
import { DEMO_TAX_RULES, tableTaxCalculator } from '../../../src/lib/checkout/tax'
import { methodView, packageName, toQuoteView, type ViewExtras } from '../../../src/lib/checkout/view'
import { SHIPPING_GROUPS } from '../../../src/lib/products'
import { line, method } from './fixtures'

const taxTable = tableTaxCalculator(DEMO_TAX_RULES)
const usps = method({ id: 'usps', carrier: 'usps', price: 799, deliveryTime: 5, freeOverThreshold: true })
const fedex = method({ id: 'fedex', carrier: 'fedex', price: 2499, deliveryTime: 2, isSdaSupported: true })
const extras: ViewExtras = {
  productsFound: true,
  paymentMethods: [{ id: 'manual', name: 'Pay by bank transfer', instructions: 'Wire it.', publicKey: null }],
  warnings: ['Enter ZIP for more accurate delivery time'],
  freeShippingThreshold: 9900,
}
const welcome: Coupon = {
  code: 'welcome10',
  description: '10% off your order',
  discountType: 'percent',
  discount: 10,
  minOrder: 0,
  active: true,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  perCustomerLimit: 1,
  forEmail: null,
  firstOrderOnly: false,
  excludedPlatforms: [],
}
/** Monday 23 November 2026, 10:00 in New York. */
const monday = new Date('2026-11-23T15:00:00Z')

const quote = (over: Partial<QuoteInput> = {}) =>
  quoteOrder(
    {
      now: monday,
      lines: [line({ unitPrice: 5000 })],
      settings: { sameDayAssemblyEnabled: true, freeShippingThreshold: 9900 },
      address: { country: 'US', state: 'FL' },
      sameBoxShipment: false,
      methodsFor: () => [usps, fedex],
      choices: {},
      coupon: null,
      paymentMethods: ['manual'],
      ...over,
    },
    taxTable,
  )

describe('packageName', () => {
  it('names every shipping group by its label, the merged package "One box", anything else "Package"', () => {
    for (const g of SHIPPING_GROUPS) expect(packageName(g.value)).toBe(g.label)
    expect(packageName(SAME_BOX_PACKAGE_ID)).toBe('One box')
    expect(packageName('mystery')).toBe('Package')
  })
})

describe('toQuoteView', () => {
  it('carries the totals in the names of checkout.md section 3, in cents, and the extras as given', async () => {
    const q = await quote()
    const view = toQuoteView(q, extras)
    expect(view.totals).toEqual({
      items: q.totals.items,
      services: q.totals.services,
      subtotal: 5000,
      shippingTotal: 799,
      discount: 0,
      tax: 350,
      vatFee: 0,
      totalOrderPriceBeforeTax: q.totals.totalOrderPriceBeforeTax,
      totalOrderPrice: 6149,
    })
    expect(view.productsFound).toBe(true)
    expect(view.paymentMethods).toBe(extras.paymentMethods)
    expect(view.warnings).toBe(extras.warnings)
    expect(view.payment).toEqual({ allowed: true })
    expect(view.freeShipping).toEqual({ threshold: 9900, eligible: false, remaining: 4900, applies: true })
    expect(view.coupon).toBeNull()
    expect(view.couponMessage).toBeNull()
  })

  it('shows each line with its package, type and services; a configuration is a "controller"', async () => {
    const view = toQuoteView(
      await quote({
        lines: [
          line({ id: 'cfg-1', chosen: ['sda'] }),
          line({ id: 42, kind: 'product', shippingGroup: 'accessory-small', offers: [], configurable: false }),
        ],
      }),
      extras,
    )
    expect(view.lines.map((l) => [l.id, l.type, l.packageId])).toEqual([
      ['cfg-1', 'controller', 'controller'],
      [42, 'product', 'accessory-small'],
    ])
    expect(view.lines[0]!.services).toEqual([{ key: 'sda', name: 'Same Day Assembly', price: 2499 }])
    expect(view.lines[0]!.offers.map((o) => o.key)).toEqual(['sda', 'warranty'])
    expect(view.data.map((p) => [p.id, p.name, p.productIds])).toEqual([
      ['controller', 'Controller box', ['cfg-1']],
      ['accessory-small', 'Small accessory', [42]],
    ])
    expect(view.isSameBoxShipmentSupported).toBe(true)
  })

  it('gives a line that is not counted (out of stock) no package', async () => {
    const view = toQuoteView(
      await quote({
        lines: [line({ id: 'ok' }), line({ id: 'short', stock: [{ key: 'value_12', stock: 0, policy: 1 }] })],
      }),
      extras,
    )
    const short = view.lines.find((l) => l.id === 'short')!
    expect(short).toMatchObject({ inStock: false, counted: false, packageId: null })
    expect(view.hasProductStockOut).toBe(true)
    expect(view.data.flatMap((p) => p.productIds)).toEqual(['ok'])
  })

  it("names a same-box package 'One box' and shows each package's methods as the page reads them", async () => {
    const view = toQuoteView(
      await quote({
        sameBoxShipment: true,
        lines: [line({ id: 'a' }), line({ id: 7, kind: 'product', shippingGroup: 'accessory-small' })],
      }),
      extras,
    )
    expect(view.data).toHaveLength(1)
    const pkg = view.data[0]!
    expect(pkg).toMatchObject({ id: SAME_BOX_PACKAGE_ID, name: 'One box', productIds: ['a', 7] })
    expect(pkg.chosenMethodId).toBe('usps')
    expect(Object.keys(pkg.methods[0]!).sort()).toEqual(
      [
        'caption',
        'carrier',
        'deliveryDate',
        'deliveryTime',
        'id',
        'isFree',
        'isQuickest',
        'isRecommended',
        'isSdaSupported',
        'name',
        'price',
        'priceLabel',
      ].sort(),
    )
    expect(pkg.methods.find((m) => m.id === 'fedex')).toMatchObject({ isQuickest: true, priceLabel: '$24.99' })
  })

  it('shows an applying coupon upper-cased with its discount; a refused one only as a message', async () => {
    const applied = toQuoteView(
      await quote({ coupon: { code: 'welcome10', coupon: welcome, timesUsed: 0, timesUsedByCustomer: 0 } }),
      extras,
    )
    expect(applied.coupon).toEqual({
      code: 'WELCOME10',
      description: '10% off your order',
      discount: 10,
      discount_type: 'percent',
      min_order: 0,
      totalDiscount: 500,
    })
    expect(applied.totals.discount).toBe(500)
    expect(applied.couponMessage).toBeNull()

    const used = toQuoteView(
      await quote({ coupon: { code: 'welcome10', coupon: welcome, timesUsed: 1, timesUsedByCustomer: 1 } }),
      extras,
    )
    expect(used.coupon).toBeNull()
    expect(used.couponMessage).toBe('You have already used coupon WELCOME10')
    expect(used.totals.discount).toBe(0)
  })

  it('passes Same Day Assembly switched off on lines no method can carry', async () => {
    const view = toQuoteView(
      await quote({ lines: [line({ id: 'sda-line', chosen: ['sda'] })], methodsFor: () => [usps] }),
      extras,
    )
    expect(view.sdaTurnedOff).toEqual(['sda-line'])
    expect(view.data[0]!.sda).toBe(false)
  })
})

describe('methodView', () => {
  it('keeps exactly the fields of the MethodView contract', () => {
    const shown = {
      ...fedex,
      deliveryDate: '2026-11-30',
      isRecommended: false,
      isQuickest: true,
      isFree: false,
      priceLabel: '$24.99',
      extra: 'not for the page',
    }
    expect(methodView(shown)).toEqual({
      id: 'fedex',
      carrier: 'fedex',
      name: 'fedex',
      price: 2499,
      priceLabel: '$24.99',
      deliveryTime: 2,
      deliveryDate: '2026-11-30',
      isSdaSupported: true,
      isRecommended: false,
      isQuickest: true,
      isFree: false,
      caption: null,
    })
  })
})
