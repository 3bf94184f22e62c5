// Login and password reset behind the auth guard (issue 9): rate limits through Payload's REST router, the body
// handed on intact (JSON and the admin panel's multipart form), Payload's own answers otherwise unchanged.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '../../src/lib/account'
import { restClient } from './http'
import { testPayload } from './payload'
import { newUser } from './users'

// Limits are read at each request: small ones keep the test short. Addresses are told apart only behind a proxy.
Object.assign(process.env, {
  TRUST_PROXY: '1',
  RATE_LIMIT_LOGIN: '3/900',
  RATE_LIMIT_LOGIN_ADDRESS: '5/900',
  RATE_LIMIT_PASSWORD_RESET: '2/3600',
})

let payload: Payload
const { rest } = restClient(() => payload)
/** This file's own customer and merchandiser (signed in here, never the shared demo users). */
let customer: Awaited<ReturnType<typeof newUser>>
let merchandiser: Awaited<ReturnType<typeof newUser>>
const GUARDED = 'guarded@padforge.test'

beforeAll(async () => {
  payload = await testPayload()
  customer = await newUser(payload, 'customer', 'guard-customer')
  merchandiser = await newUser(payload, 'merchandiser', 'guard-merch')
  await payload.delete({ collection: 'users', where: { email: { equals: GUARDED } }, overrideAccess: true })
  await payload.create({
    collection: 'users',
    data: { email: GUARDED, password: 'guarded-password', role: 'customer' },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { equals: GUARDED } }, overrideAccess: true })
})

/** A JSON POST from `address` (the X-Forwarded-For our one trusted proxy would write). */
const post = (path: string, address: string, body: unknown) =>
  rest(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  })

/** What the admin panel's login form sends: multipart with the fields as JSON in `_payload`. */
const postForm = (path: string, address: string, data: unknown) => {
  const form = new FormData()
  form.set('_payload', JSON.stringify(data))
  return rest(path, { method: 'POST', headers: { 'x-forwarded-for': address }, body: form })
}

/** Payload's failed-login count of an account (a hidden field: read from the database adapter). */
const loginAttemptsOf = async (email: string) =>
  (
    (await payload.db.findOne({ collection: 'users', where: { email: { equals: email } } })) as {
      loginAttempts?: number
    }
  )?.loginAttempts ?? 0

describe('login guard', () => {
  it('hands a JSON login to Payload intact: 200 with a token and the session cookie', async () => {
    const response = await post('/users/login', '203.0.113.10', {
      email: customer.email,
      password: customer.password,
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { token?: string; user?: { email: string } }
    expect(body.token).toBeTruthy()
    expect(body.user?.email).toBe(customer.email)
    expect(response.headers.get('set-cookie')).toMatch(/payload-token=/)
  })

  it("hands the admin panel's multipart login to Payload intact", async () => {
    const response = await postForm('/users/login', '203.0.113.11', {
      email: merchandiser.email,
      password: merchandiser.password,
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { user?: { email: string } }).user?.email).toBe(merchandiser.email)
  })

  it('refuses the attempt past the limit per address and e-mail with 429, Retry-After and a message, before Payload counts it', async () => {
    const address = '203.0.113.12'
    for (let i = 0; i < 3; i++) {
      const response = await post('/users/login', address, { email: GUARDED, password: 'wrong' })
      expect(response.status).toBe(401)
    }
    expect(await loginAttemptsOf(GUARDED)).toBe(3)
    const refused = await post('/users/login', address, { email: GUARDED, password: 'guarded-password' })
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(800)
    expect(retryAfter).toBeLessThanOrEqual(900)
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/too many attempts/i) })
    // Payload never saw the refused attempt.
    expect(await loginAttemptsOf(GUARDED)).toBe(3)

    // The same e-mail from another client, and (in the admin panel's form) from a third, still reach Payload.
    const elsewhere = await post('/users/login', '203.0.113.13', { email: GUARDED, password: 'guarded-password' })
    expect(elsewhere.status).toBe(200)
  })

  it('counts the e-mail inside the multipart form too', async () => {
    const address = '203.0.113.14'
    const data = { email: 'form-nobody@padforge.test', password: 'wrong' }
    for (let i = 0; i < 3; i++) expect((await postForm('/users/login', address, data)).status).toBe(401)
    expect((await postForm('/users/login', address, data)).status).toBe(429)
    // The e-mail is matched in any case and spacing, as Payload matches it.
    expect((await post('/users/login', address, { ...data, email: ' Form-Nobody@padforge.test' })).status).toBe(429)
  })

  it('limits one address across many e-mails', async () => {
    const address = '203.0.113.15'
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await post('/users/login', address, { email: `sweep-${i}@padforge.test`, password: 'x' })).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    expect((await post('/users/login', '203.0.113.16', { email: 'sweep-0@padforge.test', password: 'x' })).status).toBe(
      401,
    )
  })

  it('without a known address, still limits per e-mail but not per address (one counter for every shopper would lock everybody out)', async () => {
    delete process.env.TRUST_PROXY
    try {
      const statuses: number[] = []
      for (let i = 0; i < 7; i++)
        statuses.push(
          (await post('/users/login', '198.51.100.1', { email: `anon-${i}@padforge.test`, password: 'x' })).status,
        )
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401])
      for (let i = 0; i < 3; i++)
        await post('/users/login', '198.51.100.2', { email: 'anon-same@padforge.test', password: 'x' })
      // A forged X-Forwarded-For changes nothing without a trusted proxy: it is the same 'unknown' client.
      expect(
        (await post('/users/login', '198.51.100.3', { email: 'anon-same@padforge.test', password: 'x' })).status,
      ).toBe(429)
    } finally {
      process.env.TRUST_PROXY = '1'
    }
  })

  it('limits password reset requests per address and e-mail; those let through get the same answer for every e-mail', async () => {
    const address = '203.0.113.17'
    for (let i = 0; i < 2; i++) {
      const response = await post('/users/forgot-password', address, { email: 'reset-nobody@padforge.test' })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ message: ACCOUNT_MESSAGES.resetSent })
    }
    const refused = await post('/users/forgot-password', address, { email: 'reset-nobody@padforge.test' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500)
    expect((await post('/users/forgot-password', address, { email: 'reset-other@padforge.test' })).status).toBe(200)
  })

  it('limits GraphQL logins, which do not pass through the REST endpoint, the same way', async () => {
    const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
    const graphql = GRAPHQL_POST(payload.config)
    const loginBy = async (address: string) => {
      const response = await graphql(
        new Request('http://localhost:3000/api/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({
            query: 'mutation { loginUser(email: "graphql-nobody@padforge.test", password: "wrong") { token } }',
          }),
        }),
      )
      return (await response.json()) as { errors?: Array<{ message: string; extensions?: { statusCode?: number } }> }
    }
    const codes: Array<number | undefined> = []
    for (let i = 0; i < 4; i++) codes.push((await loginBy('203.0.113.19')).errors?.[0]?.extensions?.statusCode)
    expect(codes).toEqual([401, 401, 401, 429])
    expect((await loginBy('203.0.113.19')).errors?.[0]?.message).toMatch(/too many attempts/i)
    expect((await loginBy('203.0.113.20')).errors?.[0]?.extensions?.statusCode).toBe(401)
  })

  it('counts failed logins only: good ones past the limit pass, by REST and by GraphQL', async () => {
    const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
    const graphql = GRAPHQL_POST(payload.config)
    const own = await newUser(payload, 'customer', 'guard-good')
    const address = '203.0.113.21'
    const statuses: number[] = []
    for (let i = 0; i < 5; i++)
      statuses.push((await post('/users/login', address, { email: own.email, password: own.password })).status)
    for (let i = 0; i < 5; i++) {
      const query = `mutation { loginUser(email: "${own.email}", password: "${own.password}") { token } }`
      const response = await graphql(
        new Request('http://localhost:3000/api/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ query }),
        }),
      )
      const body = (await response.json()) as { data?: { loginUser?: { token?: string } } }
      statuses.push(body.data?.loginUser?.token ? 200 : response.status)
    }
    // Ten good logins against a limit of 3 (per e-mail) and 5 (per address) in this file.
    expect(statuses).toEqual(Array(10).fill(200))
    // Failures still count: three wrong passwords, then even the right one is refused.
    for (let i = 0; i < 3; i++)
      expect((await post('/users/login', address, { email: own.email, password: 'wrong' })).status).toBe(401)
    expect((await post('/users/login', address, { email: own.email, password: own.password })).status).toBe(429)
  })

  it("leaves Payload's other auth routes alone", async () => {
    const response = await rest('/users/me', { headers: { 'x-forwarded-for': '203.0.113.18' } })
    expect(response.status).toBe(200)
  })
})
