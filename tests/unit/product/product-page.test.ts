import { describe, expect, it } from 'vitest'
import { addProductToBasket, productCapMessage, productLine } from '../../../src/components/product/add-product'
import { previewFeatures } from '../../../src/components/product/feature-preview'
import { type BasketLine, parseBasket } from '../../../src/lib/basket/basket'

const items = (n: number, prefix = 'item') => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`)

describe('feature lists (storefront.md section 9: 2 groups, 4 items for a single group, else 2 per group)', () => {
  it('a single group shows 4 items until expanded', () => {
    expect(previewFeatures([{ title: null, items: items(6) }])).toEqual({
      shown: [{ title: null, items: items(4) }],
      more: true,
    })
    expect(previewFeatures([{ title: null, items: items(4) }]).more).toBe(false)
  })

  it('several groups show the first 2, with 2 items each', () => {
    const groups = [
      { title: 'A', items: items(3, 'a') },
      { title: 'B', items: items(2, 'b') },
      { title: 'C', items: items(1, 'c') },
    ]
    const { shown, more } = previewFeatures(groups)
    expect(shown).toEqual([
      { title: 'A', items: items(2, 'a') },
      { title: 'B', items: items(2, 'b') },
    ])
    expect(more).toBe(true)
    expect(previewFeatures(groups.slice(1)).more).toBe(false)
  })
})

describe('the product basket line', () => {
  const product = {
    id: 42,
    name: 'Travel Case',
    slug: 'travel-case',
    price: 2499,
    image: '/api/media/file/case.webp?v=1',
  }
  const now = new Date('2026-11-25T12:00:00Z')

  it("is a line of type 'product' that the basket schema accepts", () => {
    const line = productLine(product, 2, [], now)
    expect(line).toMatchObject({ id: 42, type: 'product', quantity: 2, unitPrice: 2499, url: '/product/travel-case' })
    expect(parseBasket(JSON.stringify([line]))).toEqual([line])
  })

  it('adds to the same line up to 3 and says what did not fit', () => {
    let stored: BasketLine[] = []
    const basket = {
      read: () => stored,
      write: (b: BasketLine[]) => {
        stored = b
      },
    }
    expect(addProductToBasket(product, 2, [], basket, now).added).toBe(2)
    const second = addProductToBasket(product, 2, [], basket, now)
    expect(second.added).toBe(1)
    expect(stored).toEqual([expect.objectContaining({ id: 42, quantity: 3 })])
    expect(productCapMessage(second)).toMatch(/^Only 1 more fitted/)
    const third = addProductToBasket(product, 1, [], basket, now)
    expect(third.added).toBe(0)
    expect(productCapMessage(third)).toMatch(/^You already have 3 of this item/)
    expect(productCapMessage({ requested: 1, added: 1 })).toBeNull()
  })

  it('puts it with the Extended Warranty on a line of its own, priced with the service', () => {
    let stored: BasketLine[] = []
    const basket = {
      read: () => stored,
      write: (b: BasketLine[]) => {
        stored = b
      },
    }
    const warranty = [{ key: 'warranty' as const, name: 'Extended Warranty', price: 1999 }]
    addProductToBasket(product, 1, [], basket, now)
    const covered = addProductToBasket(product, 2, warranty, basket, now)
    expect(covered).toMatchObject({ added: 2, line: { unitPrice: 2499 + 1999, services: warranty } })
    expect(stored.map((l) => [l.quantity, l.services.length])).toEqual([
      [1, 0],
      [2, 1],
    ])
    expect(parseBasket(JSON.stringify(stored))).toEqual(stored)
  })
})
