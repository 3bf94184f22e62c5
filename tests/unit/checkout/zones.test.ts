import { describe, expect, it } from 'vitest'
import { offersFor, packagePrice, type StoredMethod, serves, someMethodsHidden } from '../../../src/lib/checkout/zones'

const method = (id: number, zones: StoredMethod['zones'], over: Partial<StoredMethod> = {}): StoredMethod => ({
  id,
  name: `Method ${id}`,
  carrier: 'fedex',
  caption: null,
  price: 1999,
  pricePerExtraItem: 300,
  deliveryTime: 2,
  isSdaSupported: true,
  freeOverThreshold: false,
  zones,
  ...over,
})

const US = method(1, [{ country: 'US', states: [] }])
const MAINLAND = method(2, [{ country: 'US', states: ['NY', 'fl', ' ca '] }], { carrier: 'ups', price: 1099 })
const WORLD = method(3, [
  { country: 'GB', states: [] },
  { country: 'ca', states: ['ON'] },
])

describe('serves', () => {
  it('serves a whole country when the zone lists no state, whatever the state', () => {
    expect(serves(US, 'US', 'NY')).toBe(true)
    expect(serves(US, 'US', null)).toBe(true)
    expect(serves(US, 'GB', null)).toBe(false)
  })

  it('serves only the listed states when there are some; an address without a state matches none', () => {
    expect(serves(MAINLAND, 'US', 'NY')).toBe(true)
    expect(serves(MAINLAND, 'US', 'AK')).toBe(false)
    expect(serves(MAINLAND, 'US', null)).toBe(false)
    expect(serves(MAINLAND, 'GB', 'NY')).toBe(false)
  })

  it('compares countries and states without case or surrounding spaces', () => {
    expect(serves(MAINLAND, 'us', 'Fl')).toBe(true)
    expect(serves(MAINLAND, ' US ', 'ca')).toBe(true)
    expect(serves(WORLD, 'CA', 'on')).toBe(true)
    expect(serves(WORLD, 'CA', 'QC')).toBe(false)
  })

  it('serves nothing without a country or without zones', () => {
    expect(serves(US, null, null)).toBe(false)
    expect(serves(US, '', 'NY')).toBe(false)
    expect(serves(method(9, []), 'US', 'NY')).toBe(false)
  })
})

describe('someMethodsHidden', () => {
  it('warns when a method serves the country but not this state, or the state is not known yet', () => {
    expect(someMethodsHidden([US, MAINLAND], 'US', 'AK')).toBe(true)
    expect(someMethodsHidden([US, MAINLAND], 'US', null)).toBe(true)
    expect(someMethodsHidden([US, MAINLAND], 'US', 'NY')).toBe(false)
  })

  it('does not warn about methods of other countries', () => {
    expect(someMethodsHidden([US, MAINLAND, WORLD], 'GB', null)).toBe(false)
    expect(someMethodsHidden([US, WORLD], 'US', 'AK')).toBe(false)
    expect(someMethodsHidden([], 'US', 'NY')).toBe(false)
  })
})

describe('packagePrice', () => {
  it('charges the first item at the price and every further one at the per-item price', () => {
    expect(packagePrice(US, 1)).toBe(1999)
    expect(packagePrice(US, 2)).toBe(2299)
    expect(packagePrice(US, 5)).toBe(1999 + 4 * 300)
  })

  it('never goes under the first-item price for an empty package', () => {
    expect(packagePrice(US, 0)).toBe(1999)
    expect(packagePrice(method(4, [], { pricePerExtraItem: 0 }), 7)).toBe(1999)
  })
})

describe('offersFor', () => {
  it("lists the methods serving the address in the merchandiser's order, priced for the package", () => {
    const offers = offersFor([WORLD, US, MAINLAND], { country: 'US', state: 'NY' }, 3)
    expect(offers.map((o) => [o.id, o.price])).toEqual([
      ['1', 1999 + 2 * 300],
      ['2', 1099 + 2 * 300],
    ])
    expect(offers[1]).toEqual({
      id: '2',
      carrier: 'ups',
      name: 'Method 2',
      price: 1699,
      deliveryTime: 2,
      isSdaSupported: true,
      caption: null,
      freeOverThreshold: false,
    })
  })

  it('has none for an address nobody serves', () => {
    expect(offersFor([US, MAINLAND], { country: 'JP', state: null }, 1)).toEqual([])
    expect(offersFor([MAINLAND], { country: 'US', state: null }, 1)).toEqual([])
  })
})
