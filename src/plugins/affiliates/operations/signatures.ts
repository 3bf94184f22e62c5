import { createHmac, timingSafeEqual } from 'node:crypto'
import { AFFILIATE_CODE_PATTERN } from '../../../lib/affiliates/api'
import { REF_COOKIE, REF_COOKIE_DAYS } from '../../../lib/affiliates/codes'

const hmac = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url')

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The notifications page's `hash` (issue 31 item 6): an HMAC of the lower-cased e-mail with the store's secret, so the
 * link needs no stored token and nobody can make one for another partner.
 */
export const manageHash = (secret: string, email: string): string =>
  hmac(secret, 'affiliate-manage', email.trim().toLowerCase())

/** Compared in constant time. */
export const validManageHash = (secret: string, email: string, hash: string): boolean =>
  sameText(manageHash(secret, email), hash)

/** The attribution cookie's value: the code, when it was set (seconds), and their HMAC. */
export function refCookieValue(secret: string, code: string, now: Date): string {
  const value = `${code}.${Math.floor(now.getTime() / 1000)}`
  return `${value}.${hmac(secret, 'affiliate-ref', value)}`
}

/** The code a signed, unexpired cookie holds; null for anything else. */
export function codeOfRefCookie(secret: string, cookie: string | undefined, now: Date): string | null {
  if (!cookie) return null
  const [code, issued, signature] = cookie.split('.')
  if (!code || !issued || !signature || !AFFILIATE_CODE_PATTERN.test(code) || !/^\d{1,12}$/.test(issued)) return null
  if (!sameText(hmac(secret, 'affiliate-ref', `${code}.${issued}`), signature)) return null
  const age = now.getTime() / 1000 - Number(issued)
  return age >= 0 && age <= REF_COOKIE_DAYS * 86_400 ? code : null
}

/** The Set-Cookie header: httpOnly, Lax (it must come with the top-level visit), 30 days, Secure over https. */
export function refCookieHeader(value: string, secure: boolean): string {
  return [
    `${REF_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${REF_COOKIE_DAYS * 86_400}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/** The cookie's value in a request's Cookie header. */
export function refCookieOf(headers: Headers): string | undefined {
  const cookie = headers.get('cookie') ?? ''
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === REF_COOKIE) return rest.join('=')
  }
  return undefined
}
