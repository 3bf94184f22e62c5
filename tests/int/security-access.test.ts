// The access holes of issue 9, each probed the way an attacker would: through Payload's REST router (and GraphQL for
// stock) as a guest, a customer, another customer and staff.
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Platform, Product, Review } from '../../src/payload-types'
import { restClient } from './http'
import { DEMO, DEMO_PASSWORDS, testPayload, userByEmail } from './payload'

let payload: Payload
type U = Awaited<ReturnType<typeof userByEmail>>
let admin: U
let merchandiser: U
let customer: U
let other: U
let locked: U
let ps5: Platform
let product: Product
let ownReview: Review
let othersReview: Review

const OTHER = 'security-other@padforge.example'
const LOCKED = 'security-locked@padforge.example'
const PASSWORDS: Record<string, string> = {
  ...DEMO_PASSWORDS,
  [OTHER]: 'security-other-pass',
  [LOCKED]: 'security-locked-pass',
}

const { rest, as } = restClient(() => payload, PASSWORDS)
type Json = Record<string, unknown> & { docs?: Array<Record<string, unknown>>; totalDocs?: number }
const get = async (path: string, who: U | null) => {
  const response = await rest(path, await as(who))
  return { status: response.status, json: (await response.json()) as Json }
}
const send = async (method: string, path: string, who: U | null, body: unknown) => {
  const response = await rest(path, await as(who, { method, body: JSON.stringify(body) }))
  return { status: response.status, json: (await response.json()) as Json }
}

async function ensureUser(email: string): Promise<U> {
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
  if (!found.docs[0])
    await payload.create({
      collection: 'users',
      data: { email, password: PASSWORDS[email]!, role: 'customer', firstName: 'Second' },
      overrideAccess: true,
    })
  return userByEmail(payload, email)
}

const review = (customerId: number, name: string) =>
  payload.create({
    collection: 'reviews',
    data: {
      status: 'approved',
      stars: 5,
      name,
      text: 'A review written by the security tests.',
      platform: ps5.id,
      customer: customerId,
    },
    overrideAccess: true,
  })

beforeAll(async () => {
  payload = await testPayload()
  admin = await userByEmail(payload, DEMO.admin)
  merchandiser = await userByEmail(payload, DEMO.merchandiser)
  customer = await userByEmail(payload, DEMO.customer)
  other = await ensureUser(OTHER)
  locked = await ensureUser(LOCKED)
  ps5 = (await payload.find({ collection: 'platforms', where: { slug: { equals: 'ps5' } }, limit: 1 })).docs[0]!
  product = (await payload.find({ collection: 'products', limit: 1, depth: 0 })).docs[0]!
  // Both customers have signed in (a session each), and each wrote an approved review.
  for (const user of [customer, other]) await as(user)
  ownReview = await review(customer.id, 'Security Customer')
  othersReview = await review(other.id, 'Security Other')
})

afterAll(async () => {
  for (const r of [ownReview, othersReview])
    if (r) await payload.delete({ collection: 'reviews', id: r.id, overrideAccess: true })
})

describe('POST /api/users/unlock', () => {
  const lockOut = () =>
    payload.update({
      collection: 'users',
      id: locked.id,
      data: { loginAttempts: 5, lockUntil: new Date(Date.now() + 15 * 60_000).toISOString() },
      overrideAccess: true,
    })
  const lockUntil = async () =>
    (await payload.findByID({ collection: 'users', id: locked.id, overrideAccess: true, showHiddenFields: true }))
      .lockUntil

  it('is refused to a customer and a merchandiser: the lockout stays', async () => {
    await lockOut()
    for (const who of [customer, merchandiser]) {
      const { status } = await send('POST', '/users/unlock', who, { email: LOCKED })
      expect(status, who.email).toBe(403)
    }
    expect(await send('POST', '/users/unlock', null, { email: LOCKED }).then((r) => r.status)).toBe(403)
    expect(await lockUntil()).toBeTruthy()
  })

  it('works for an admin', async () => {
    await lockOut()
    expect((await send('POST', '/users/unlock', admin, { email: LOCKED })).status).toBe(200)
    expect(await lockUntil()).toBeFalsy()
  })
})

describe('warehouse stock', () => {
  it('is not in option values or platform hardwares for guests and customers; staff see it', async () => {
    for (const who of [null, customer]) {
      const values = await get('/option-values?limit=5&depth=0', who)
      expect(values.status).toBe(200)
      expect(values.json.docs?.length).toBeGreaterThan(0)
      for (const doc of values.json.docs ?? []) expect(doc).not.toHaveProperty('stock')
      const platform = await get(`/platforms/${ps5.id}?depth=0`, who)
      const hardwares = platform.json.hardwares as Array<Record<string, unknown>>
      expect(hardwares.length).toBeGreaterThan(0)
      for (const h of hardwares) expect(h).not.toHaveProperty('stock')
    }
    const staffValues = await get('/option-values?limit=5&depth=0', merchandiser)
    for (const doc of staffValues.json.docs ?? []) expect(typeof doc.stock).toBe('number')
    const staffPlatform = await get(`/platforms/${ps5.id}?depth=0`, admin)
    for (const h of staffPlatform.json.hardwares as Array<Record<string, unknown>>)
      expect(typeof h.stock).toBe('number')
  })

  it('cannot be filtered or sorted on by guests and customers', async () => {
    for (const who of [null, customer]) {
      for (const path of [
        '/option-values?where[stock][greater_than]=10',
        '/option-values?sort=-stock&limit=1',
        '/platforms?where[hardwares.stock][greater_than]=0',
        '/platforms?sort=-hardwares.stock&limit=1',
      ]) {
        const { status } = await get(path, who)
        expect(status, `${path} as ${who?.email ?? 'guest'}`).not.toBe(200)
      }
    }
    expect((await get('/option-values?where[stock][greater_than]=10&limit=1', merchandiser)).status).toBe(200)
  })

  it('is null through GraphQL for a guest', async () => {
    const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
    const response = await GRAPHQL_POST(payload.config)(
      new Request('http://localhost:3000/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `{ OptionValues(limit: 3) { docs { id stock } } Platforms(limit: 1) { docs { hardwares { key stock } } } }`,
        }),
      }),
    )
    const body = (await response.json()) as {
      data: {
        OptionValues: { docs: Array<{ id: number; stock: number | null }> }
        Platforms: { docs: Array<{ hardwares: Array<{ stock: number | null }> }> }
      }
    }
    expect(body.data.OptionValues.docs.length).toBeGreaterThan(0)
    expect(body.data.OptionValues.docs.every((d) => d.stock === null)).toBe(true)
    expect(body.data.Platforms.docs.flatMap((p) => p.hardwares).every((h) => h.stock === null)).toBe(true)
  })
})

describe("Payload's document locks and preferences", () => {
  const lockBy = (user: U) => ({
    document: { relationTo: 'products', value: product.id },
    user: { relationTo: 'users', value: user.id },
  })
  const clearLocks = () => payload.delete({ collection: 'payload-locked-documents', where: {}, overrideAccess: true })
  // A lock a failing run left would block the other tests' edits (423).
  afterEach(clearLocks)

  it('a customer cannot lock a document, in their own name or staff’s, and staff edits go through', async () => {
    await clearLocks()
    for (const holder of [customer, admin]) {
      const { status } = await send('POST', '/payload-locked-documents', customer, lockBy(holder))
      expect(status, `lock held by ${holder.email}`).toBe(403)
    }
    expect((await get('/payload-locked-documents', customer)).status).toBe(403)
    const { totalDocs } = await payload.count({ collection: 'payload-locked-documents', overrideAccess: true })
    expect(totalDocs).toBe(0)
    const edit = await send('PATCH', `/products/${product.id}`, merchandiser, { name: product.name })
    expect(edit.status).toBe(200)
  })

  it('staff lock only in their own name, and see every lock', async () => {
    await clearLocks()
    expect((await send('POST', '/payload-locked-documents', merchandiser, lockBy(admin))).status).toBe(403)
    const own = await send('POST', '/payload-locked-documents', merchandiser, lockBy(merchandiser))
    expect(own.status).toBe(201)
    const seen = await get('/payload-locked-documents', admin)
    expect(seen.json.totalDocs).toBe(1)
    const lockId = (own.json.doc as { id: number }).id
    expect((await send('PATCH', `/payload-locked-documents/${lockId}`, admin, lockBy(merchandiser))).status).toBe(403)
    // Taking a document over: the lock moves to the caller.
    expect((await send('PATCH', `/payload-locked-documents/${lockId}`, admin, lockBy(admin))).status).toBe(200)
  })

  it("a customer keeps no preferences; staff cannot read or change another's", async () => {
    expect((await send('POST', '/payload-preferences/security-test', customer, { value: { a: 1 } })).status).toBe(403)
    expect((await get('/payload-preferences/security-test', customer)).status).toBe(403)
    expect((await send('POST', '/payload-preferences', customer, { key: 'k', value: { a: 1 } })).status).toBe(403)
    expect((await get('/payload-preferences', customer)).status).toBe(403)

    const saved = await send('POST', '/payload-preferences/security-test', merchandiser, { value: { columns: 3 } })
    expect(saved.status).toBe(200)
    const { docs } = await payload.find({
      collection: 'payload-preferences',
      where: { and: [{ key: { equals: 'security-test' } }, { 'user.value': { equals: merchandiser.id } }] },
      overrideAccess: true,
    })
    const id = docs[0]!.id
    // GET /api/payload-preferences/{key} answers the caller's own value only.
    expect((await get('/payload-preferences/security-test', merchandiser)).json.value).toEqual({ columns: 3 })
    expect((await get('/payload-preferences/security-test', admin)).json.value).toBeNull()
    for (const who of [admin, customer]) {
      const { status } = await send('PATCH', `/payload-preferences/${id}`, who, { value: { columns: 9 } })
      expect(status, who.email).not.toBe(200)
    }
    const list = await get('/payload-preferences?limit=100', admin)
    expect(list.status).toBe(200)
    expect(list.json.docs?.some((d) => d.id === id)).toBe(false)
    const after = await payload.findByID({ collection: 'payload-preferences', id, overrideAccess: true })
    expect(after.value).toEqual({ columns: 3 })
  })
})

describe("users' private fields through relationships", () => {
  const PRIVATE_PATHS = [
    'sessions.id',
    'sessions.createdAt',
    'hash',
    'salt',
    'resetPasswordToken',
    'loginAttempts',
    'lockUntil',
    'email',
    'firstName',
    'role',
  ]

  it('a guest cannot filter reviews on their authors', async () => {
    for (const field of PRIVATE_PATHS) {
      const { status, json } = await get(`/reviews?where[customer.${field}][exists]=true&depth=0`, null)
      expect(status, `customer.${field}: ${json.totalDocs}`).not.toBe(200)
    }
    expect((await get(`/reviews?where[customer][equals]=${customer.id}`, null)).status).not.toBe(200)
  })

  it('another customer cannot either', async () => {
    for (const field of PRIVATE_PATHS) {
      const { status } = await get(`/reviews?where[customer.${field}][exists]=true&depth=0`, other)
      expect(status, `customer.${field}`).not.toBe(200)
    }
    const byEmail = await get(`/reviews?where[customer.email][equals]=${encodeURIComponent(DEMO.customer)}`, other)
    expect(byEmail.status).not.toBe(200)
  })

  it('nobody but the author and admins reads who wrote a review', async () => {
    const read = async (who: U | null, id: number) => (await get(`/reviews/${id}?depth=1`, who)).json
    expect(await read(null, ownReview.id)).not.toHaveProperty('customer')
    expect(await read(other, ownReview.id)).not.toHaveProperty('customer')
    expect(await read(merchandiser, ownReview.id)).not.toHaveProperty('customer')
    const byAuthor = await read(customer, ownReview.id)
    expect((byAuthor.customer as { id: number }).id).toBe(customer.id)
    expect((byAuthor.customer as { email: string }).email).toBe(DEMO.customer)
    const byAdmin = await read(admin, ownReview.id)
    expect((byAdmin.customer as { email: string }).email).toBe(DEMO.customer)
  })

  it('admins still filter on them', async () => {
    const { status, json } = await get(`/reviews?where[customer.email][equals]=${encodeURIComponent(OTHER)}`, admin)
    expect(status).toBe(200)
    expect(json.docs?.map((d) => d.id)).toContain(othersReview.id)
  })

  it('configurations cannot be filtered through createdBy by their owner or anyone but admins', async () => {
    for (const who of [null, customer, other]) {
      const { status } = await get('/configurations?where[createdBy.sessions.id][exists]=true', who)
      expect(status, who?.email ?? 'guest').not.toBe(200)
    }
    expect((await get('/configurations?where[createdBy.email][exists]=true&limit=1', admin)).status).toBe(200)
  })

  it('a user reads their own e-mail and sessions; admins read everyone’s e-mail', async () => {
    const me = await get('/users/me', customer)
    expect((me.json.user as { email: string }).email).toBe(DEMO.customer)
    const own = await get(`/users/${customer.id}`, customer)
    expect(own.json.email).toBe(DEMO.customer)
    expect(Array.isArray(own.json.sessions)).toBe(true)
    expect((await get(`/users/${customer.id}`, other)).status).not.toBe(200)
    const all = await get(`/users?where[email][equals]=${encodeURIComponent(OTHER)}`, admin)
    expect(all.json.docs?.[0]?.email).toBe(OTHER)
  })
})
