import { describe, expect, it } from 'vitest'
import { MAX_LINE_QUANTITY } from '../../../src/lib/basket/basket'
import { MAX_QUANTITY } from '../../../src/lib/basket/quantity'
import {
  CHECKOUT_MAX_QUANTITY,
  CHECKOUT_MIN_QUANTITY,
  isValidQuantity,
  priceBasket,
  productStock,
  QUANTITY_MESSAGE,
} from '../../../src/lib/checkout/pricing'
import {
  SAME_DAY_ASSEMBLY_NAME,
  sameDayAssemblyOffered,
  sameDayAssemblyOptionId,
  sameDayAssemblyPrice,
  WARRANTY_YEARS,
  warrantyOptionId,
} from '../../../src/lib/checkout/services'
import { InputError } from '../../../src/lib/errors'
import { line, SDA, WARRANTY } from './fixtures'

const on = { sameDayAssemblyEnabled: true }
const off = { sameDayAssemblyEnabled: false }

describe('quantity limits (one rule: 1 to 3, the creator and basket cap)', () => {
  it('is the same limit as the creator and the stored basket', () => {
    expect([CHECKOUT_MIN_QUANTITY, CHECKOUT_MAX_QUANTITY]).toEqual([1, 3])
    expect(CHECKOUT_MAX_QUANTITY).toBe(MAX_QUANTITY)
    expect(CHECKOUT_MAX_QUANTITY).toBe(MAX_LINE_QUANTITY)
  })

  it('accepts 1, 2 and 3 only', () => {
    expect([1, 2, 3].every(isValidQuantity)).toBe(true)
    for (const bad of [0, 4, 5, -1, 1.5, Number.NaN, '2', null, undefined]) expect(isValidQuantity(bad)).toBe(false)
  })

  it.each([0, 4, 5, 2.5])('refuses quantity %s whatever the client sends, naming the rule', (quantity) => {
    const attempt = () => priceBasket([line(), line({ id: 'b', quantity })], on)
    expect(attempt).toThrow(InputError)
    expect(attempt).toThrow(QUANTITY_MESSAGE)
    expect(QUANTITY_MESSAGE).toBe('Quantity must be a whole number from 1 to 3')
  })
})

describe('line prices and services', () => {
  it('refuses a stored price that is not whole cents (a caller bug, not a client error)', () => {
    expect(() => priceBasket([line({ unitPrice: 89.99 })], on)).toThrow(RangeError)
    expect(() => priceBasket([line({ offers: [{ ...SDA, price: -1 }] })], on)).toThrow(RangeError)
  })

  it('prices unit × quantity from the stored price', () => {
    const basket = priceBasket([line({ quantity: 3 })], on)
    expect(basket.lines[0]).toMatchObject({ itemTotal: 26997, servicesTotal: 0, lineTotal: 26997, counted: true })
    expect(basket).toMatchObject({ itemsTotal: 26997, servicesTotal: 0, subtotal: 26997 })
  })

  it('adds chosen services per item (Same Day Assembly and the 1-year warranty)', () => {
    const basket = priceBasket([line({ quantity: 2, chosen: ['sda', 'warranty'] })], on)
    const [priced] = basket.lines
    expect(priced!.services.map((s) => [s.key, s.optionId, s.price, s.total])).toEqual([
      ['sda', 9, 2499, 4998],
      ['warranty', 47, 2499, 4998],
    ])
    expect(priced!.hasSda).toBe(true)
    expect(basket).toMatchObject({ itemsTotal: 17998, servicesTotal: 9996, subtotal: 27994 })
  })

  it('counts a service chosen twice once', () => {
    const basket = priceBasket([line({ chosen: ['warranty', 'warranty'] })], on)
    expect(basket.servicesTotal).toBe(2499)
  })

  it('drops Same Day Assembly when the site switch is off, and reports it', () => {
    const basket = priceBasket([line({ id: 'x', chosen: ['sda', 'warranty'] })], off)
    expect(basket.lines[0]!.services.map((s) => s.key)).toEqual(['warranty'])
    expect(basket.lines[0]!.hasSda).toBe(false)
    expect(basket.lines[0]!.sdaCapable).toBe(false)
    expect(basket.droppedServices).toEqual([{ lineId: 'x', key: 'sda' }])
    expect(basket.subtotal).toBe(8999 + 2499)
  })

  it('drops a service the platform does not offer (Xbox Elite has no SDA, no warranty)', () => {
    const basket = priceBasket([line({ platformSlug: 'xbox-elite', offers: [], chosen: ['sda', 'warranty'] })], on)
    expect(basket.lines[0]!.services).toEqual([])
    expect(basket.droppedServices.map((d) => d.key)).toEqual(['sda', 'warranty'])
    expect(basket.subtotal).toBe(8999)
  })

  it('marks a line SDA-capable only when SDA is offered and switched on', () => {
    expect(priceBasket([line()], on).lines[0]!.sdaCapable).toBe(true)
    expect(priceBasket([line({ offers: [WARRANTY] })], on).lines[0]!.sdaCapable).toBe(false)
  })
})

describe('stock: enough when stock ≥ quantity or policy 2; out-of-stock lines not counted', () => {
  const need = (stock: number, policy = 1) => [{ key: 'option_3_value_12', stock, policy }]

  it('counts a line whose stock equals the quantity', () => {
    const basket = priceBasket([line({ quantity: 2, stock: need(2) })], on)
    expect(basket.lines[0]!.inStock).toBe(true)
    expect(basket.hasProductStockOut).toBe(false)
  })

  it('does not count a line one unit short, and flags the basket', () => {
    const basket = priceBasket([line({ quantity: 2, stock: need(1), chosen: ['sda'] }), line({ id: 'b' })], on)
    expect(basket.lines[0]).toMatchObject({
      inStock: false,
      counted: false,
      lineTotal: 0,
      shortKeys: ['option_3_value_12'],
    })
    expect(basket).toMatchObject({ hasProductStockOut: true, subtotal: 8999, servicesTotal: 0 })
  })

  it('sells on back-order under policy 2 even at stock 0 or below', () => {
    expect(priceBasket([line({ quantity: 3, stock: need(0, 2) })], on).lines[0]!.inStock).toBe(true)
    expect(priceBasket([line({ quantity: 3, stock: need(-4, 2) })], on).lines[0]!.inStock).toBe(true)
  })

  it('shares a counter between lines in basket order: the second line for the last unit is out', () => {
    const basket = priceBasket([line({ id: 'a', stock: need(1) }), line({ id: 'b', stock: need(1) })], on)
    expect(basket.lines.map((l) => l.inStock)).toEqual([true, false])
    expect(basket.subtotal).toBe(8999)
  })

  it('a line left out does not use up stock for the lines after it', () => {
    const basket = priceBasket(
      [line({ id: 'a', quantity: 3, stock: need(2) }), line({ id: 'b', quantity: 2, stock: need(2) })],
      on,
    )
    expect(basket.lines.map((l) => l.inStock)).toEqual([false, true])
  })

  it('does not count an invalid line (unsupported components, disabled platform)', () => {
    const basket = priceBasket([line({ isValid: false }), line({ id: 'b', unitPrice: 1000 })], on)
    expect(basket).toMatchObject({ hasInvalidProducts: true, hasProductStockOut: false, subtotal: 1000 })
  })
})

describe('ready-made products (storefront.md: inStock and availableQuantity ≥ quantity)', () => {
  const product = (over: Parameters<typeof productStock>[0]) =>
    line({ id: 7, kind: 'product', offers: [], quantity: 2, ...productStock(over) })

  it('is in stock when flagged and enough units are available', () => {
    const basket = priceBasket([product({ id: 7, inStock: true, availableQuantity: 2, status: 'active' })], on)
    expect(basket.lines[0]).toMatchObject({ inStock: true, counted: true })
  })

  it('is out of stock below the quantity, when not flagged, or with no count', () => {
    for (const facts of [
      { id: 7, inStock: true, availableQuantity: 1 },
      { id: 7, inStock: false, availableQuantity: 50 },
      { id: 7, inStock: true, availableQuantity: null },
    ]) {
      const basket = priceBasket([product(facts)], on)
      expect(basket.lines[0]).toMatchObject({ inStock: false, counted: false, shortKeys: ['product_7'] })
    }
  })

  it("is not sold at all while 'coming' or discontinued", () => {
    for (const status of ['coming', 'discontinued']) {
      const basket = priceBasket([product({ id: 7, inStock: true, availableQuantity: 9, status })], on)
      expect(basket).toMatchObject({ hasInvalidProducts: true, subtotal: 0 })
    }
  })
})

describe('coupon facts of the basket', () => {
  it('lists the platforms of counted lines and whether all are discountable', () => {
    const basket = priceBasket(
      [line(), line({ id: 'e', platformSlug: 'xbox-elite', isValid: false }), line({ id: 'k', platformSlug: null })],
      on,
    )
    expect(basket.platforms).toEqual(['ps5'])
    expect(basket.allDiscountable).toBe(true)
    expect(priceBasket([line(), line({ id: 'n', discountable: false })], on).allDiscountable).toBe(false)
  })
})

describe('services helpers', () => {
  it('prices SDA from the platform setting, falling back to the option price', () => {
    expect(sameDayAssemblyPrice(1999, 2499)).toBe(1999)
    expect(sameDayAssemblyPrice(0, 2499)).toBe(0)
    expect(sameDayAssemblyPrice(null, 2499)).toBe(2499)
    expect(sameDayAssemblyPrice(undefined, 2499)).toBe(2499)
  })

  it('knows the option ids: SDA 9; warranty 10 / 43 / 47 by platform, none elsewhere', () => {
    expect(sameDayAssemblyOptionId()).toBe(9)
    expect(SDA.optionId).toBe(sameDayAssemblyOptionId())
    expect(SAME_DAY_ASSEMBLY_NAME).toBe('Same Day Assembly')
    expect(WARRANTY_YEARS).toBe(1)
    expect(['xbox-one', 'ps4', 'xbox-360', 'ps3', 'ps5'].map(warrantyOptionId)).toEqual([10, 10, 43, 43, 47])
    expect([warrantyOptionId('steam-deck'), warrantyOptionId(null), warrantyOptionId('')]).toEqual([null, null, null])
  })

  it('offers SDA only with the site switch and the platform both on', () => {
    expect(sameDayAssemblyOffered(true, true)).toBe(true)
    expect(sameDayAssemblyOffered(false, true)).toBe(false)
    expect(sameDayAssemblyOffered(true, false)).toBe(false)
  })
})
