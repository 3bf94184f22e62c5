/**
 * A login for an e-mail with no account must cost what a login with a wrong password costs, or the answer time tells
 * which e-mails have accounts (both answer 401 with the same message). Payload answers "no such user" after one
 * query, while a real account costs a PBKDF2 of the password (about 0.2–0.5 s at Payload's 600 000 iterations).
 * So when the e-mail has no account we run the same PBKDF2 on the submitted password with a throw-away salt, then let
 * Payload answer as usual.
 */
import { pbkdf2, randomBytes } from 'node:crypto'
import type { CollectionSlug, Payload } from 'payload'

/**
 * Payload 3.90's current password hash (`pbkdf2-sha256-v1:`, see generatePasswordSaltHash.js in
 * node_modules/payload/dist/auth/strategies/local). Not exported by Payload; tests/int/login-timing.test.ts checks
 * the stored hashes still have this format and that the two answers cost the same CPU.
 */
export const PAYLOAD_PASSWORD_HASH = { prefix: 'pbkdf2-sha256-v1:', iterations: 600_000, keyLength: 32 } as const

// Random per process: the result is thrown away, the salt only has to look like Payload's (32 bytes as hex).
const DUMMY_SALT = randomBytes(32).toString('hex')

/** The work of checking `password` against a stored hash, for nothing. */
export function dummyPasswordCheck(password: string): Promise<void> {
  const { iterations, keyLength } = PAYLOAD_PASSWORD_HASH
  return new Promise((resolve, reject) =>
    pbkdf2(password, DUMMY_SALT, iterations, keyLength, 'sha256', (error) => (error ? reject(error) : resolve())),
  )
}

/**
 * Runs the dummy check when Payload's login will find no account for `data.email`. Nothing when Payload refuses the
 * request before it looks anyone up (no e-mail or an empty password: as fast for every e-mail), nor for a real
 * account (Payload hashes itself).
 */
export async function equaliseUnknownAccount(
  payload: Payload,
  collection: CollectionSlug,
  data: unknown,
): Promise<void> {
  const { email, password } = (data ?? {}) as { email?: unknown; password?: unknown }
  // Payload's own normalisation and checks (auth/operations/login.js).
  const sanitized = typeof email === 'string' ? email.toLowerCase().trim() : ''
  if (!sanitized || typeof password !== 'string' || password.trim() === '') return
  const account = await payload.db.findOne({
    collection,
    where: { email: { equals: sanitized } },
    select: { id: true },
  })
  if (!account) await dummyPasswordCheck(password)
}
