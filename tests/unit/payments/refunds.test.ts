import { describe, expect, it } from 'vitest'
import { orderBalance, paymentOf, refundAmountOf } from '../../../src/lib/payments/refunds'

describe('what of a payment is left to refund (issue 29 item 3)', () => {
  it('counts succeeded and pending refunds against what was captured, not failed ones', () => {
    const refunds = [
      { status: 'succeeded', amount: 2500 },
      { status: 'pending', amount: 1000 },
      { status: 'failed', amount: 3000 },
    ]
    expect(orderBalance(10000, refunds)).toEqual({ paid: 10000, refunded: 3500, remaining: 6500 })
  })

  it('is nothing without a capture, and never below zero', () => {
    expect(orderBalance(0, [])).toEqual({ paid: 0, refunded: 0, remaining: 0 })
    expect(orderBalance(100, [{ status: 'succeeded', amount: 300 }])).toEqual({
      paid: 100,
      refunded: 300,
      remaining: 0,
    })
  })

  it('finds the succeeded payment among the attempts', () => {
    const records = [
      { kind: 'payment', status: 'failed', amount: 9000 },
      { kind: 'payment', status: 'succeeded', amount: 10000 },
      { kind: 'refund', status: 'succeeded', amount: 10000 },
    ]
    expect(paymentOf(records)?.amount).toBe(10000)
    expect(paymentOf([{ kind: 'payment', status: 'pending', amount: 1 }])).toBeUndefined()
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
