import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** A confirmation token for a link: 256 random bits, URL-safe. Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url')

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/**
 * The unsubscribe link's signature: an HMAC of the address with the app secret, so the link needs no stored token
 * and works for as long as the address is subscribed.
 */
export const unsubscribeSignature = (secret: string, email: string): string =>
  createHmac('sha256', secret).update(`newsletter-unsubscribe:${email.toLowerCase()}`).digest('base64url')

export function validSignature(secret: string, email: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, email))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
