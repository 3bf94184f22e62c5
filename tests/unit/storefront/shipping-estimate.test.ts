import { describe, expect, it } from 'vitest'
import {
  bestShippingMethod,
  NO_ESTIMATE_MESSAGE,
  shippingPriceText,
} from '../../../src/lib/storefront/shipping-estimate'

const method = (id: number, deliveryTime: number, price: number) => ({ id, name: `Method ${id}`, price, deliveryTime })

describe('product page shipping estimate (storefront.md sections 8 and 9)', () => {
  it('picks the smallest deliveryTime', () => {
    expect(bestShippingMethod([method(1, 5, 0), method(2, 2, 1999), method(3, 3, 999)])?.id).toBe(2)
  })

  it('on a tie picks the cheaper, then the first', () => {
    expect(bestShippingMethod([method(1, 2, 1999), method(2, 2, 999), method(3, 4, 0)])?.id).toBe(2)
    expect(bestShippingMethod([method(1, 2, 999), method(2, 2, 999)])?.id).toBe(1)
  })

  it('returns the method itself, with its own fields', () => {
    const fast = { ...method(7, 1, 2500), deliveryAt: 1_800_000_000 }
    expect(bestShippingMethod([method(1, 3, 0), fast])).toBe(fast)
  })

  it('has no best method among none, or among methods without a delivery time', () => {
    expect(bestShippingMethod([])).toBeNull()
    expect(bestShippingMethod([method(1, Number.NaN, 0)])).toBeNull()
    expect(bestShippingMethod([method(1, Number.NaN, 0), method(2, 4, 0)])?.id).toBe(2)
  })

  it('shows Free for a price of 0 or less, else dollars', () => {
    expect(shippingPriceText(0)).toBe('Free')
    expect(shippingPriceText(-100)).toBe('Free')
    expect(shippingPriceText(1)).toBe('$0.01')
    expect(shippingPriceText(1299)).toBe('$12.99')
    expect(shippingPriceText(123450)).toBe('$1,234.50')
  })

  it('words the coming-soon estimate', () => {
    expect(NO_ESTIMATE_MESSAGE).toBe('Shipping estimation is not available at this time')
  })
})
