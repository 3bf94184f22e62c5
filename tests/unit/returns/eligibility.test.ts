import { describe, expect, it } from 'vitest'
import {
  daysSinceDelivery,
  NOT_DELIVERED_MESSAGE,
  NOTHING_LEFT_MESSAGE,
  quantityOptions,
  RETURNS_OFF_MESSAGE,
  reasonsOffered,
  returnableUnits,
  returnProblem,
  US_ONLY_MESSAGE,
  withinReturnWindow,
} from '../../../src/lib/returns/eligibility'

// Delivered at 22:30 New York on Nov 2 (03:30 UTC on Nov 3).
const DELIVERED = '2026-11-03T03:30:00Z'

describe('the 15-day window (New York calendar days)', () => {
  it('counts the delivery day as day 0, in New York', () => {
    expect(daysSinceDelivery(DELIVERED, new Date('2026-11-03T04:00:00Z'))).toBe(0) // still Nov 2 in New York
    expect(daysSinceDelivery(DELIVERED, new Date('2026-11-03T15:00:00Z'))).toBe(1)
  })

  it('is open through the 15th day and closed from the 16th', () => {
    expect(withinReturnWindow(DELIVERED, new Date('2026-11-18T04:59:00Z'))).toBe(true) // Nov 17, 23:59 New York
    expect(withinReturnWindow(DELIVERED, new Date('2026-11-18T05:00:00Z'))).toBe(false) // Nov 18, 00:00 New York
  })

  it('offers only repair, upgrade and other reasons after it', () => {
    const reasons = [
      { key: 'changed-mind', kind: 'general' as const },
      { key: 'repair', kind: 'repair' as const },
      { key: 'upgrade', kind: 'upgrade' as const },
      { key: 'other', kind: 'other' as const },
    ]
    expect(reasonsOffered(reasons, true)).toHaveLength(4)
    expect(reasonsOffered(reasons, false).map((r) => r.key)).toEqual(['repair', 'upgrade', 'other'])
  })
})

describe('returnable units', () => {
  it('are the delivered units less those on returns that are not canceled', () => {
    const item = { quantity: 3, status: 'delivered' }
    expect(returnableUnits(item, [])).toBe(3)
    expect(
      returnableUnits(item, [
        { quantity: 1, status: 'being_returned' },
        { quantity: 1, status: 'canceled' },
        { quantity: 1, status: 'rejected' },
      ]),
    ).toBe(1)
    expect(returnableUnits(item, [{ quantity: 3, status: 'refunded' }])).toBe(0)
    expect(returnableUnits({ quantity: 2, status: 'shipped' }, [])).toBe(0)
    expect(quantityOptions(3)).toEqual([1, 2, 3])
    expect(quantityOptions(0)).toEqual([])
  })

  it('say why an item cannot come back', () => {
    const ok = { accepting: true, country: 'US', status: 'delivered', deliveredAt: DELIVERED, returnable: 1 }
    expect(returnProblem(ok)).toBeNull()
    expect(returnProblem({ ...ok, accepting: false })).toBe(RETURNS_OFF_MESSAGE)
    expect(returnProblem({ ...ok, country: 'CA' })).toBe(US_ONLY_MESSAGE)
    expect(returnProblem({ ...ok, status: 'shipped', deliveredAt: null })).toBe(NOT_DELIVERED_MESSAGE)
    expect(returnProblem({ ...ok, returnable: 0 })).toBe(NOTHING_LEFT_MESSAGE)
  })
})
