// Changing an account's e-mail or password through Payload's own routes (issue 27, finding 1): PATCH /api/users/{id}
// and GraphQL updateUser ask for the current password when the caller changes their own, keep the registration's
// minimum, and tell the old address. An admin sets another user's without that user's password, and the old address
// is told too. Every test makes its own users.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { CREDENTIAL_MESSAGES } from '../../src/lib/account/credentials'
import { ACCOUNT_MESSAGES } from '../../src/lib/account/schemas'
import { profileEndpoints } from '../../src/plugins/accounts/endpoints/profile'
import { verifyPassword } from '../../src/plugins/auth-guard'
import { callEndpoint, restClient } from './http'
import { testPayload, userByEmail } from './payload'

let payload: Payload
const PASSWORDS: Record<string, string> = {}
const { rest, as } = restClient(() => payload, PASSWORDS)
const run = Date.now().toString(36)
let serial = 0

async function newUser(role: 'customer' | 'admin' = 'customer') {
  serial += 1
  const email = `cred-${run}-${serial}@padforge.example`
  PASSWORDS[email] = `first-pass-${serial}`
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORDS[email], role, firstName: 'Cred' },
    overrideAccess: true, // the test's own fixture
  })
  return userByEmail(payload, email)
}

type Json = { errors?: Array<{ message?: string; data?: { errors?: Array<{ path: string; message: string }> } }> }
const patch = async (who: { email: string }, id: number, body: unknown) => {
  const response = await rest(`/users/${id}`, await as(who, { method: 'PATCH', body: JSON.stringify(body) }))
  return { status: response.status, json: (await response.json()) as Json }
}
const fieldErrors = (json: Json) => (json.errors ?? []).flatMap((e) => e.data?.errors ?? [])
const stored = (id: number) => payload.findByID({ collection: 'users', id, overrideAccess: true })
const mailsTo = async (to: string) =>
  (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, overrideAccess: true, limit: 20 })).docs

beforeAll(async () => {
  payload = await testPayload()
})

describe("PATCH /api/users/{own id} (Payload's REST)", () => {
  it('refuses a new e-mail and password without the current password, and changes nothing', async () => {
    const pat = await newUser()
    const answer = await patch(pat, pat.id, { email: `taken-over-${run}@example.com`, password: 'abcdefg' })
    expect(answer.status).toBe(400)
    expect(fieldErrors(answer.json)).toEqual([
      expect.objectContaining({ path: 'currentPassword', message: CREDENTIAL_MESSAGES.currentPassword }),
    ])
    expect((await stored(pat.id)).email).toBe(pat.email)
    expect(await verifyPassword(payload, pat.id, PASSWORDS[pat.email]!)).toBe(true)
  })

  it('refuses a wrong current password, and a new password under the minimum of 6', async () => {
    const pat = await newUser()
    const wrong = await patch(pat, pat.id, { password: 'abcdefg', currentPassword: 'not-it' })
    expect(wrong.status).toBe(400)
    expect(fieldErrors(wrong.json)).toEqual([
      expect.objectContaining({ path: 'currentPassword', message: CREDENTIAL_MESSAGES.wrongPassword }),
    ])
    const short = await patch(pat, pat.id, { password: 'abc', currentPassword: PASSWORDS[pat.email] })
    expect(short.status).toBe(400)
    expect(fieldErrors(short.json)).toEqual([
      expect.objectContaining({ path: 'password', message: ACCOUNT_MESSAGES.passwordShort }),
    ])
    expect(await verifyPassword(payload, pat.id, PASSWORDS[pat.email]!)).toBe(true)
  })

  it('with the current password changes both, and mails the old address', async () => {
    const pat = await newUser()
    const newEmail = `moved-${run}-${pat.id}@padforge.example`
    const answer = await patch(pat, pat.id, {
      email: newEmail,
      password: 'second-pass',
      currentPassword: PASSWORDS[pat.email],
    })
    expect(answer.status).toBe(200)
    expect((await stored(pat.id)).email).toBe(newEmail)
    expect(await verifyPassword(payload, pat.id, 'second-pass')).toBe(true)
    const mails = await mailsTo(pat.email)
    expect(mails.map((m) => m.subject)).toEqual(['Your Padforge e-mail address and password changed'])
    expect(mails[0]?.text).toContain(newEmail)
  })

  it('changes a name without any password and mails nobody', async () => {
    const pat = await newUser()
    expect((await patch(pat, pat.id, { firstName: 'Renamed' })).status).toBe(200)
    expect((await stored(pat.id)).firstName).toBe('Renamed')
    expect(await mailsTo(pat.email)).toEqual([])
  })
})

describe('GraphQL updateUser', () => {
  const graphql = async (who: { email: string }, query: string) => {
    const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
    const init = await as(who, { method: 'POST', body: JSON.stringify({ query }) })
    const response = await GRAPHQL_POST(payload.config)(
      new Request('http://localhost:3000/api/graphql', {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'content-type': 'application/json' },
      }),
    )
    return (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> }
  }

  it('refuses an e-mail and password change without the current password', async () => {
    const pat = await newUser()
    const answer = await graphql(
      pat,
      `mutation { updateUser(id: ${pat.id}, data: { email: "gql-${run}@example.com", password: "abcdefg" }) { email } }`,
    )
    expect(answer.errors?.length).toBeGreaterThan(0)
    expect((await stored(pat.id)).email).toBe(pat.email)
    expect(await verifyPassword(payload, pat.id, PASSWORDS[pat.email]!)).toBe(true)
  })

  it('changes the password with the current one', async () => {
    const pat = await newUser()
    const answer = await graphql(
      pat,
      `mutation { updateUser(id: ${pat.id}, data: { password: "third-pass", currentPassword: "${PASSWORDS[pat.email]}" }) { email } }`,
    )
    expect(answer.errors).toBeUndefined()
    expect(await verifyPassword(payload, pat.id, 'third-pass')).toBe(true)
    expect((await mailsTo(pat.email)).map((m) => m.subject)).toEqual(['Your Padforge password changed'])
  })
})

describe("an admin changing another user's sign-in", () => {
  it("needs no password of theirs, keeps the minimum, and the user's old address is told", async () => {
    const admin = await newUser('admin')
    const pat = await newUser()
    expect((await patch(admin, pat.id, { password: 'abc' })).status).toBe(400)
    const newEmail = `support-set-${run}-${pat.id}@padforge.example`
    expect((await patch(admin, pat.id, { email: newEmail, password: 'support-pass' })).status).toBe(200)
    expect((await stored(pat.id)).email).toBe(newEmail)
    expect(await verifyPassword(payload, pat.id, 'support-pass')).toBe(true)
    expect((await mailsTo(pat.email)).length).toBe(1)
  })
})

describe('My Settings (PUT /api/account/profile)', () => {
  it('still changes the e-mail with the password it checks, and mails the old address', async () => {
    const pat = await newUser()
    const newEmail = `settings-${run}-${pat.id}@padforge.example`
    const update = profileEndpoints[1]!
    const answer = await callEndpoint(payload, update, {
      user: pat,
      body: { first_name: 'Cred', last_name: 'User', email: newEmail, phone: '', password: PASSWORDS[pat.email] },
    })
    expect(answer.status).toBe(200)
    expect((await stored(pat.id)).email).toBe(newEmail)
    expect((await mailsTo(pat.email)).map((m) => m.subject)).toEqual(['Your Padforge e-mail address changed'])
  })
})
