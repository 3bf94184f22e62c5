// A login for an e-mail with no account answers in the time of a wrong password (issue 9): nothing in the answer,
// its status, message or time, tells which e-mails have accounts. The time is the work of one PBKDF2; the test
// compares the CPU each login costs this process, which a busy machine does not change, not the wall clock, which it
// does (the wall-clock medians are printed for the reader).
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

/**
 * One login, from the request to the whole answer read: the wall-clock time and the CPU time of this process (the
 * PBKDF2 runs on libuv's pool, whose threads count in `process.cpuUsage`).
 */
async function timed(email: string, password: string) {
  const start = process.hrtime.bigint()
  const cpuStart = process.cpuUsage()
  const response = await login(email, password)
  const body = (await response.json()) as { message?: string; errors?: Array<{ message: string }> }
  const cpu = process.cpuUsage(cpuStart)
  const ms = Number(process.hrtime.bigint() - start) / 1e6
  const cpuMs = (cpu.user + cpu.system) / 1000
  return { ms, cpuMs, status: response.status, message: body.errors?.[0]?.message ?? body.message }
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

  it('answers an unknown e-mail and a wrong password with the same status and message, for the same work', async () => {
    const known: number[] = []
    const unknown: number[] = []
    const knownCpu: number[] = []
    const unknownCpu: number[] = []
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
      knownCpu.push(wrong.cpuMs)
      unknownCpu.push(nobody.cpuMs)
    }
    await unlock()
    expect([...answers]).toEqual(['401 The email or password provided is incorrect.'])
    console.info(
      `login medians: wrong password ${median(known).toFixed(0)} ms (CPU ${median(knownCpu).toFixed(0)} ms), ` +
        `unknown e-mail ${median(unknown).toFixed(0)} ms (CPU ${median(unknownCpu).toFixed(0)} ms)`,
    )
    // Without the guard an unknown e-mail costs a query: a few percent of a PBKDF2. With it, both cost one PBKDF2
    // and a little around it, so their CPU medians stay within a factor of two of each other.
    const ratio = median(unknownCpu) / median(knownCpu)
    expect(ratio).toBeGreaterThan(0.5)
    expect(ratio).toBeLessThan(2)
  })

  it('still signs a real account in', async () => {
    const own = await newUser(payload, 'customer', 'timing-real')
    const response = await login(own.email, own.password)
    expect(response.status).toBe(200)
  })
})
