/** Ids shaped like PayPal's, so code that stores or shows them meets realistic values. */
import { randomBytes } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** An id like PayPal's order, capture and refund ids: 17 upper-case letters and digits by default. */
export function paypalId(length = 17): string {
  return [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')
}
