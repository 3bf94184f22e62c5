import { describe, expect, it } from 'vitest'
import { buyButtonLabel, buyState, QUANTITY_CHOICES } from '../../../src/lib/storefront/availability'

describe('buy button state (storefront.md section 4)', () => {
  it('a coming product is coming whatever its stock', () => {
    expect(buyState({ status: 'coming', inStock: true, availableQuantity: 50 }, 1)).toBe('coming')
    expect(buyState({ status: 'coming', inStock: false, availableQuantity: 0 }, 3)).toBe('coming')
  })

  it('is in stock only if inStock is true and availableQuantity covers the quantity', () => {
    const product = { status: 'active', inStock: true, availableQuantity: 2 }
    expect(buyState(product, 1)).toBe('in')
    expect(buyState(product, 2)).toBe('in')
    expect(buyState(product, 3)).toBe('out')
    expect(buyState({ ...product, inStock: false }, 1)).toBe('out')
    expect(buyState({ ...product, inStock: null }, 1)).toBe('out')
    expect(buyState({ ...product, availableQuantity: 0 }, 1)).toBe('out')
    expect(buyState({ ...product, availableQuantity: null }, 1)).toBe('out')
    expect(buyState({ inStock: true, availableQuantity: 3 }, 3)).toBe('in')
    expect(buyState({}, 1)).toBe('out')
  })

  it('a discontinued product is out of stock', () => {
    expect(buyState({ status: 'discontinued', inStock: true, availableQuantity: 10 }, 1)).toBe('out')
  })

  it('a quantity that is not a whole number of at least 1 cannot be bought', () => {
    const product = { inStock: true, availableQuantity: 10 }
    expect(buyState(product, 0)).toBe('out')
    expect(buyState(product, -1)).toBe('out')
    expect(buyState(product, 1.5)).toBe('out')
    expect(buyState(product, Number.NaN)).toBe('out')
  })

  it('labels the button', () => {
    expect(buyButtonLabel('coming', '$59.99')).toBe('Coming Soon')
    expect(buyButtonLabel('out', '$59.99')).toBe('Out of Stock')
    expect(buyButtonLabel('in', '$59.99')).toBe('Add to Cart $59.99')
  })

  it('offers quantities 1, 2 and 3 (section 9)', () => {
    expect(QUANTITY_CHOICES).toEqual([1, 2, 3])
  })
})
