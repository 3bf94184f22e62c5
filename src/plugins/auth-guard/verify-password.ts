import { pbkdf2, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { PAYLOAD_PASSWORD_HASH } from './equal-time'

/** Payload's hashes before its `pbkdf2-sha256-v1:` format (auth/strategies/local/generatePasswordSaltHash.js). */
const LEGACY = { iterations: 25_000, keyLength: 512 } as const

function derive(password: string, salt: string, iterations: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/**
 * Is `password` the user's current password? Checked against the stored hash the way Payload's local strategy does,
 * without logging in (a login would add a session and count towards the lockout). Callers rate-limit it.
 */
export async function verifyPassword(payload: Payload, userId: number, password: string): Promise<boolean> {
  if (!password) return false
  const row = (await payload.db.findOne({ collection: 'users', where: { id: { equals: userId } } })) as {
    hash?: unknown
    salt?: unknown
  } | null
  if (typeof row?.hash !== 'string' || typeof row.salt !== 'string') return false
  const current = row.hash.startsWith(PAYLOAD_PASSWORD_HASH.prefix)
  const stored = Buffer.from(current ? row.hash.slice(PAYLOAD_PASSWORD_HASH.prefix.length) : row.hash, 'hex')
  const { iterations, keyLength } = current ? PAYLOAD_PASSWORD_HASH : LEGACY
  const derived = await derive(password, row.salt, iterations, keyLength)
  return derived.length === stored.length && timingSafeEqual(derived, stored)
}
