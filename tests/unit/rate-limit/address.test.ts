import { afterEach, describe, expect, it } from 'vitest'
import {
  addressFromForwardedFor,
  clientAddress,
  normalAddress,
  PEER_HEADER,
  PEER_STAMP_FLAG,
  trustedProxies,
} from '../../../src/server/rate-limit/address'
import { counterKey } from '../../../src/server/rate-limit/keys'

describe('client address', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY
    delete process.env[PEER_STAMP_FLAG]
  })

  it('reads TRUST_PROXY as a number of proxies', () => {
    expect([undefined, '', '0', 'no', 'yes', '-1'].map(trustedProxies)).toEqual([0, 0, 0, 0, 0, 0])
    expect(['1', 'true', ' TRUE ', '2'].map(trustedProxies)).toEqual([1, 1, 1, 2])
  })

  it('takes the entry the trusted proxy wrote: the N-th from the right', () => {
    expect(addressFromForwardedFor('203.0.113.7', 1)).toBe('203.0.113.7')
    // The client wrote the first entry itself; nginx appended the address it saw.
    expect(addressFromForwardedFor('1.1.1.1, 203.0.113.7', 1)).toBe('203.0.113.7')
    expect(addressFromForwardedFor('1.1.1.1, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7')
  })

  it('is unknown without a trusted proxy, without the header, with too few hops or with no address', () => {
    expect(addressFromForwardedFor('203.0.113.7', 0)).toBe('unknown')
    expect(addressFromForwardedFor(null, 1)).toBe('unknown')
    expect(addressFromForwardedFor('203.0.113.7', 2)).toBe('unknown')
    expect(addressFromForwardedFor('evil, not-an-ip', 1)).toBe('unknown')
    expect(addressFromForwardedFor('', 1)).toBe('unknown')
  })

  it('normalises addresses', () => {
    expect(normalAddress(' ::FFFF:192.0.2.1 ')).toBe('192.0.2.1')
    expect(normalAddress('192.0.2.1:51234')).toBe('192.0.2.1')
    expect(normalAddress('[2001:db8::1]:443')).toBe('2001:db8::1')
    expect(normalAddress('2001:DB8::1')).toBe('2001:db8::1')
    expect(normalAddress('localhost')).toBeNull()
  })

  it('reads the request headers and TRUST_PROXY at call time', () => {
    const req = { headers: new Headers({ 'x-forwarded-for': '198.51.100.4' }) }
    expect(clientAddress(req)).toBe('unknown')
    process.env.TRUST_PROXY = '1'
    expect(clientAddress(req)).toBe('198.51.100.4')
    expect(clientAddress({ headers: new Headers() })).toBe('unknown')
  })

  it("reads the server's stamp only when the server says it stamps, and TRUST_PROXY's hop before it", () => {
    const req = { headers: new Headers({ [PEER_HEADER]: '::ffff:192.0.2.7', 'x-forwarded-for': '198.51.100.4' }) }
    expect(clientAddress(req)).toBe('unknown')
    process.env[PEER_STAMP_FLAG] = '1'
    expect(clientAddress(req)).toBe('192.0.2.7')
    expect(clientAddress({ headers: new Headers({ [PEER_HEADER]: 'not-an-address' }) })).toBe('unknown')
    process.env.TRUST_PROXY = '1'
    expect(clientAddress(req)).toBe('198.51.100.4')
  })
})

describe('counter keys', () => {
  it('hash the subject, per address or per address and key (trimmed, any case)', () => {
    const byAddress = counterKey({ by: 'address' }, '203.0.113.7')
    expect(byAddress).toMatch(/^[0-9a-f]{64}$/)
    expect(counterKey({ by: 'address' }, '203.0.113.7', 'ignored')).toBe(byAddress)
    const byKey = counterKey({ by: 'address+key' }, '203.0.113.7', 'A@x.example ')
    expect(byKey).toBe(counterKey({ by: 'address+key' }, '203.0.113.7', 'a@x.example'))
    expect(byKey).not.toBe(counterKey({ by: 'address+key' }, '203.0.113.8', 'a@x.example'))
    expect(byKey).not.toContain('x.example')
  })

  it('skip per-address rules while the address is unknown, but keep counting per key', () => {
    expect(counterKey({ by: 'address' }, 'unknown')).toBeNull()
    expect(counterKey({ by: 'address+key' }, 'unknown', 'a@x.example')).toMatch(/^[0-9a-f]{64}$/)
  })
})
