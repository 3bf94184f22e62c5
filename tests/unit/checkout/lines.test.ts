import { describe, expect, it } from 'vitest'
import type { CatalogOption, CreatorCatalog } from '../../../src/creator/catalog'
import { configurationLine, type PlatformFacts } from '../../../src/creator/checkout-line'
import { createEngine } from '../../../src/creator/engine'
import type { Selection } from '../../../src/creator/selection'
import {
  missingLine,
  parseStockKey,
  productLine,
  READY_MADE_PREPARATION_DAYS,
  stockKeys,
} from '../../../src/lib/checkout/lines'
import { STOCK_POLICY_CONTINUE, STOCK_POLICY_DENY } from '../../../src/lib/platforms'
import { ID, ps5Catalog, V } from '../creator/fixture'

const WARRANTY_OPTION: CatalogOption = {
  id: 47,
  name: 'Extended Warranty',
  template: 'service',
  price: 1999,
  isInventoried: false,
  values: [],
}
/** The fixture catalog with the PS5 warranty (option 47) beside Same Day Assembly (option 9, $24.99). */
const catalog = (over: Partial<CreatorCatalog> = {}): CreatorCatalog => {
  const base = ps5Catalog(over)
  return { ...base, options: [...base.options, WARRANTY_OPTION] }
}
const PS5: PlatformFacts = { id: 7, slug: 'ps5', hardwares: [{ key: 'shell', stock: 40 }] }
const initial = (c: CreatorCatalog = catalog()): Selection => createEngine(c).initial()
const stored = (selected: unknown, over: Partial<{ uid: string; name: string; configurable: boolean }> = {}) => ({
  uid: 'uid-aaaaaaaaaaaaaaaa',
  name: 'My PS5 build',
  selected,
  configurable: true,
  ...over,
})
const withOptions = (s: Selection, options: Record<string, unknown>) => ({
  ...s,
  options: { ...s.options, ...options },
})

describe('stock keys', () => {
  it('round-trip through parseStockKey for values, products and hardware (keys with underscores too)', () => {
    expect(parseStockKey(stockKeys.value(19))).toEqual({ kind: 'value', id: 19 })
    expect(parseStockKey(stockKeys.product(305))).toEqual({ kind: 'product', id: 305 })
    expect(parseStockKey(stockKeys.hardware(3, 'shell'))).toEqual({ kind: 'hardware', platformId: 3, key: 'shell' })
    expect(parseStockKey(stockKeys.hardware(3, 'pcb_v2'))).toEqual({ kind: 'hardware', platformId: 3, key: 'pcb_v2' })
  })

  it('refuses keys this module did not make', () => {
    for (const key of ['', 'value_', 'value_x', 'value_1;drop', 'product_-1', 'hardware_1', 'hardware_x_y', 'other_1'])
      expect(parseStockKey(key), key).toBeNull()
  })
})

describe('configurationLine', () => {
  it('prices the stored selection with the engine, one item: base price plus chosen values', () => {
    const s = withOptions(initial(), { [`option_${ID.body}`]: V.cosmicRed.id })
    const line = configurationLine(catalog(), PS5, stored(s), 2)
    expect(line.unitPrice).toBe(7499 + 1499)
    expect(line.quantity).toBe(2)
    expect(line).toMatchObject({
      id: 'uid-aaaaaaaaaaaaaaaa',
      kind: 'configuration',
      name: 'My PS5 build',
      platformSlug: 'ps5',
      isValid: true,
      discountable: true,
      configurable: true,
      shippingGroup: 'controller',
      assemblyDays: 3,
      chosen: [],
    })
  })

  it('takes the services out of the priced selection and lists them as chosen, offering both at their prices', () => {
    const s = withOptions(initial(), { option_9: true, option_47: true })
    const line = configurationLine(catalog(), PS5, stored(s), 1)
    expect(line.unitPrice).toBe(7499)
    expect(line.chosen).toEqual(['sda', 'warranty'])
    expect(line.offers.map((o) => [o.key, o.optionId, o.price])).toEqual([
      ['sda', 9, 2499],
      ['warranty', 47, 1999],
    ])
  })

  it('offers only the services the platform has (no warranty option, no warranty offer)', () => {
    const line = configurationLine(ps5Catalog(), PS5, stored(initial(ps5Catalog())), 1)
    expect(line.offers.map((o) => o.key)).toEqual(['sda'])
    // A platform without a warranty option id (checkout.md: 10 / 43 / 47 by platform) offers none, even if 47 exists.
    const other = configurationLine(catalog(), { ...PS5, slug: 'switch-pro' }, stored(initial()), 1)
    expect(other.offers.map((o) => o.key)).toEqual(['sda'])
  })

  it("needs the platform's hardware and every chosen inventoried value, with its stock and policy", () => {
    const s = withOptions(initial(), { [`option_${ID.body}`]: V.backOrderBody.id })
    const line = configurationLine(catalog(), PS5, stored(s), 1)
    expect(line.stock).toContainEqual({ key: 'hardware_7_shell', stock: 40, policy: STOCK_POLICY_DENY })
    expect(line.stock).toContainEqual({ key: 'value_13', stock: 0, policy: STOCK_POLICY_CONTINUE })
    expect(line.stock).toContainEqual({ key: 'value_20', stock: 10, policy: STOCK_POLICY_DENY })
    // Options without values (Rapid Fire, services) take no stock.
    expect(line.stock.every((n) => /^(value_\d+|hardware_7_shell)$/.test(n.key))).toBe(true)
    expect(line.isValid).toBe(true)
  })

  it('keeps a configuration short of stock valid and priced (shown, not counted), never invalid', () => {
    const s = withOptions(initial(), { [`option_${ID.body}`]: V.soldOutBody.id })
    const line = configurationLine(catalog(), PS5, stored(s), 1)
    expect(line.isValid).toBe(true)
    expect(line.unitPrice).toBe(7499 + 1499)
    expect(line.stock).toContainEqual({ key: 'value_12', stock: 0, policy: STOCK_POLICY_DENY })
    // Two of a value with 2 left is fine; three is short but still valid.
    const red = withOptions(initial(), { [`option_${ID.backShell}`]: V.redShell.id })
    expect(configurationLine(catalog(), PS5, stored(red), 3).isValid).toBe(true)
  })

  it('marks a selection the rules refuse invalid, priced at the base price with no value stock', () => {
    const s = withOptions(initial(), { [`option_${ID.paddles}`]: V.blackPaddles.id }) // paddles need Rapid Fire
    const line = configurationLine(catalog(), PS5, stored(s), 1)
    expect(line.isValid).toBe(false)
    expect(line.unitPrice).toBe(7499)
    expect(line.stock.map((n) => n.key)).toEqual(['hardware_7_shell'])
  })

  it('marks garbage and an unavailable value invalid', () => {
    for (const selected of [null, 'x', 42, { options: 'no' }, {}]) {
      const line = configurationLine(catalog(), PS5, stored(selected), 1)
      expect(line.isValid, JSON.stringify(selected)).toBe(false)
    }
    const gone = withOptions(initial(), { [`option_${ID.body}`]: 9999 })
    expect(configurationLine(catalog(), PS5, stored(gone), 1).isValid).toBe(false)
    const unavailable = withOptions(initial(), { [`option_${ID.buttons}`]: V.unavailableButtons.id })
    expect(configurationLine(catalog(), PS5, stored(unavailable), 1).isValid).toBe(false)
  })

  it('uses the basket quantity, not the stored one, and keeps the stored configurable flag', () => {
    const s = { ...initial(), quantity: 3 }
    const line = configurationLine(catalog(), PS5, stored(s, { configurable: false }), 1)
    expect(line.quantity).toBe(1)
    expect(line.configurable).toBe(false)
  })
})

describe('productLine', () => {
  const product = {
    id: 305,
    name: 'Steam Deck OLED',
    price: 54900,
    inStock: true,
    availableQuantity: 4,
    status: 'active',
    discountable: true,
    shippingGroup: 'handheld',
    platformSlug: 'steam-deck',
  }

  it('prices a ready-made product from its record, with its own stock counter and shipping group', () => {
    const line = productLine(product, 2)
    expect(line).toMatchObject({
      id: 305,
      kind: 'product',
      unitPrice: 54900,
      quantity: 2,
      shippingGroup: 'handheld',
      assemblyDays: READY_MADE_PREPARATION_DAYS,
      isValid: true,
      configurable: false,
      offers: [],
      chosen: [],
    })
    expect(line.stock).toEqual([{ key: 'product_305', stock: 4, policy: STOCK_POLICY_DENY }])
  })

  it('counts a product not flagged in stock as 0 available, and never negative', () => {
    expect(productLine({ ...product, inStock: false }, 1).stock[0]?.stock).toBe(0)
    expect(productLine({ ...product, availableQuantity: -3 }, 1).stock[0]?.stock).toBe(0)
    expect(productLine({ ...product, availableQuantity: null }, 1).stock[0]?.stock).toBe(0)
  })

  it('refuses coming and discontinued products and those of a platform turned off; defaults: discountable, controller box', () => {
    expect(productLine({ ...product, status: 'coming' }, 1).isValid).toBe(false)
    expect(productLine({ ...product, status: 'discontinued' }, 1).isValid).toBe(false)
    expect(productLine({ ...product, platformEnabled: false }, 1).isValid).toBe(false)
    expect(productLine({ ...product, platformEnabled: true }, 1).isValid).toBe(true)
    const plain = productLine({ ...product, discountable: null, shippingGroup: null }, 1)
    expect(plain.discountable).toBe(true)
    expect(plain.shippingGroup).toBe('controller')
    expect(productLine({ ...product, discountable: false }, 1).discountable).toBe(false)
  })
})

describe('missingLine', () => {
  it('is shown at 0, never valid, never takes stock', () => {
    const line = missingLine('gone-uid', 'configuration', 2)
    expect(line).toMatchObject({ id: 'gone-uid', unitPrice: 0, isValid: false, stock: [], quantity: 2 })
    expect(line.name).toBe('This product is no longer available')
  })
})
