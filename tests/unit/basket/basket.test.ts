import { describe, expect, it } from 'vitest'
import {
  addLine,
  type BasketLine,
  basketCount,
  basketTotal,
  MAX_LINE_QUANTITY,
  parseBasket,
  removeLine,
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
  ...over,
})

describe('basket lines (storefront.md section 3; quantity capped at 3)', () => {
  it('adds a new line, and the same item again to its quantity, never above 3', () => {
    let basket = addLine([], line({ quantity: 2 }))
    expect(basket).toHaveLength(1)
    basket = addLine(basket, line({ quantity: 2 }))
    expect(basket).toEqual([line({ quantity: MAX_LINE_QUANTITY })])
    basket = addLine(basket, line({ id: 8 }))
    expect(basketCount(basket)).toBe(4)
    expect(basketTotal(basket)).toBe(4 * 18999)
  })

  it('removes a line by id and type', () => {
    const basket = [line(), line({ id: 9, type: 'product' })]
    expect(removeLine(basket, 9, 'product')).toEqual([line()])
    expect(removeLine(basket, 9, 'controller')).toHaveLength(2)
  })

  it('drops stored data it cannot trust instead of failing', () => {
    expect(parseBasket(null)).toEqual([])
    expect(parseBasket('not json')).toEqual([])
    expect(parseBasket(JSON.stringify([{ ...line(), quantity: 9 }]))).toEqual([])
    expect(parseBasket(JSON.stringify([line()]))).toEqual([line()])
  })
})
