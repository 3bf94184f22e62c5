import { describe, expect, it } from 'vitest'
import { isPastDeadline, ownSendDeadline } from '../../../src/lib/returns/deadline'
import { refundBill } from '../../../src/lib/returns/refund-bill'

describe('the refund bill (cents)', () => {
  const order = { subtotal: 20000, discount: 0, tax: 0, vatFee: 0 }
  const line = { quantity: 2, lineTotal: 20000, sdaPerUnit: 0 }

  it('gives back what was paid for the units', () => {
    expect(refundBill({ line, units: 1, order, outboundShipping: 0, restockingFee: 0, remaining: 99999 })).toEqual({
      orderGrandTotal: 10000,
      sdaPrice: 0,
      shippingCost: 0,
      restockingFee: 0,
      refundTotal: 10000,
    })
  })

  it('spreads the coupon and the tax (Florida 7%) over the lines by their share', () => {
    // Two lines, $150 and $50; 20% off ($40); 7% tax on $160 ($11.20). The $150 line paid 150 − 30 + 8.40.
    const bill = refundBill({
      line: { quantity: 1, lineTotal: 15000, sdaPerUnit: 0 },
      units: 1,
      order: { subtotal: 20000, discount: 4000, tax: 1120, vatFee: 0 },
      outboundShipping: 0,
      restockingFee: 0,
      remaining: 99999,
    })
    expect(bill.orderGrandTotal).toBe(12840)
    expect(bill.refundTotal).toBe(12840)
  })

  it('deducts Same Day Assembly per unit, the outbound shipping once, and the restocking fee', () => {
    const bill = refundBill({
      line: { quantity: 2, lineTotal: 22000, sdaPerUnit: 1000 },
      units: 2,
      order: { subtotal: 22000, discount: 0, tax: 0, vatFee: 0 },
      outboundShipping: 1999,
      restockingFee: 1500,
      remaining: 99999,
    })
    expect(bill).toEqual({
      orderGrandTotal: 22000,
      sdaPrice: 2000,
      shippingCost: 1999,
      restockingFee: 1500,
      refundTotal: 16501,
    })
    // A second return of the same package: the shipping was already deducted (the caller passes 0).
    expect(
      refundBill({ line, units: 1, order, outboundShipping: 0, restockingFee: 0, remaining: 99999 }).shippingCost,
    ).toBe(0)
  })

  it('is $0 when the fees are larger than the units, and never more than remains refundable', () => {
    expect(
      refundBill({ line, units: 1, order, outboundShipping: 0, restockingFee: 50000, remaining: 99999 }).refundTotal,
    ).toBe(0)
    expect(
      refundBill({ line, units: 2, order, outboundShipping: 0, restockingFee: 0, remaining: 7000 }).refundTotal,
    ).toBe(7000)
  })

  it('refuses a unit count the line does not have', () => {
    expect(() => refundBill({ line, units: 3, order, outboundShipping: 0, restockingFee: 0, remaining: 1 })).toThrow(
      RangeError,
    )
    expect(() => refundBill({ line, units: 0, order, outboundShipping: 0, restockingFee: 0, remaining: 1 })).toThrow()
  })
})

describe('the own-send deadline (5 New York business days)', () => {
  it('ends at the end of the 5th business day, weekends skipped', () => {
    // Made Friday Nov 27, 2026 at 10:00 New York: until the end of Friday Dec 4 (23:59:59.999 EST = 04:59:59.999Z).
    const made = '2026-11-27T15:00:00Z'
    expect(ownSendDeadline(made).toISOString()).toBe('2026-12-05T04:59:59.999Z')
    expect(isPastDeadline(made, new Date('2026-12-05T04:59:59Z'))).toBe(false)
    expect(isPastDeadline(made, new Date('2026-12-05T05:00:00Z'))).toBe(true)
  })
})
