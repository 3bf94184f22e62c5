import { describe, expect, it } from 'vitest'
import { emptySelection, savedConfigurationSchema, selectionSchema } from '../../../src/creator/selection'
import { isHexColor } from '../../../src/lib/color'
import { optionMapsSchema } from '../../../src/lib/option-maps'
import { isStockEnough } from '../../../src/lib/platforms'
import { availabilityOf, isProductInStock, padProductId } from '../../../src/lib/products'
import { zodFieldValidator } from '../../../src/lib/zod-field'

describe('selected configuration schema', () => {
  it('accepts the spec shape', () => {
    const selection = {
      ...emptySelection(),
      options: { option_12: 40, option_9: true },
      mods: { mod_3: true },
      packages: { package_1: false },
      quantity: 3,
      rapidEnabled: true,
      bodyId: 19,
    }
    expect(selectionSchema.parse(selection)).toEqual(selection)
  })

  it('refuses bad keys, quantities outside 1 to 3 and unknown fields', () => {
    const validate = zodFieldValidator(savedConfigurationSchema, 'Configuration')
    expect(validate({ selected: { ...emptySelection(), options: { body: 1 } } })).toMatch(/selected\.options\.body/)
    expect(validate({ selected: { ...emptySelection(), quantity: 4 } })).toMatch(/quantity/)
    expect(validate({ selected: { ...emptySelection(), quantity: 0 } })).toMatch(/quantity/)
    expect(validate({ selected: emptySelection(), extra: 1 })).toMatch(/Configuration is invalid/)
    expect(validate(null)).toBe(true)
  })
})

describe('option maps', () => {
  it("accepts back shell maps keyed by value id with a '*' fallback", () => {
    expect(optionMapsSchema.safeParse({ backShell: { '12': [3], '*': [3, 4] }, defaultBackId: 3 }).success).toBe(true)
  })

  it('refuses malformed maps with a message naming the place', () => {
    const validate = zodFieldValidator(optionMapsSchema, 'Configuration maps')
    expect(validate({ backShell: { black: [3] } })).toMatch(/backShell/)
    expect(validate({ defaultBackId: -1 })).toMatch(/defaultBackId/)
    expect(validate({ unknownMap: {} })).toMatch(/Configuration maps is invalid/)
  })
})

describe('stock', () => {
  it('is enough when stock is at least the quantity, or the policy is 2', () => {
    expect(isStockEnough(3, 1, 3)).toBe(true)
    expect(isStockEnough(2, 1, 3)).toBe(false)
    expect(isStockEnough(0, 2, 3)).toBe(true)
  })

  it('counts a product in stock only when flagged and available for the quantity', () => {
    expect(isProductInStock({ inStock: true, availableQuantity: 2 }, 2)).toBe(true)
    expect(isProductInStock({ inStock: true, availableQuantity: 1 }, 2)).toBe(false)
    expect(isProductInStock({ inStock: false, availableQuantity: 5 })).toBe(false)
    expect(isProductInStock({ inStock: true, availableQuantity: 5, status: 'coming' })).toBe(false)
  })

  it("states a card's availability: Coming Soon before Out of Stock, else In Stock", () => {
    expect(availabilityOf({ status: 'coming', inStock: true, availableQuantity: 5 })).toEqual({
      text: 'Coming Soon',
      tone: 'coming',
    })
    expect(availabilityOf({ status: 'active', inStock: true, availableQuantity: 0 }).text).toBe('Out of Stock')
    expect(availabilityOf({ status: 'active', inStock: false, availableQuantity: 9 }).text).toBe('Out of Stock')
    expect(availabilityOf({ status: 'active', inStock: true, availableQuantity: 1 })).toEqual({
      text: 'In Stock',
      tone: 'in',
    })
  })

  it('pads product ids to 5 digits', () => {
    expect(padProductId(42)).toBe('00042')
    expect(padProductId(123456)).toBe('123456')
  })
})

describe('colours', () => {
  it('accepts #rgb and #rrggbb only', () => {
    expect(isHexColor('#fff')).toBe(true)
    expect(isHexColor('#1f6feb')).toBe(true)
    expect(isHexColor('red')).toBe(false)
    expect(isHexColor('#12345')).toBe(false)
  })
})
