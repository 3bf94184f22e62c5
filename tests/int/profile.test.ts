// My Settings: GET and PUT /api/account/profile on the real database (account.md section 2).
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_MESSAGES } from '../../src/lib/forms/email'
import { PROFILE_MESSAGES } from '../../src/lib/profile/schema'
import { profileEndpoints } from '../../src/plugins/accounts/endpoints/profile'
import { EMAIL_TAKEN, WRONG_PASSWORD } from '../../src/plugins/accounts/operations/update-profile'
import { verifyPassword } from '../../src/plugins/auth-guard'
import { callEndpoint } from './http'
import { testPayload, userByEmail } from './payload'

let payload: Payload
type U = Awaited<ReturnType<typeof userByEmail>>

const [readEndpoint, updateEndpoint] = profileEndpoints as [
  (typeof profileEndpoints)[number],
  (typeof profileEndpoints)[number],
]

let serial = 0
/** A fresh customer per test, so tests never share a record. */
async function newCustomer(password = 'first-pass-1'): Promise<U> {
  serial += 1
  const email = `profile-${Date.now()}-${serial}@padforge.example`
  await payload.create({
    collection: 'users',
    data: { email, password, role: 'customer', firstName: 'Pat', lastName: 'Profile', phone: '+1 555 0100' },
    overrideAccess: true, // the test's own fixture
  })
  return userByEmail(payload, email)
}

const read = (user: U | null) =>
  callEndpoint<{ customer?: Record<string, string>; message?: string }>(payload, readEndpoint, { user })
const update = (user: U | null, body: unknown) =>
  callEndpoint<{ message: string; customer?: Record<string, string>; errors?: Record<string, string[]> }>(
    payload,
    updateEndpoint,
    { user, body },
  )
const fresh = (user: U) => payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })

beforeAll(async () => {
  payload = await testPayload()
})

describe('GET /api/account/profile', () => {
  it('gives a customer their own fields with the spec’s names, and a guest 401', async () => {
    const pat = await newCustomer()
    const mine = await read(pat)
    expect(mine.status).toBe(200)
    expect(mine.json.customer).toEqual({
      first_name: 'Pat',
      last_name: 'Profile',
      email: pat.email,
      phone: '+1 555 0100',
    })
    expect((await read(null)).status).toBe(401)
  })
})

describe('PUT /api/account/profile', () => {
  it('saves names and phone for the caller only', async () => {
    const pat = await newCustomer()
    const other = await newCustomer()
    const answer = await update(pat, { first_name: 'Patricia', last_name: 'Smith', email: pat.email, phone: '' })
    expect(answer.status).toBe(200)
    expect(answer.json.customer).toEqual({ first_name: 'Patricia', last_name: 'Smith', email: pat.email, phone: '' })
    const saved = await fresh(pat)
    expect([saved.firstName, saved.lastName, saved.phone]).toEqual(['Patricia', 'Smith', null])
    // The second customer's record is untouched.
    const theirs = await fresh(other)
    expect([theirs.firstName, theirs.lastName, theirs.phone]).toEqual(['Pat', 'Profile', '+1 555 0100'])
  })

  it('answers the spec’s messages for a bad form and changes nothing', async () => {
    const pat = await newCustomer()
    const answer = await update(pat, { first_name: ' ', last_name: '', email: 'nope', phone: '1' })
    expect(answer.status).toBe(422)
    expect(answer.json.errors).toEqual({
      first_name: [PROFILE_MESSAGES.firstName],
      last_name: [PROFILE_MESSAGES.lastName],
      email: [EMAIL_MESSAGES.invalid],
      phone: [PROFILE_MESSAGES.phone],
    })
    expect((await fresh(pat)).firstName).toBe('Pat')
  })

  it('never changes a role or a flag, whatever the body says', async () => {
    const pat = await newCustomer()
    const answer = await update(pat, {
      first_name: 'Pat',
      last_name: 'Profile',
      email: pat.email,
      role: 'admin',
      canComment: false,
      isAffiliateMember: true,
      isPartner: true,
    })
    expect(answer.status).toBe(200)
    const saved = await fresh(pat)
    expect([saved.role, saved.canComment, saved.isAffiliateMember, saved.isPartner]).toEqual([
      'customer',
      true,
      false,
      false,
    ])
  })

  it('moves the e-mail only with the current password', async () => {
    const pat = await newCustomer('first-pass-1')
    const next = pat.email.replace('profile-', 'moved-')
    const base = { first_name: 'Pat', last_name: 'Profile', email: next }

    const none = await update(pat, base)
    expect([none.status, none.json.errors]).toEqual([422, { password: [PROFILE_MESSAGES.password] }])
    const wrong = await update(pat, { ...base, password: 'not-it' })
    expect([wrong.status, wrong.json.errors]).toEqual([422, { password: [WRONG_PASSWORD] }])
    expect((await fresh(pat)).email).toBe(pat.email)

    const right = await update(pat, { ...base, email: next.toUpperCase(), password: 'first-pass-1' })
    expect(right.status).toBe(200)
    expect((await fresh(pat)).email).toBe(next)
    // The account signs in with its new e-mail and the same password.
    const login = await payload.login({ collection: 'users', data: { email: next, password: 'first-pass-1' } })
    expect(login.user?.id).toBe(pat.id)
  })

  it('refuses an e-mail another account has (409) and keeps both', async () => {
    const pat = await newCustomer('first-pass-1')
    const other = await newCustomer()
    const answer = await update(pat, {
      first_name: 'Pat',
      last_name: 'Profile',
      email: other.email.toUpperCase(),
      password: 'first-pass-1',
    })
    expect([answer.status, answer.json.message]).toEqual([409, EMAIL_TAKEN])
    expect((await fresh(pat)).email).toBe(pat.email)
    expect((await fresh(other)).email).toBe(other.email)
  })

  it('limits password checks per account (429)', async () => {
    process.env.RATE_LIMIT_ACCOUNT_CHANGE = '2/900'
    try {
      const pat = await newCustomer()
      const body = { first_name: 'Pat', last_name: 'Profile', email: `x${pat.email}`, password: 'guess' }
      expect((await update(pat, body)).status).toBe(422)
      expect((await update(pat, body)).status).toBe(422)
      const third = await update(pat, body)
      expect(third.status).toBe(429)
      expect((await fresh(pat)).email).toBe(pat.email)
    } finally {
      delete process.env.RATE_LIMIT_ACCOUNT_CHANGE
    }
  })

  it('verifies passwords against Payload’s stored hash', async () => {
    const pat = await newCustomer('first-pass-1')
    expect(await verifyPassword(payload, pat.id, 'first-pass-1')).toBe(true)
    expect(await verifyPassword(payload, pat.id, 'first-pass-2')).toBe(false)
    expect(await verifyPassword(payload, pat.id, '')).toBe(false)
  })
})
