// A login for an e-mail with no account answers in the time of a wrong password (issue 9): nothing in the answer,
// its status, message or time, tells which e-mails have accounts.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYLOAD_PASSWORD_HASH } from '../../src/plugins/auth-guard'
import { restClient } from './http'
import { DEMO_PASSWORDS, testPayload } from './payload'
import { newUser } from './users'

// This file measures time, not limits: 30+ logins of one e-mail would otherwise be refused.
Object.assign(process.env, { RATE_LIMIT_LOGIN: 'off', RATE_LIMIT_LOGIN_ADDRESS: 'off' })

let payload: Payload
const { rest } = restClient(() => payload, DEMO_PASSWORDS)
const KNOWN = 'timing@padforge.test'
let knownId: number

beforeAll(async () => {
  payload = await testPayload()
  await payload.delete({ collection: 'users', where: { email: { equals: KNOWN } }, overrideAccess: true })
  knownId = (
    await payload.create({
      collection: 'users',
      data: { email: KNOWN, password: 'timing-password', role: 'customer' },
      overrideAccess: true,
    })
  ).id
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { equals: KNOWN } }, overrideAccess: true })
})

const login = (email: string, password: string) =>
  rest('/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })

/** One login, timed from the request to the whole answer read. */
async function timed(email: string, password: string) {
  const start = process.hrtime.bigint()
  const response = await login(email, password)
  const body = (await response.json()) as { message?: string; errors?: Array<{ message: string }> }
  const ms = Number(process.hrtime.bigint() - start) / 1e6
  return { ms, status: response.status, message: body.errors?.[0]?.message ?? body.message }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Five wrong passwords lock an account: reset the count so every try of the known e-mail is a plain wrong password. */
const unlock = () =>
  payload.db.updateOne({
    collection: 'users',
    id: knownId,
    data: { loginAttempts: 0, lockUntil: null },
    returning: false,
  })

describe('login timing', () => {
  it('stores passwords in the hash format whose PBKDF2 the guard repeats for e-mails with no account', async () => {
    const stored = (await payload.db.findOne({ collection: 'users', where: { id: { equals: knownId } } })) as {
      hash?: string
    }
    expect(stored.hash?.startsWith(PAYLOAD_PASSWORD_HASH.prefix)).toBe(true)
    // The key length in hex after the prefix.
    expect(stored.hash!.slice(PAYLOAD_PASSWORD_HASH.prefix.length)).toMatch(
      new RegExp(`^[0-9a-f]{${PAYLOAD_PASSWORD_HASH.keyLength * 2}}$`),
    )
  })

  it('answers an unknown e-mail and a wrong password with the same status and message, in the same time', async () => {
    const known: number[] = []
    const unknown: number[] = []
    const answers = new Set<string>()
    // Alternate the two, after one warm-up each, so drift in the machine's load falls on both alike.
    for (let i = -1; i < 10; i++) {
      await unlock()
      const wrong = await timed(KNOWN, `wrong-password-${i}`)
      const nobody = await timed(`nobody-${i}@padforge.test`, `wrong-password-${i}`)
      answers.add(`${wrong.status} ${wrong.message}`)
      answers.add(`${nobody.status} ${nobody.message}`)
      if (i < 0) continue
      known.push(wrong.ms)
      unknown.push(nobody.ms)
    }
    await unlock()
    expect([...answers]).toEqual(['401 The email or password provided is incorrect.'])
    const ratio = median(unknown) / median(known)
    console.info(
      `login medians: wrong password ${median(known).toFixed(0)} ms, unknown e-mail ${median(unknown).toFixed(0)} ms`,
    )
    expect(ratio).toBeGreaterThan(1 / 1.3)
    expect(ratio).toBeLessThan(1.3)
  })

  it('still signs a real account in', async () => {
    const own = await newUser(payload, 'customer', 'timing-real')
    const response = await login(own.email, own.password)
    expect(response.status).toBe(200)
  })
})
