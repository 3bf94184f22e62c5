import { describe, expect, it } from 'vitest'
import {
  basketLimitProblem,
  itemKeyOf,
  MAX_BASKET_ITEMS,
  MAX_ITEM_QUANTITY,
  roomFor,
} from '../../../src/lib/basket/limits'

const product = (id: number, quantity: number) => ({ type: 'product' as const, id, quantity })
const build = (id: string, quantity: number) => ({ type: 'controller' as const, id, quantity })

describe('basket limits', () => {
  it('knows a product by id (whatever its services) and a configuration by uid', () => {
    expect(itemKeyOf(product(5, 1))).toBe('product:5')
    expect(itemKeyOf(build('5', 1))).toBe('controller:5')
  })

  it('counts one item over all its lines', () => {
    expect(MAX_ITEM_QUANTITY).toBe(3)
    expect(basketLimitProblem([product(5, 2), product(5, 1), build('u', 3)])).toBeNull()
    expect(basketLimitProblem([product(5, 3), product(6, 1), product(5, 3)])).toEqual({
      kind: 'item',
      key: 'product:5',
      quantity: 6,
      lines: [0, 2],
    })
    expect(basketLimitProblem([build('u', 2), build('u', 2)])).toMatchObject({ kind: 'item', key: 'controller:u' })
  })

  it('caps the whole basket at 30 items', () => {
    expect(MAX_BASKET_ITEMS).toBe(30)
    const ten = Array.from({ length: 10 }, (_, i) => product(i + 1, 3))
    expect(basketLimitProblem(ten)).toBeNull()
    expect(basketLimitProblem([...ten, product(99, 1)])).toEqual({ kind: 'total', quantity: 31 })
  })

  it('tells how many more of an item fit on its line', () => {
    expect(roomFor([], product(5, 1))).toBe(3)
    expect(roomFor([product(5, 2), product(6, 3)], product(5, 1))).toBe(1)
    expect(roomFor([product(5, 3)], product(5, 1))).toBe(0)
    const nine = Array.from({ length: 9 }, (_, i) => product(i + 10, 3))
    expect(roomFor([...nine, product(1, 2)], product(2, 1))).toBe(1)
  })
})
