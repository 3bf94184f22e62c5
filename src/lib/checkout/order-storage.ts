import { ADDRESS_FIELDS } from '../address/messages'
import { isRecord } from '../is-record'

/**
 * The checkout's order data in the browser (checkout.md section 3, "Browser storage"): what the shopper typed (the
 * address, instructions, billing), the applied coupon and the same-box choice survive a reload or a visit to the
 * creator. Stored order data is reloaded with its shipping packages emptied (the methods are chosen again against a
 * fresh quote) and is saved on page unload unless the order completed. Nothing here is trusted by the server.
 *
 * Also the checkout attempt key (issue 12 item 4): one key per attempt, sent with create-order as `attempt`; the same
 * attempt (the same request) sends the same key again, so a double click, a retry after a lost answer or a resubmitted
 * page yields one order.
 */

export const ORDER_STORAGE_KEY = 'padforge.checkout.order'

export interface StoredAddress {
  first_name: string
  last_name: string
  email: string
  phone: string
  country: string
  state: string
  state_string: string
  city: string
  address1: string
  address2: string
  zip: string
}

export interface StoredBilling {
  sameAsShipping: boolean
  address1: string
  zip: string
  country: string
}

export interface StoredAttempt {
  key: string
  /** What the attempt sent (fingerprintOf the create-order body without the key). */
  fingerprint: string
}

export interface StoredOrder {
  /** The e-mail the page started with (checkout.md "initEmail"). */
  initEmail: string
  shipping: { address: StoredAddress; instructions: string }
  billing: StoredBilling
  /** Chosen method per package: always empty when read back (checkout.md section 3). */
  shippingPackages: Array<{ id: string; method: string }>
  /** The applied coupon's code. */
  coupon: string | null
  sameBoxShipment: boolean
  attempt: StoredAttempt | null
}

const text = (value: unknown, max = 500): string => (typeof value === 'string' ? value.slice(0, max) : '')

export const ATTEMPT_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

function parseAttempt(value: unknown): StoredAttempt | null {
  if (!isRecord(value)) return null
  const key = text(value.key, 64)
  const fingerprint = text(value.fingerprint, 64)
  return ATTEMPT_KEY_PATTERN.test(key) && fingerprint ? { key, fingerprint } : null
}

/**
 * Reads stored order data; anything that is not the expected shape is dropped (null), unknown fields are ignored,
 * and the shipping packages come back empty.
 */
export function parseStoredOrder(raw: string | null): StoredOrder | null {
  if (!raw) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isRecord(json) || !isRecord(json.shipping) || !isRecord(json.shipping.address)) return null
  const source = json.shipping.address
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map((key) => [key, text(source[key], 200)]),
  ) as unknown as StoredAddress
  const billing = isRecord(json.billing) ? json.billing : {}
  const coupon = text(json.coupon, 40).trim()
  return {
    initEmail: text(json.initEmail, 254),
    shipping: { address, instructions: text(json.shipping.instructions, 500) },
    billing: {
      sameAsShipping: billing.sameAsShipping !== false,
      address1: text(billing.address1, 120),
      zip: text(billing.zip, 20),
      country: text(billing.country, 2),
    },
    shippingPackages: [],
    coupon: coupon || null,
    sameBoxShipment: json.sameBoxShipment === true,
    attempt: parseAttempt(json.attempt),
  }
}

export function readStoredOrder(): StoredOrder | null {
  try {
    return parseStoredOrder(localStorage.getItem(ORDER_STORAGE_KEY))
  } catch {
    return null
  }
}

export function writeStoredOrder(order: StoredOrder): void {
  try {
    localStorage.setItem(ORDER_STORAGE_KEY, JSON.stringify(order))
  } catch {
    // Storage full or blocked (private mode): the checkout still works, it just forgets on reload.
  }
}

export function clearStoredOrder(): void {
  try {
    localStorage.removeItem(ORDER_STORAGE_KEY)
  } catch {
    // nothing stored
  }
}

/**
 * Saves the order data when the page goes away (pagehide, and when a phone hides the tab), unless `completed()` says
 * the order was placed. Returns the clean-up.
 */
export function saveOnUnload(current: () => StoredOrder | null, completed: () => boolean): () => void {
  const save = () => {
    if (completed()) return
    const order = current()
    if (order) writeStoredOrder(order)
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') save()
  }
  window.addEventListener('pagehide', save)
  window.addEventListener('beforeunload', save)
  document.addEventListener('visibilitychange', onVisibility)
  return () => {
    window.removeEventListener('pagehide', save)
    window.removeEventListener('beforeunload', save)
    document.removeEventListener('visibilitychange', onVisibility)
  }
}

/** A new attempt key: a random UUID without its dashes (32 hex digits), or 24 random bytes in base64url. */
export function newAttemptKey(random: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto) {
  if (typeof random.randomUUID === 'function') return random.randomUUID().replace(/-/g, '')
  const bytes = random.getRandomValues(new Uint8Array(24))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Sorted keys, so the same content always gives the same text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (!isRecord(value)) return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => [key, canonical(value[key])]),
  )
}

/** A short fingerprint of a request (two 32-bit FNV-1a variants over its canonical JSON). */
export function fingerprintOf(value: unknown): string {
  const json = JSON.stringify(canonical(value)) ?? ''
  let a = 0x811c9dc5
  let b = 0x01000193 ^ 0x5bd1e995
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x5bd1e995)
    b ^= b >>> 15
  }
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0')
  return `${hex(a)}${hex(b)}:${json.length}`
}

/**
 * The attempt for a create-order body: the previous one when it sent the same thing (a retry of the same attempt),
 * else a new key. Anything the shopper changes (the basket, the address, a method, the totals) is a new attempt.
 */
export function attemptFor(
  previous: StoredAttempt | null,
  body: unknown,
  makeKey: () => string = () => newAttemptKey(),
): StoredAttempt {
  const fingerprint = fingerprintOf(body)
  if (previous && previous.fingerprint === fingerprint && ATTEMPT_KEY_PATTERN.test(previous.key)) return previous
  return { key: makeKey(), fingerprint }
}
