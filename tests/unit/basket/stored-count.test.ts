import { describe, expect, it } from 'vitest'
import { storedBasketCount } from '../../../src/lib/basket/count'

describe('storedBasketCount (the header cart count, issue 27 finding 15)', () => {
  it('sums the quantities of a stored basket', () => {
    expect(storedBasketCount(JSON.stringify([{ quantity: 2 }, { quantity: 3 }]))).toBe(5)
    expect(storedBasketCount('[]')).toBe(0)
    expect(storedBasketCount(null)).toBe(0)
  })

  it('counts 0 for what the cart would refuse as a whole', () => {
    for (const raw of ['not json', '{}', '[{"quantity":4}]', '[{"quantity":1.5}]', '[null]', '[{"quantity":"2"}]'])
      expect(storedBasketCount(raw)).toBe(0)
    expect(storedBasketCount(JSON.stringify(Array.from({ length: 51 }, () => ({ quantity: 1 }))))).toBe(0)
  })
})
