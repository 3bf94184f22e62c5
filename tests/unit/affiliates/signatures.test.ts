import { describe, expect, it } from 'vitest'
import {
  codeOfRefCookie,
  manageHash,
  refCookieHeader,
  refCookieOf,
  refCookieValue,
  validManageHash,
} from '../../../src/plugins/affiliates/operations/signatures'

const SECRET = 'unit-secret'
const now = new Date('2026-11-28T12:00:00Z')
const days = (n: number) => new Date(now.getTime() + n * 86_400_000)

describe("the notifications page's hash (issue 31 item 6)", () => {
  it('is an HMAC of the lower-cased e-mail with the secret', () => {
    expect(manageHash(SECRET, ' Partner@Example.com ')).toBe(manageHash(SECRET, 'partner@example.com'))
    expect(manageHash(SECRET, 'partner@example.com')).not.toBe(manageHash('other-secret', 'partner@example.com'))
    expect(manageHash(SECRET, 'a@example.com')).not.toBe(manageHash(SECRET, 'b@example.com'))
  })

  it('checks a given hash, refusing any other (a changed character, another length, empty)', () => {
    const hash = manageHash(SECRET, 'partner@example.com')
    expect(validManageHash(SECRET, 'PARTNER@example.com', hash)).toBe(true)
    expect(
      validManageHash(SECRET, 'partner@example.com', `${hash.slice(0, -1)}${hash.endsWith('A') ? 'B' : 'A'}`),
    ).toBe(false)
    expect(validManageHash(SECRET, 'partner@example.com', hash.slice(1))).toBe(false)
    expect(validManageHash(SECRET, 'partner@example.com', '')).toBe(false)
  })
})

describe('the attribution cookie (issue 31 item 3)', () => {
  it('holds a signed code for 30 days', () => {
    const value = refCookieValue(SECRET, 'CASEYREF', now)
    expect(codeOfRefCookie(SECRET, value, days(29))).toBe('CASEYREF')
    expect(codeOfRefCookie(SECRET, value, days(31))).toBeNull()
    expect(codeOfRefCookie(SECRET, value, days(-1))).toBeNull()
  })

  it('refuses a forged code, a changed time or another secret', () => {
    const [code, issued, signature] = refCookieValue(SECRET, 'CASEYREF', now).split('.')
    expect(codeOfRefCookie(SECRET, `OTHERCODE.${issued}.${signature}`, now)).toBeNull()
    expect(codeOfRefCookie(SECRET, `${code}.${Number(issued) + 1}.${signature}`, now)).toBeNull()
    expect(codeOfRefCookie('other', `${code}.${issued}.${signature}`, now)).toBeNull()
    expect(codeOfRefCookie(SECRET, 'garbage', now)).toBeNull()
    expect(codeOfRefCookie(SECRET, undefined, now)).toBeNull()
  })

  it('is httpOnly, Lax, 30 days, Secure over https; read back from a Cookie header', () => {
    expect(refCookieHeader('v', true)).toBe('pf_ref=v; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure')
    expect(refCookieHeader('v', false)).not.toContain('Secure')
    expect(refCookieOf(new Headers({ cookie: 'a=1; pf_ref=X.1.s=; b=2' }))).toBe('X.1.s=')
    expect(refCookieOf(new Headers())).toBeUndefined()
  })
})
