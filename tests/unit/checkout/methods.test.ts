import { describe, expect, it } from 'vitest'
import {
  ADDRESS_WARNINGS,
  addressWarnings,
  carriesSda,
  changeMethod,
  chooseMethod,
  DEFAULT_FREE_SHIPPING_THRESHOLD,
  FREE_SHIPPING_LABEL,
  freeMethodsFirst,
  freeShippingProgress,
  isFreePrice,
  SHIPPING_METHODS_NOT_FOUND,
  shippingPriceLabel,
  showMethods,
} from '../../../src/lib/checkout/methods'
import type { SdaAllowance } from '../../../src/lib/checkout/packages'
import { method } from './fixtures'

const any: SdaAllowance = { enabled: true, mode: 'other' }
const fedexOnly: SdaAllowance = { enabled: true, mode: 'fedex_only' }
const none: SdaAllowance = { enabled: false, mode: 'other' }

const usps = method({ id: 'usps-ground', carrier: 'usps', price: 799, deliveryTime: 5 })
const upsSda = method({ id: 'ups-2day', carrier: 'ups', price: 1999, deliveryTime: 2, isSdaSupported: true })
const fedexSlow = method({ id: 'fedex-ground', carrier: 'fedex', price: 1299, deliveryTime: 4, isSdaSupported: false })
const fedexSda = method({ id: 'fedex-2day', carrier: 'fedex', price: 2499, deliveryTime: 2, isSdaSupported: true })
const fedexAir = method({ id: 'fedex-overnight', carrier: 'fedex', price: 4999, deliveryTime: 1, isSdaSupported: true })
const list = [usps, upsSda, fedexSlow, fedexSda, fedexAir]

describe('default method of a package', () => {
  it('is the first method', () => {
    expect(chooseMethod(list, null, false, any)).toEqual({ methodId: 'usps-ground', sda: false, sdaTurnedOff: false })
  })

  it('keeps a prior choice that still exists', () => {
    expect(chooseMethod(list, 'fedex-ground', false, any).methodId).toBe('fedex-ground')
  })

  it('falls back to the first method when the prior choice is gone (address changed)', () => {
    expect(chooseMethod(list, 'dhl-express', false, any).methodId).toBe('usps-ground')
  })

  it('is none when no method serves the address', () => {
    expect(chooseMethod([], null, false, any)).toEqual({ methodId: null, sda: false, sdaTurnedOff: false })
    expect(SHIPPING_METHODS_NOT_FOUND).toBe(
      'Shipping methods not found. Please, try to change your address or select a place on the map',
    )
  })
})

describe('Same Day Assembly and the method', () => {
  it('prefers the first FedEx method carrying SDA, even after another SDA method', () => {
    expect(chooseMethod(list, null, true, any)).toEqual({ methodId: 'fedex-2day', sda: true, sdaTurnedOff: false })
  })

  it('keeps a prior choice that carries SDA', () => {
    expect(chooseMethod(list, 'fedex-overnight', true, any).methodId).toBe('fedex-overnight')
    expect(chooseMethod(list, 'ups-2day', true, any).methodId).toBe('ups-2day')
  })

  it('drops a prior choice without SDA for the FedEx one', () => {
    expect(chooseMethod(list, 'usps-ground', true, any).methodId).toBe('fedex-2day')
  })

  it('takes another carrier carrying SDA when no FedEx method does (mode other)', () => {
    expect(chooseMethod([usps, upsSda], null, true, any).methodId).toBe('ups-2day')
  })

  it('fedex_only: only FedEx methods carry SDA', () => {
    expect(carriesSda(upsSda, fedexOnly)).toBe(false)
    expect(carriesSda(fedexSda, fedexOnly)).toBe(true)
    expect(chooseMethod([usps, upsSda], null, true, fedexOnly)).toEqual({
      methodId: 'usps-ground',
      sda: false,
      sdaTurnedOff: true,
    })
  })

  it('turns SDA off when no method carries it, keeping the prior choice', () => {
    expect(chooseMethod([usps, fedexSlow], 'fedex-ground', true, any)).toEqual({
      methodId: 'fedex-ground',
      sda: false,
      sdaTurnedOff: true,
    })
  })

  it('turns SDA off when the package has no SDA allowance', () => {
    expect(carriesSda(fedexSda, none)).toBe(false)
    expect(chooseMethod(list, null, true, none)).toMatchObject({ sda: false, sdaTurnedOff: true })
  })

  it('switching to a method without SDA turns it off', () => {
    expect(changeMethod(list, 'usps-ground', true, any)).toEqual({
      methodId: 'usps-ground',
      sda: false,
      sdaTurnedOff: true,
    })
  })

  it('switching to a method with SDA keeps it; without SDA on nothing is turned off', () => {
    expect(changeMethod(list, 'fedex-overnight', true, any)).toEqual({
      methodId: 'fedex-overnight',
      sda: true,
      sdaTurnedOff: false,
    })
    expect(changeMethod(list, 'usps-ground', false, any)).toEqual({
      methodId: 'usps-ground',
      sda: false,
      sdaTurnedOff: false,
    })
  })

  it('refuses a method the package does not offer', () => {
    expect(changeMethod(list, 'made-up', true, any)).toBeNull()
  })
})

describe('marks and dates', () => {
  const monday = new Date('2026-11-23T10:00:00-05:00')
  const standard = { assemblyTime: 3, defaultAssemblyTime: 3, sda: false, sdaAllowance: any }

  it('recommends the smallest deliveryTime and dates each method', () => {
    const shown = showMethods([usps, fedexSlow, fedexSda], standard, monday, false)
    expect(shown.map((m) => [m.id, m.deliveryDate, m.isRecommended, m.isQuickest])).toEqual([
      ['usps-ground', '2026-12-03', false, false],
      ['fedex-ground', '2026-12-02', false, false],
      ['fedex-2day', '2026-11-30', true, true],
    ])
  })

  it('marks the first listed on a tie, once', () => {
    const twin = method({ id: 'ups-2day-b', carrier: 'ups', deliveryTime: 2 })
    const shown = showMethods([fedexSda, twin], standard, monday, false)
    expect(shown.filter((m) => m.isRecommended).map((m) => m.id)).toEqual(['fedex-2day'])
    expect(shown.filter((m) => m.isQuickest).map((m) => m.id)).toEqual(['fedex-2day'])
  })

  it('quickest follows the delivery date: with SDA on, a slower SDA method can arrive first', () => {
    // Monday order with SDA on: a method carrying SDA ships after 24 hours, one without waits for the 3-day build.
    const sdaPackage = { assemblyTime: 0, defaultAssemblyTime: 3, sda: true, sdaAllowance: any }
    const sdaSlow = method({ id: 'fedex-saver', carrier: 'fedex', deliveryTime: 3, isSdaSupported: true })
    const noSdaFast = method({ id: 'usps-express', carrier: 'usps', deliveryTime: 2 })
    const shown = showMethods([noSdaFast, sdaSlow], sdaPackage, monday, false)
    expect(shown.map((m) => [m.id, m.deliveryDate, m.isRecommended, m.isQuickest])).toEqual([
      ['usps-express', '2026-11-30', true, false], // built Thursday, +2 → Monday
      ['fedex-saver', '2026-11-27', false, true], // built Tuesday (24 hours), +3 → Friday
    ])
  })

  it('shows free shipping when the price is 0 or less', () => {
    expect([isFreePrice(0), isFreePrice(-1), isFreePrice(1)]).toEqual([true, true, false])
    expect(shippingPriceLabel(0)).toBe(FREE_SHIPPING_LABEL)
    expect(shippingPriceLabel(1299)).toBe('$12.99')
    const shown = showMethods([method({ id: 'pickup', price: 0 }), usps], standard, monday, false)
    expect(shown.map((m) => [m.isFree, m.priceLabel])).toEqual([
      [true, 'Free Shipping'],
      [false, '$7.99'],
    ])
  })

  it('makes methods marked for it free once the order qualifies, and only those', () => {
    const freeGround = { ...usps, freeOverThreshold: true }
    const shown = showMethods([freeGround, fedexSda], standard, monday, true)
    expect(shown.map((m) => [m.id, m.price, m.isFree])).toEqual([
      ['usps-ground', 0, true],
      ['fedex-2day', 2499, false],
    ])
    expect(showMethods([freeGround], standard, monday, false)[0]!.price).toBe(799)
  })

  it('marks nothing on an empty list', () => {
    expect(showMethods([], standard, monday, false)).toEqual([])
  })
})

describe('a qualifying order is offered its free method first (issue 27 item 9)', () => {
  const freeGround = { ...usps, freeOverThreshold: true }
  it('moves the methods that become free to the front, keeping the order of the rest', () => {
    expect(freeMethodsFirst([fedexSda, fedexAir, freeGround, upsSda], true).map((m) => m.id)).toEqual([
      'usps-ground',
      'fedex-2day',
      'fedex-overnight',
      'ups-2day',
    ])
  })

  it("keeps the merchandiser's order while the order does not qualify", () => {
    expect(freeMethodsFirst([fedexSda, freeGround], false).map((m) => m.id)).toEqual(['fedex-2day', 'usps-ground'])
  })

  it('so the default choice is the free method, unless the shopper chose another', () => {
    const offered = freeMethodsFirst([fedexSda, freeGround], true)
    expect(chooseMethod(offered, null, false, any).methodId).toBe('usps-ground')
    expect(chooseMethod(offered, 'fedex-2day', false, any).methodId).toBe('fedex-2day')
  })
})

describe('free US shipping threshold ($99 by default)', () => {
  it('is $99.00', () => {
    expect(DEFAULT_FREE_SHIPPING_THRESHOLD).toBe(9900)
  })

  it('qualifies from exactly the threshold', () => {
    expect(freeShippingProgress(9900, 9900, 'US')).toEqual({ eligible: true, remaining: 0, applies: true })
    expect(freeShippingProgress(15000, 9900, 'us')).toEqual({ eligible: true, remaining: 0, applies: true })
  })

  it('shows the remaining amount below it', () => {
    expect(freeShippingProgress(9899, 9900, 'US')).toEqual({ eligible: false, remaining: 1, applies: true })
    expect(freeShippingProgress(0, 9900, 'US')).toEqual({ eligible: false, remaining: 9900, applies: true })
  })

  it('counts before an address is known (the default address is New York)', () => {
    expect(freeShippingProgress(5000, 9900, null)).toEqual({ eligible: false, remaining: 4900, applies: true })
    expect(freeShippingProgress(9900, 9900, '')).toMatchObject({ eligible: true })
  })

  it('does not apply outside the US', () => {
    expect(freeShippingProgress(20000, 9900, 'GB')).toEqual({ eligible: false, remaining: 0, applies: false })
  })

  it('follows the site setting', () => {
    expect(freeShippingProgress(4999, 5000, 'US').remaining).toBe(1)
  })
})

describe('address warnings (checkout.md section 8)', () => {
  it('gives the spec texts in order', () => {
    expect(addressWarnings({ hasAddress: false, hasZip: false, someMethodsHidden: true })).toEqual([
      'Please fill In your address for more accurate pricing',
      'Some shipping methods are not displayed. Please check your address for more options',
      'Enter ZIP for more accurate delivery time',
    ])
    expect(addressWarnings({ hasAddress: true, hasZip: true, someMethodsHidden: false })).toEqual([])
    expect(addressWarnings({ hasAddress: true, hasZip: false, someMethodsHidden: false })).toEqual([
      ADDRESS_WARNINGS.enterZip,
    ])
  })
})
