import { describe, expect, it } from 'vitest'
import {
  needsPayment,
  OVERRIDE_ADMINS_ONLY,
  OVERRIDE_REASON_MAX,
  overrideNote,
  unpaidMoveVerdict,
} from '../../../src/lib/orders/paid-moves'

const order = { number: 'PF-100046', paymentStatus: 'awaiting' }
const ship = [{ name: 'Custom PS5 Controller', from: 'processed', to: 'shipped' }] as const

describe('moves past new need a paid order (issue 50 item 8)', () => {
  it('gates every move into the workshop or out of the door, never a cancel or staying put', () => {
    expect(needsPayment('new', 'processed')).toBe(true)
    expect(needsPayment('new', 'pending')).toBe(true)
    expect(needsPayment('processed', 'shipped')).toBe(true)
    expect(needsPayment('shipped', 'delivered')).toBe(true)
    expect(needsPayment('new', 'canceled')).toBe(false)
    expect(needsPayment('processed', 'canceled')).toBe(false)
    expect(needsPayment('processed', 'processed')).toBe(false)
  })

  it('lets a paid order move on with no override', () => {
    expect(unpaidMoveVerdict({ ...order, paymentStatus: 'paid', moves: ship, reason: null, byAdmin: false })).toEqual({
      ok: true,
      override: null,
    })
  })

  it('lets any order be canceled or left where it is, unpaid or not', () => {
    const moves = [
      { name: 'A', from: 'new', to: 'canceled' },
      { name: 'B', from: 'processed', to: 'processed' },
    ] as const
    expect(unpaidMoveVerdict({ ...order, moves, reason: null, byAdmin: false })).toEqual({ ok: true, override: null })
  })

  it('refuses an unpaid move, naming the order, its payment, the item and the way out', () => {
    const verdict = unpaidMoveVerdict({ ...order, moves: ship, reason: null, byAdmin: false })
    expect(verdict).toEqual({
      ok: false,
      status: 400,
      message:
        'Order PF-100046 is not paid (payment awaiting): "Custom PS5 Controller" cannot go to shipped until the payment is recorded as paid. An administrator may move it on anyway by giving a reason.',
    })
    for (const paymentStatus of ['authorized', 'refunded', 'failed', 'canceled'])
      expect(unpaidMoveVerdict({ ...order, paymentStatus, moves: ship, reason: null, byAdmin: true }).ok).toBe(false)
  })

  it('takes an override only from an administrator', () => {
    expect(unpaidMoveVerdict({ ...order, moves: ship, reason: 'Paid in cash at the shop', byAdmin: false })).toEqual({
      ok: false,
      status: 403,
      message: OVERRIDE_ADMINS_ONLY,
    })
  })

  it("takes an administrator's override only with a reason, of a bounded length", () => {
    for (const reason of [null, '', '   \n '])
      expect(unpaidMoveVerdict({ ...order, moves: ship, reason, byAdmin: true })).toMatchObject({
        ok: false,
        status: 400,
      })
    const long = unpaidMoveVerdict({
      ...order,
      moves: ship,
      reason: 'x'.repeat(OVERRIDE_REASON_MAX + 1),
      byAdmin: true,
    })
    expect(long).toEqual({
      ok: false,
      status: 400,
      message: `Keep the reason for moving an unpaid order on to ${OVERRIDE_REASON_MAX} characters.`,
    })
    expect(
      unpaidMoveVerdict({ ...order, moves: ship, reason: '  Paid in cash at the shop \n', byAdmin: true }),
    ).toEqual({ ok: true, override: 'Paid in cash at the shop' })
  })

  it("uses no override that no move needs: a paid order's reason is not recorded", () => {
    const verdict = unpaidMoveVerdict({ ...order, paymentStatus: 'paid', moves: ship, reason: 'x', byAdmin: true })
    expect(verdict).toEqual({ ok: true, override: null })
  })

  it('words the status history note with the payment status and the reason', () => {
    expect(overrideNote('awaiting', 'Paid in cash at the shop')).toBe(
      'Moved on unpaid (payment awaiting) by an administrator: Paid in cash at the shop',
    )
  })
})
