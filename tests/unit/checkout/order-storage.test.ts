import { describe, expect, it } from 'vitest'
import {
  ATTEMPT_KEY_PATTERN,
  attemptFor,
  fingerprintOf,
  newAttemptKey,
  parseStoredOrder,
} from '@/lib/checkout/order-storage'

const stored = {
  initEmail: 'ann@example.com',
  shipping: {
    address: {
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '2125550142',
      country: 'US',
      state: 'NY',
      state_string: '',
      city: 'New York',
      address1: '350 5th Ave',
      address2: '',
      zip: '10118',
    },
    instructions: 'Ring twice',
  },
  billing: { sameAsShipping: false, address1: '1 Main St', zip: '10001', country: 'US' },
  shippingPackages: [{ id: 'default', method: '3' }],
  coupon: 'WELCOME10',
  sameBoxShipment: true,
  attempt: { key: 'a'.repeat(32), fingerprint: 'f' },
}

describe('stored order data (checkout.md section 3)', () => {
  it('reads back what was stored, with the shipping packages emptied', () => {
    const order = parseStoredOrder(JSON.stringify(stored))
    expect(order).toMatchObject({ ...stored, shippingPackages: [] })
  })

  it('drops what is not order data and ignores unknown fields', () => {
    expect(parseStoredOrder(null)).toBeNull()
    expect(parseStoredOrder('not json')).toBeNull()
    expect(parseStoredOrder('[]')).toBeNull()
    expect(parseStoredOrder(JSON.stringify({ shipping: 'x' }))).toBeNull()
    const odd = parseStoredOrder(
      JSON.stringify({ ...stored, extra: 1, coupon: 7, attempt: { key: 'short', fingerprint: 'f' } }),
    )
    expect(odd?.coupon).toBeNull()
    expect(odd?.attempt).toBeNull()
    expect(odd).not.toHaveProperty('extra')
  })

  it('fills missing fields with empty text and keeps billing same-as-shipping by default', () => {
    const order = parseStoredOrder(JSON.stringify({ shipping: { address: { city: 'Boston', zip: 2134 } } }))
    expect(order?.shipping.address).toMatchObject({ city: 'Boston', zip: '', email: '' })
    expect(order?.billing.sameAsShipping).toBe(true)
    expect(order?.sameBoxShipment).toBe(false)
  })
})

describe('checkout attempt keys', () => {
  it('makes keys the create-order schema accepts, with or without randomUUID', () => {
    expect(newAttemptKey()).toMatch(ATTEMPT_KEY_PATTERN)
    expect(newAttemptKey()).toHaveLength(32)
    const noUuid = { getRandomValues: crypto.getRandomValues.bind(crypto) }
    const key = newAttemptKey(noUuid)
    expect(key).toMatch(ATTEMPT_KEY_PATTERN)
    expect(key).toHaveLength(32)
    expect(newAttemptKey()).not.toBe(newAttemptKey())
  })

  it('reuses the key for the same request (a retry) and makes a new one for a changed request', () => {
    const body = { basket: { products: [{ id: 'abc', type: 'controller', quantity: 1 }] }, check_total: 12000 }
    let n = 0
    const make = () => `key-${++n}`.padEnd(20, 'x')
    const first = attemptFor(null, body, make)
    // Same content, keys in another order: the same attempt.
    expect(attemptFor(first, { check_total: 12000, basket: body.basket }, make)).toBe(first)
    const changed = attemptFor(first, { ...body, check_total: 12100 }, make)
    expect(changed.key).not.toBe(first.key)
  })

  it('fingerprints by content, not key order', () => {
    expect(fingerprintOf({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(fingerprintOf({ b: [1, { d: 3, c: 2 }], a: 1 }))
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }))
  })
})
