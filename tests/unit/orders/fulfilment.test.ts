import { describe, expect, it } from 'vitest'
import {
  canMove,
  moveProblem,
  ORDER_PRODUCT_MOVES,
  orderStatusOf,
  shipmentProblem,
} from '../../../src/lib/orders/fulfilment'
import { ORDER_PRODUCT_STATUSES } from '../../../src/lib/orders/statuses'

describe('order product moves', () => {
  it('names every status, and only moves to known statuses', () => {
    expect(Object.keys(ORDER_PRODUCT_MOVES).sort()).toEqual([...ORDER_PRODUCT_STATUSES].sort())
    for (const next of Object.values(ORDER_PRODUCT_MOVES))
      for (const to of next) expect(ORDER_PRODUCT_STATUSES).toContain(to)
  })

  it('takes an item from new through the workshop to delivered', () => {
    expect(canMove('new', 'processed')).toBe(true)
    expect(canMove('new', 'pending')).toBe(true)
    expect(canMove('pending', 'processed')).toBe(true)
    expect(canMove('processed', 'shipped')).toBe(true)
    expect(canMove('shipped', 'delivered')).toBe(true)
    expect(canMove('new', 'canceled')).toBe(true)
    expect(canMove('processed', 'canceled')).toBe(true)
  })

  it('refuses skipping, going back after shipping, and return statuses by hand', () => {
    expect(canMove('new', 'shipped')).toBe(false)
    expect(canMove('new', 'delivered')).toBe(false)
    expect(canMove('shipped', 'processed')).toBe(false)
    expect(canMove('shipped', 'canceled')).toBe(false)
    expect(canMove('canceled', 'new')).toBe(false)
    expect(canMove('delivered', 'return_received')).toBe(false)
    expect(canMove('delivered', 'delivered')).toBe(true)
  })

  it('explains a refused move with the statuses spaced', () => {
    expect(moveProblem('PS5 Pro', 'new', 'shipped')).toBe(
      '"PS5 Pro" cannot go from new to shipped: it can go to pending, processed, canceled.',
    )
    expect(moveProblem('PS5 Pro', 'canceled', 'new')).toBe(
      '"PS5 Pro" cannot go from canceled to new: it cannot change any more.',
    )
    expect(moveProblem('PS5 Pro', 'new', 'processed')).toBeNull()
  })

  it('needs the carrier and the tracking number to ship', () => {
    expect(shipmentProblem('Pad', 'shipped', null)).toBe('Choose the carrier that ships "Pad".')
    expect(shipmentProblem('Pad', 'shipped', { carrier: 'usps', trackingNumber: '  ' })).toBe(
      'Enter the tracking number of "Pad".',
    )
    expect(shipmentProblem('Pad', 'shipped', { carrier: 'usps', trackingNumber: '9400 1000' })).toBeNull()
    expect(shipmentProblem('Pad', 'processed', null)).toBeNull()
  })
})

describe("the order's status from its products'", () => {
  it('follows the products', () => {
    expect(orderStatusOf(['new', 'new'])).toBe('new')
    expect(orderStatusOf(['new', 'processed'])).toBe('processed')
    expect(orderStatusOf(['processed', 'pending'])).toBe('pending')
    expect(orderStatusOf(['shipped', 'processed'])).toBe('processed')
    expect(orderStatusOf(['shipped', 'delivered'])).toBe('shipped')
    expect(orderStatusOf(['delivered', 'canceled'])).toBe('delivered')
    expect(orderStatusOf(['canceled', 'canceled'])).toBe('canceled')
    expect(orderStatusOf(['new', 'canceled'])).toBe('new')
  })

  it('keeps a suspicious_transaction flag until staff lift it, and a canceled order canceled', () => {
    expect(orderStatusOf(['processed'], 'suspicious_transaction')).toBe('suspicious_transaction')
    expect(orderStatusOf(['processed'], 'new')).toBe('processed')
    expect(orderStatusOf(['canceled'], 'suspicious_transaction')).toBe('canceled')
    expect(orderStatusOf(['new'], 'canceled')).toBe('canceled')
  })
})
