/**
 * Property tests of the checkout arithmetic: whatever the basket, coupon and tax, totals are whole cents, never
 * negative, the discount never exceeds what it may discount, and percentages round half-up exactly.
 * Fixed seed, so CI sees the same cases on every run.
 */

import { TZDate } from '@date-fns/tz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { discountOf } from '../../../src/lib/checkout/coupons'
import { assemblyReadyAt, deliveredAt, STORE_TIME_ZONE, workStart } from '../../../src/lib/checkout/delivery'
import { priceBasket } from '../../../src/lib/checkout/pricing'
import { percentOf } from '../../../src/lib/checkout/rounding'
import { DEMO_TAX_RULES, quoteTax } from '../../../src/lib/checkout/tax'
import { computeTotals } from '../../../src/lib/checkout/totals'
import { line, SDA, WARRANTY } from './fixtures'

const params = { seed: 20_261_125, numRuns: 500 }
const cents = (max = 100_000_00) => fc.integer({ min: 0, max })

const lineArb = fc.record({
  quantity: fc.integer({ min: 1, max: 3 }),
  unitPrice: cents(50_000_00),
  chosen: fc.subarray(['sda', 'warranty'] as const),
  stock: fc.integer({ min: -2, max: 5 }),
  policy: fc.constantFrom(1, 2),
  isValid: fc.boolean(),
})
const couponArb = fc.oneof(
  fc.record({ discountType: fc.constant('percent' as const), discount: fc.double({ min: 0, max: 100, noNaN: true }) }),
  fc.record({ discountType: fc.constant('fixed' as const), discount: cents() }),
)

describe('checkout arithmetic properties', () => {
  it('percentOf equals exact half-up rounding', () => {
    fc.assert(
      fc.property(cents(), fc.integer({ min: 0, max: 100_000 }), (base, milli) => {
        const exact = (base * milli) / 100_000
        const got = percentOf(base, milli / 1000)
        expect(Number.isInteger(got)).toBe(true)
        expect(got - exact).toBeLessThanOrEqual(0.5)
        expect(exact - got).toBeLessThan(0.5)
      }),
      params,
    )
  })

  it('the discount is whole cents, never negative and never above the discountable amount', () => {
    fc.assert(
      fc.property(couponArb, cents(), (coupon, base) => {
        const d = discountOf(coupon, base)
        expect(Number.isSafeInteger(d)).toBe(true)
        expect(d).toBeGreaterThanOrEqual(0)
        expect(d).toBeLessThanOrEqual(base)
      }),
      params,
    )
  })

  it('a priced basket totals only counted lines, and the order total is never negative', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 0, maxLength: 8 }),
        couponArb,
        fc.array(cents(100_00), { maxLength: 3 }),
        fc.constantFrom(['US', 'FL'], ['US', 'NY'], ['GB', null], ['DE', null]),
        fc.boolean(),
        (lines, coupon, shipping, [country, state], sdaOn) => {
          const basket = priceBasket(
            lines.map((l, i) =>
              line({
                id: `l${i}`,
                quantity: l.quantity,
                unitPrice: l.unitPrice,
                chosen: [...l.chosen],
                offers: [SDA, WARRANTY],
                stock: [{ key: 'option_1_value_1', stock: l.stock, policy: l.policy }],
                isValid: l.isValid,
              }),
            ),
            { sameDayAssemblyEnabled: sdaOn },
          )
          const counted = basket.lines.filter((l) => l.counted)
          expect(basket.subtotal).toBe(counted.reduce((s, l) => s + l.lineTotal, 0))
          expect(basket.lines.filter((l) => !l.counted).every((l) => l.lineTotal === 0)).toBe(true)
          if (!sdaOn) expect(basket.lines.some((l) => l.hasSda)).toBe(false)

          const discount = discountOf(coupon, basket.subtotal)
          const tax = quoteTax(DEMO_TAX_RULES, { country, state, subtotal: basket.subtotal, discount })
          const totals = computeTotals({
            items: basket.itemsTotal,
            services: basket.servicesTotal,
            shipping: shipping.map((price, i) => ({ packageId: `p${i}`, price })),
            discount,
            tax,
          })
          expect(totals.totalOrderPrice).toBeGreaterThanOrEqual(0)
          expect(totals.discount).toBeLessThanOrEqual(totals.subtotal)
          expect(totals.tax === 0 || totals.vatFee === 0).toBe(true)
          expect(totals.totalOrderPrice).toBe(
            totals.items + totals.services - totals.discount + totals.shippingTotal + totals.tax + totals.vatFee,
          )
          expect(totals.totalOrderPriceBeforeTax).toBeLessThanOrEqual(totals.totalOrderPrice)
        },
      ),
      params,
    )
  })

  it('work starts in New York business hours, never before the order, and dates never land on a weekend', () => {
    const ny = (d: Date) => new TZDate(d.getTime(), STORE_TIME_ZONE)
    // Every minute of 2025–2028, both daylight-saving changes of each year included.
    const instant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 11, 31) }).map((t) => new Date(t))
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (now, build, transit) => {
        const start = ny(workStart(now))
        expect(start.getTime()).toBeGreaterThanOrEqual(now.getTime())
        expect([1, 2, 3, 4, 5]).toContain(start.getDay())
        expect(start.getHours()).toBeGreaterThanOrEqual(9)
        expect(start.getHours()).toBeLessThan(18)
        const ready = ny(assemblyReadyAt(now, build))
        const delivered = ny(deliveredAt(ready, transit))
        expect([1, 2, 3, 4, 5]).toContain(ready.getDay())
        expect([1, 2, 3, 4, 5]).toContain(delivered.getDay())
        expect(ready.getTime()).toBeGreaterThan(start.getTime())
        expect(delivered.getTime()).toBeGreaterThanOrEqual(ready.getTime())
      }),
      params,
    )
  })
})
