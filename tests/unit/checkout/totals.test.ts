import { describe, expect, it } from 'vitest'
import { compareTotals, computeTotals, TOTALS_CHANGED_MESSAGE } from '../../../src/lib/checkout/totals'

const input = {
  items: 17998,
  services: 2499,
  shipping: [
    { packageId: 'controller', price: 1299 },
    { packageId: 'handheld', price: 0 },
  ],
  discount: 2050,
  tax: { tax: 1291, vatFee: 0 },
}

describe('order totals (checkout.md section 3 names)', () => {
  it('adds items, services, shipping per package, discount, tax and VAT', () => {
    expect(computeTotals(input)).toEqual({
      items: 17998,
      services: 2499,
      subtotal: 20497,
      shipping: input.shipping,
      shippingTotal: 1299,
      discount: 2050,
      tax: 1291,
      vatFee: 0,
      totalOrderPriceBeforeTax: 20497 - 2050 + 1299,
      totalOrderPrice: 20497 - 2050 + 1299 + 1291,
    })
  })

  it('adds VAT like tax', () => {
    const totals = computeTotals({ ...input, tax: { tax: 0, vatFee: 3689 } })
    expect(totals.totalOrderPrice).toBe(totals.totalOrderPriceBeforeTax + 3689)
  })

  it('caps the discount at the subtotal (shipping is never discounted)', () => {
    const totals = computeTotals({ ...input, discount: 99999, tax: { tax: 0, vatFee: 0 } })
    expect(totals).toMatchObject({ discount: 20497, totalOrderPriceBeforeTax: 1299, totalOrderPrice: 1299 })
  })

  it('counts a negative (free) shipping price as 0', () => {
    const totals = computeTotals({ ...input, shipping: [{ packageId: 'p', price: 0 }] })
    expect(totals.shippingTotal).toBe(0)
  })

  it('refuses amounts that are not whole cents ≥ 0', () => {
    expect(() => computeTotals({ ...input, items: 10.5 })).toThrow(RangeError)
    expect(() => computeTotals({ ...input, services: -1 })).toThrow(RangeError)
    expect(() => computeTotals({ ...input, discount: Number.NaN })).toThrow(RangeError)
    expect(() => computeTotals({ ...input, tax: { tax: 1.2, vatFee: 0 } })).toThrow(RangeError)
    expect(() => computeTotals({ ...input, shipping: [{ packageId: 'p', price: -5 }] })).toThrow(RangeError)
  })

  it('an empty order totals 0', () => {
    const totals = computeTotals({ items: 0, services: 0, shipping: [], discount: 0, tax: { tax: 0, vatFee: 0 } })
    expect(totals.totalOrderPrice).toBe(0)
  })
})

describe('compareTotals: create-order refuses a mismatch', () => {
  const computed = computeTotals(input)

  it('accepts the same figures', () => {
    expect(compareTotals({ totalOrderPrice: computed.totalOrderPrice }, computed)).toEqual({ ok: true })
    expect(
      compareTotals(
        {
          totalOrderPrice: computed.totalOrderPrice,
          subtotal: computed.subtotal,
          shippingTotal: computed.shippingTotal,
          discount: computed.discount,
          tax: computed.tax,
          vatFee: computed.vatFee,
          totalOrderPriceBeforeTax: computed.totalOrderPriceBeforeTax,
        },
        computed,
      ),
    ).toEqual({ ok: true })
  })

  it('refuses a total one cent off, with a clear message and the current totals', () => {
    const result = compareTotals({ totalOrderPrice: computed.totalOrderPrice - 1 }, computed)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.message).toBe(
      'The prices of your order have changed: Total is now $210.37. Please review your order and try again.',
    )
    expect(result.message.startsWith(TOTALS_CHANGED_MESSAGE)).toBe(true)
    expect(result.mismatches).toEqual([{ field: 'totalOrderPrice', label: 'Total', shown: 21036, computed: 21037 }])
    expect(result.totals).toBe(computed)
  })

  it('names every figure that differs, even when the total happens to match', () => {
    const result = compareTotals(
      {
        totalOrderPrice: computed.totalOrderPrice,
        tax: computed.tax + 100,
        shippingTotal: computed.shippingTotal - 100,
      },
      computed,
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.mismatches.map((m) => m.field)).toEqual(['shippingTotal', 'tax'])
    expect(result.message).toBe(
      'The prices of your order have changed: Shipping is now $12.99, Tax is now $12.91. Please review your order and try again.',
    )
  })

  it('treats dollars sent where cents are expected as a mismatch', () => {
    expect(compareTotals({ totalOrderPrice: computed.totalOrderPrice / 100 }, computed).ok).toBe(false)
  })
})
