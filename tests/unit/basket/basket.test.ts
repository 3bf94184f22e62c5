import { describe, expect, it } from 'vitest'
import {
  addLine,
  type BasketLine,
  basketCount,
  basketLineKey,
  basketTotal,
  canonicalSelection,
  configKey,
  MAX_LINE_QUANTITY,
  parseBasket,
  removeLine,
  setLineQuantity,
} from '../../../src/lib/basket/basket'

const line = (over: Partial<BasketLine> = {}): BasketLine => ({
  id: 7,
  type: 'controller',
  prototypeId: null,
  quantity: 1,
  addedAt: '2026-11-22T10:00:00.000Z',
  newId: null,
  name: 'Custom PS5 Controller',
  image: null,
  url: '/PS5-Custom-Controller',
  unitPrice: 18999,
  configKey: null,
  services: [],
  ...over,
})

/** A line as baskets stored it before lines had a content key and services. */
const { configKey: _key, services: _services, ...oldLine } = line({ id: 'old-uid' })

const selection = (over: Record<string, unknown> = {}) => ({
  options: { option_1: 4, option_2: 12, option_9: true },
  mods: { mod_3: true },
  macros: {},
  packages: {},
  quantity: 1,
  rapidEnabled: true,
  bodyId: null,
  ...over,
})

describe('configKey: the same build with the same services is the same key', () => {
  it('ignores key order, the quantity and the page-only memory of hidden choices', () => {
    const key = configKey('ps5', selection())
    expect(key).toMatch(/^ps5:[0-9a-f]{16}$/)
    const reordered = {
      bodyId: null,
      rapidEnabled: true,
      packages: {},
      macros: {},
      mods: { mod_3: true },
      options: { option_9: true, option_2: 12, option_1: 4 },
      quantity: 3,
      held: { option_10: true },
    }
    expect(configKey('ps5', reordered)).toBe(key)
  })

  it('treats false, null, empty and absent alike', () => {
    const key = configKey('ps5', selection())
    expect(
      configKey(
        'ps5',
        selection({
          options: { option_1: 4, option_2: 12, option_9: true, option_10: false },
          mods: { mod_3: true, mod_4: false },
        }),
      ),
    ).toBe(key)
    const { macros: _m, packages: _p, bodyId: _b, ...bare } = selection()
    expect(configKey('ps5', bare)).toBe(key)
    expect(canonicalSelection(selection({ rapidEnabled: false }))).toBe(
      canonicalSelection(selection({ rapidEnabled: undefined })),
    )
  })

  it('differs with the services, any other choice, and the platform', () => {
    const key = configKey('ps5', selection())
    expect(configKey('ps5', selection({ options: { option_1: 4, option_2: 12 } }))).not.toBe(key)
    expect(
      configKey('ps5', selection({ options: { option_1: 4, option_2: 12, option_9: true, option_47: true } })),
    ).not.toBe(key)
    expect(configKey('ps5', selection({ options: { option_1: 4, option_2: 13, option_9: true } }))).not.toBe(key)
    expect(configKey('ps5', selection({ bodyId: 19 }))).not.toBe(key)
    expect(configKey('ps5-edge', selection())).not.toBe(key)
  })

  it('stays short and storable however large the selection', () => {
    const options = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`option_${i + 1}`, i + 1]))
    const key = configKey('xbox-series-x', selection({ options }))
    expect(key.length).toBeLessThan(100)
    expect(parseBasket(JSON.stringify([line({ configKey: key })]))).toHaveLength(1)
  })
})

describe('basket lines (storefront.md section 3; quantity capped at 3)', () => {
  it('adds a new line, and the same item again to its quantity, never above 3', () => {
    let outcome = addLine([], line({ quantity: 2 }))
    expect(outcome).toMatchObject({ requested: 2, added: 2, capped: false })
    expect(outcome.basket).toHaveLength(1)
    outcome = addLine(outcome.basket, line({ quantity: 2 }))
    expect(outcome).toMatchObject({ requested: 2, added: 1, capped: true })
    expect(outcome.basket).toEqual([line({ quantity: MAX_LINE_QUANTITY })])
    const basket = addLine(outcome.basket, line({ id: 8 })).basket
    expect(basketCount(basket)).toBe(4)
    expect(basketTotal(basket)).toBe(4 * 18999)
  })

  it('merges the same configuration stored under new ids into the first line, by its content key', () => {
    const key = configKey('ps5', selection())
    const first = addLine(
      [],
      line({
        id: 'uid-first',
        configKey: key,
        quantity: 2,
        services: [{ key: 'sda', name: 'Same Day Assembly', price: 2499 }],
      }),
    )
    const second = addLine(
      first.basket,
      line({
        id: 'uid-second',
        configKey: key,
        quantity: 2,
        unitPrice: 19999,
        services: [{ key: 'sda', name: 'Same Day Assembly', price: 2499 }],
      }),
    )
    expect(second).toMatchObject({ requested: 2, added: 1, capped: true })
    expect(second.basket).toHaveLength(1)
    expect(second.line).toMatchObject({ id: 'uid-first', quantity: 3, unitPrice: 19999, configKey: key })
    expect(second.basket[0]).toBe(second.line)
    expect(second.line.services).toEqual([{ key: 'sda', name: 'Same Day Assembly', price: 2499 }])
  })

  it('adds nothing to a full line and says so, returning the basket untouched', () => {
    const key = configKey('ps5', selection())
    const basket = [line({ id: 'uid-first', configKey: key, quantity: 3 })]
    const outcome = addLine(basket, line({ id: 'uid-third', configKey: key, quantity: 1 }))
    expect(outcome).toMatchObject({ requested: 1, added: 0, capped: true })
    expect(outcome.basket).toBe(basket)
    expect(outcome.line).toBe(basket[0])
  })

  it('keeps a different service choice (another key) on its own line', () => {
    const sda = configKey('ps5', selection())
    const both = configKey(
      'ps5',
      selection({ options: { option_1: 4, option_2: 12, option_9: true, option_47: true } }),
    )
    let basket = addLine([], line({ id: 'a', configKey: sda, quantity: 3 })).basket
    const outcome = addLine(basket, line({ id: 'b', configKey: both, quantity: 3 }))
    basket = outcome.basket
    expect(outcome).toMatchObject({ requested: 3, added: 3, capped: false })
    expect(basket.map((l) => [l.id, l.quantity])).toEqual([
      ['a', 3],
      ['b', 3],
    ])
  })

  it('merges product lines by id, and never a product with a controller of the same id', () => {
    let basket = addLine([], line({ id: 5, type: 'product', quantity: 1 })).basket
    basket = addLine(basket, line({ id: 5, type: 'product', quantity: 1 })).basket
    expect(basket).toEqual([line({ id: 5, type: 'product', quantity: 2 })])
    basket = addLine(basket, line({ id: 5, type: 'controller', quantity: 1 })).basket
    expect(basket).toHaveLength(2)
  })

  it('reads a line stored before content keys and services, and merges it by id only', () => {
    const stored = parseBasket(JSON.stringify([oldLine]))
    expect(stored).toEqual([line({ id: 'old-uid' })])
    expect(stored[0]?.configKey).toBeNull()
    expect(stored[0]?.services).toEqual([])
    // A new add of some configuration (new uid, with a key) cannot be matched to it...
    const key = configKey('ps5', selection())
    const other = addLine(stored, line({ id: 'new-uid', configKey: key }))
    expect(other.basket).toHaveLength(2)
    // ...but the same id still adds to it, and the line learns its key.
    const same = addLine(stored, line({ id: 'old-uid', configKey: key, quantity: 3 }))
    expect(same).toMatchObject({ added: 2, capped: true })
    expect(same.basket).toEqual([line({ id: 'old-uid', quantity: 3, configKey: key })])
  })

  it('removes a line by its key', () => {
    const basket = [line(), line({ id: 9, type: 'product' })]
    expect(removeLine(basket, 'product:9')).toEqual([line()])
    expect(removeLine(basket, 'controller:9')).toHaveLength(2)
  })

  it('keeps a standard product with other services on a line of its own, counting both lines toward its 3', () => {
    const warranty = { key: 'warranty' as const, name: 'Extended Warranty', price: 1999 }
    const plain = line({ id: 9, type: 'product', unitPrice: 5999 })
    const covered = line({ id: 9, type: 'product', unitPrice: 5999, services: [warranty] })
    expect(basketLineKey(plain)).toBe('product:9')
    expect(basketLineKey(covered)).toBe('product:9:warranty')
    const first = addLine([], plain)
    const second = addLine(first.basket, covered)
    expect(second.basket).toEqual([plain, covered])
    // The same services again add to that line, up to 3 of product 9 over both lines; the other line is untouched.
    const third = addLine(second.basket, line({ ...covered, quantity: 3 }))
    expect(third).toMatchObject({ added: 1, capped: true })
    expect(third.basket).toEqual([plain, { ...covered, quantity: 2 }])
    expect(addLine(third.basket, plain)).toMatchObject({ added: 0, capped: true, basket: third.basket })
    // A quantity chosen in the cart is cut to what the other line leaves.
    expect(setLineQuantity(third.basket, 'product:9', 3)).toEqual([plain, { ...covered, quantity: 2 }])
    expect(setLineQuantity(third.basket, 'product:9:warranty', 1)).toEqual([plain, { ...covered, quantity: 1 }])
    expect(removeLine(third.basket, 'product:9:warranty')).toEqual([plain])
    // A configured controller stays one line by its uid, whatever its services.
    expect(basketLineKey(line({ id: 'uid-1', services: [warranty] }))).toBe('controller:uid-1')
  })

  it('drops stored data it cannot trust instead of failing', () => {
    expect(parseBasket(null)).toEqual([])
    expect(parseBasket('not json')).toEqual([])
    expect(parseBasket(JSON.stringify([{ ...line(), quantity: 9 }]))).toEqual([])
    expect(parseBasket(JSON.stringify([{ ...line(), configKey: '<script>' }]))).toEqual([])
    expect(parseBasket(JSON.stringify([{ ...line(), services: [{ name: 5 }] }]))).toEqual([])
    expect(parseBasket(JSON.stringify([line()]))).toEqual([line()])
    const withServices = line({ services: [{ key: 'warranty', name: 'Extended Warranty', price: 2499 }] })
    expect(parseBasket(JSON.stringify([withServices]))).toEqual([withServices])
    // A service stored without a price reads as price unknown.
    expect(
      parseBasket(JSON.stringify([{ ...line(), services: [{ name: 'Same Day Assembly' }] }]))[0]?.services,
    ).toEqual([{ key: null, name: 'Same Day Assembly', price: null }])
  })
})
