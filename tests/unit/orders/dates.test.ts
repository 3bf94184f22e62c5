import { describe, expect, it } from 'vitest'
import { CANCEL_REFUSED, canCancel, showsZeroPrices } from '../../../src/lib/orders/cancel'
import {
  anticipatedShipAt,
  dateLabel,
  deliveryStatus,
  isDelayed,
  isTrackable,
  orderDates,
  PENDING_DATE,
  shipsInText,
} from '../../../src/lib/orders/order-dates'

// 2026-11-27 15:00 in New York (EST, UTC-5).
const NOW = new Date('2026-11-27T20:00:00Z')

describe('cancel', () => {
  it('is allowed only while new and cancelable', () => {
    expect(canCancel({ status: 'new', cancelable: true })).toBe(true)
    expect(canCancel({ status: 'new', cancelable: null })).toBe(true)
    expect(canCancel({ status: 'new', cancelable: false })).toBe(false)
    expect(canCancel({ status: 'processed', cancelable: true })).toBe(false)
    expect(canCancel({ status: 'canceled', cancelable: true })).toBe(false)
    expect(CANCEL_REFUSED).toMatch(/entered the assembly queue/)
  })

  it('shows zero prices for canceled and suspicious orders', () => {
    expect(showsZeroPrices('canceled')).toBe(true)
    expect(showsZeroPrices('suspicious_transaction')).toBe(true)
    expect(showsZeroPrices('shipped')).toBe(false)
  })
})

describe('dates and delays (New York calendar days)', () => {
  it('flags a date only when today is more than one day past it', () => {
    expect(isDelayed('2026-11-26', NOW)).toBe(false)
    expect(isDelayed('2026-11-25', NOW)).toBe(true)
    expect(isDelayed('2026-11-28', NOW)).toBe(false)
    expect(isDelayed(null, NOW)).toBe(false)
    // 23:30 on the 27th in New York is already the 28th in UTC: still the 27th here.
    expect(isDelayed('2026-11-25', new Date('2026-11-28T04:30:00Z'))).toBe(true)
    expect(isDelayed('2026-11-26', new Date('2026-11-28T04:30:00Z'))).toBe(false)
  })

  it("shows assembly and arrival as the spec's statuses say", () => {
    const pkg = { assemblyDate: '2026-11-30', deliveryDate: '2026-12-03' }
    expect(orderDates('new', pkg, NOW)).toEqual({
      assembly: 'Nov 30, 2026',
      assemblyDelayed: false,
      arrival: 'Dec 3, 2026',
      arrivalDelayed: false,
    })
    expect(orderDates('pending', pkg, NOW)).toMatchObject({ assembly: PENDING_DATE, arrival: PENDING_DATE })
    expect(orderDates('shipped', pkg, NOW)).toMatchObject({ assembly: null, arrival: 'Dec 3, 2026' })
    const late = { assemblyDate: '2026-11-20', deliveryDate: '2026-11-24' }
    expect(orderDates('new', late, NOW)).toEqual({
      assembly: 'Nov 20, 2026',
      assemblyDelayed: true,
      arrival: PENDING_DATE,
      arrivalDelayed: false,
    })
    expect(orderDates('shipped', late, NOW)).toMatchObject({ arrival: 'Nov 24, 2026', arrivalDelayed: true })
    expect(dateLabel('2026-01-05')).toBe('Jan 5, 2026')
  })

  it('expects a package to ship at 17:00 New York on its assembly day (daylight saving or not)', () => {
    expect(anticipatedShipAt('2026-11-30')).toBe('2026-11-30T22:00:00.000Z')
    expect(anticipatedShipAt('2026-07-01')).toBe('2026-07-01T21:00:00.000Z')
    expect(anticipatedShipAt('soon')).toBeNull()
    expect(anticipatedShipAt(null)).toBeNull()
  })

  it("counts down to the anticipated shipping ('Your order ships in Xh Ymin Zsec')", () => {
    expect(shipsInText('2026-11-27T22:05:07Z', NOW)).toBe('Your order ships in 2h 5min 7sec')
    expect(shipsInText('2026-11-29T20:00:00Z', NOW)).toBe('Your order ships in 48h 0min 0sec')
    expect(shipsInText('2026-11-27T20:00:00Z', NOW)).toBeNull()
    expect(shipsInText(null, NOW)).toBeNull()
  })

  it('tracks shipped and returning items, and delivered ones for a day', () => {
    expect(isTrackable({ status: 'shipped' }, NOW)).toBe(true)
    expect(isTrackable({ status: 'being_returned' }, NOW)).toBe(true)
    expect(isTrackable({ status: 'delivered', deliveredAt: '2026-11-27T01:00:00Z' }, NOW)).toBe(true)
    expect(isTrackable({ status: 'delivered', deliveredAt: '2026-11-26T19:59:59Z' }, NOW)).toBe(false)
    expect(isTrackable({ status: 'delivered', deliveredAt: null }, NOW)).toBe(false)
    expect(isTrackable({ status: 'processed' }, NOW)).toBe(false)
    expect(deliveryStatus({ status: 'shipped' }, NOW)).toBe('In Transit')
    expect(deliveryStatus({ status: 'delivered', deliveredAt: '2026-11-27T01:00:00Z' }, NOW)).toBe('Delivered')
  })
})
