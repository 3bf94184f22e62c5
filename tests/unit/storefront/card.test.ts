import { describe, expect, it } from 'vitest'
import { toCardProduct } from '../../../src/components/ProductCard/card'
import type { Product } from '../../../src/payload-types'

const product = (): Product =>
  ({
    id: 7,
    name: 'Xbox Series X Forest Ops Custom Controller',
    slug: 'xbox-series-x-forest-ops',
    isConfigurable: true,
    price: 10996,
    oldPrice: 12496,
    rating: 4,
    totalReviews: 1,
    comparable: true,
    classifier: 2,
    status: 'active',
    inStock: true,
    availableQuantity: 5,
  }) as unknown as Product

describe("a product card's data (issue 32)", () => {
  it('is what the card shows', () => {
    expect(toCardProduct(product())).toMatchObject({
      id: 7,
      href: '/configured-controller/7',
      image: null,
      price: 10996,
      oldPrice: 12496,
      reviews: 1,
      comparable: true,
      classifier: 2,
    })
  })

  it('is one object per product object, so a page showing a product twice writes its card into the payload once', () => {
    const shown = product()
    expect(toCardProduct(shown)).toBe(toCardProduct(shown))
    // Another read of the same product is another object: equal data, its own card.
    const again = product()
    expect(toCardProduct(again)).not.toBe(toCardProduct(shown))
    expect(toCardProduct(again)).toEqual(toCardProduct(shown))
  })
})
