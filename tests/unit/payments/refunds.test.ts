import { describe, expect, it } from 'vitest'
import { refundAmountOf, refundBalance } from '../../../src/lib/payments/refunds'

describe('what of a payment is left to refund (issue 27 item 11)', () => {
  it('counts succeeded and pending refunds against the succeeded payment, not failed or canceled ones', () => {
    expect(
      refundBalance([
        { kind: 'payment', status: 'failed', amount: 9000 },
        { kind: 'payment', status: 'succeeded', amount: 10000 },
        { kind: 'refund', status: 'succeeded', amount: 2500 },
        { kind: 'refund', status: 'pending', amount: 1000 },
        { kind: 'refund', status: 'failed', amount: 3000 },
        { kind: 'refund', status: 'canceled', amount: 400 },
      ]),
    ).toEqual({ paid: 10000, refunded: 3500, remaining: 6500 })
  })

  it('is nothing without a succeeded payment', () => {
    expect(refundBalance([{ kind: 'payment', status: 'pending', amount: 5000 }])).toEqual({
      paid: 0,
      refunded: 0,
      remaining: 0,
    })
  })
})

describe('a refund amount typed in dollars', () => {
  it('reads dollars and cents', () => {
    expect(refundAmountOf('12', 5000)).toEqual({ cents: 1200 })
    expect(refundAmountOf('12.5', 5000)).toEqual({ cents: 1250 })
    expect(refundAmountOf(' $1,012.05 ', 200000)).toEqual({ cents: 101205 })
  })

  it('says what is wrong', () => {
    expect(refundAmountOf('12.345', 5000)).toEqual({ problem: 'Enter an amount in dollars, like 12.50.' })
    expect(refundAmountOf('abc', 5000)).toEqual({ problem: 'Enter an amount in dollars, like 12.50.' })
    expect(refundAmountOf('0', 5000)).toEqual({ problem: 'Enter an amount above $0.00.' })
    expect(refundAmountOf('50.01', 5000)).toEqual({ problem: 'At most $50.00 can be refunded.' })
    expect(refundAmountOf('1500', 200000)).toEqual({ cents: 150000 })
  })
})
