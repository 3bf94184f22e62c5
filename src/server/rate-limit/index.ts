/**
 * Rate limits per client (and per key, such as the e-mail being logged into), counted in PostgreSQL so they hold
 * across app instances. `consume` is called by the endpoints of each bucket; the rules and their defaults are in
 * `limits.ts`, how a client is told apart in `address.ts`, the store in `store.ts`.
 */

import type { Payload, PayloadRequest } from 'payload'
import type { Pool } from 'pg'
import { TooManyRequestsError } from '../../lib/errors'
import { clientAddress, UNKNOWN_ADDRESS } from './address'
import { counterKey } from './keys'
import { type RateBucket, rulesFor } from './limits'
import { countAttempt, giveBack } from './store'

export { clientAddress, UNKNOWN_ADDRESS } from './address'
export { RATE_BUCKETS, type RateBucket } from './limits'

let warnedUnknown = false

/**
 * Said once per process in production: a server that is neither `scripts/serve.mjs` (npm start) nor told TRUST_PROXY
 * sees every client as 'unknown', so the per-address rules are off and, among others, logins of made-up e-mails (each
 * costing a password hash) are limited per e-mail only.
 */
function warnUnknownAddress(payload: Payload): void {
  if (warnedUnknown || process.env.NODE_ENV !== 'production') return
  warnedUnknown = true
  payload.logger.warn(
    'Rate limits cannot tell clients apart: serve the store with `npm start` or `npm run serve`, or set TRUST_PROXY to the number of proxies in front of it (README).',
  )
}

function poolOf(payload: Payload): Pool {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (!pool) throw new Error('Rate limits need the PostgreSQL adapter: payload.db.pool is missing.')
  return pool
}

/**
 * Counts one attempt of `bucket` for this client (and `key`, e.g. an e-mail); throws TooManyRequestsError with
 * retryAfter seconds when over the limit. Every rule of the bucket counts the attempt, refused or not; a window ends
 * on time whatever happens in it (trying on neither shortens nor extends it). Per-address rules are skipped while the address is unknown
 * (see `keys.ts`). Only the request's headers and Payload are read, so a Next route can pass `{ headers, payload }`.
 */
export async function consume(
  req: Pick<PayloadRequest, 'headers' | 'payload'>,
  bucket: RateBucket,
  key?: string,
): Promise<void> {
  const address = clientAddress(req)
  if (address === UNKNOWN_ADDRESS) warnUnknownAddress(req.payload)
  const counted = await Promise.all(
    rulesFor(bucket, process.env).map((rule) => {
      const counter = counterKey(rule, address, key)
      return counter ? countAttempt(poolOf(req.payload), rule, counter) : { over: false as const }
    }),
  )
  const waits = counted.flatMap((c) => (c.over ? [c.waitMs] : []))
  if (waits.length > 0) throw new TooManyRequestsError(Math.max(...waits) / 1000)
}

/**
 * Takes back one attempt counted by `consume` for the same client and key, on every rule of the bucket: a login that
 * succeeded is not held against anyone (only failures count). Call it after `consume`, never instead of it: the
 * attempt is counted first, so concurrent guesses cannot all pass before any is counted.
 */
export async function refund(
  req: Pick<PayloadRequest, 'headers' | 'payload'>,
  bucket: RateBucket,
  key?: string,
): Promise<void> {
  const address = clientAddress(req)
  await Promise.all(
    rulesFor(bucket, process.env).map((rule) => {
      const counter = counterKey(rule, address, key)
      return counter ? giveBack(poolOf(req.payload), rule, counter) : undefined
    }),
  )
}
