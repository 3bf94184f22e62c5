import type { Endpoint, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { ADDRESS_BOOK_MESSAGES, ADDRESS_MESSAGES, MAX_ADDRESSES } from '../../src/lib/address'
import { type AddressRecord, addressEndpoints } from '../../src/plugins/addresses'
import { type CallOptions, callEndpoint, restClient } from './http'
import { DEMO_PASSWORDS, testPayload, userByEmail } from './payload'

let payload: Payload
type U = Awaited<ReturnType<typeof userByEmail>>
let a: U
let b: U

const PASSWORDS: Record<string, string> = { ...DEMO_PASSWORDS }
const email = (name: string) => `addresses-${name}@padforge.example`

async function customer(name: string, extra: Record<string, string> = {}): Promise<U> {
  const address = email(name)
  PASSWORDS[address] = `${name}-password`
  await payload.create({
    collection: 'users',
    data: { email: address, password: PASSWORDS[address]!, role: 'customer', ...extra },
    overrideAccess: true, // the test's own fixture
  })
  return userByEmail(payload, address)
}

const endpoint = (method: string, path: string) =>
  addressEndpoints.find((e) => e.method === method && e.path === path) as Endpoint
const LIST = () => endpoint('get', '/')
const CREATE = () => endpoint('post', '/')
const UPDATE = () => endpoint('put', '/:id')
const PRIMARY = () => endpoint('put', '/make-primary/:id')
const DELETE = () => endpoint('delete', '/:id')

interface Reply {
  message?: string
  errors?: Record<string, string[]>
  address?: AddressRecord
  addresses?: AddressRecord[]
  doc?: { id: number }
}

const call = (e: Endpoint, options: CallOptions & { user?: U | null }) =>
  callEndpoint<Reply>(payload, e, { url: 'http://localhost:3000/api/shipping-addresses', ...options })

const NY = { country: 'US', state: 'NY', city: 'New York', address1: '350 5th Ave', address2: '', zip: '10118' }
const form = (n: number) => ({ ...NY, address1: `${n} Broadway` })

const add = async (user: U, body: Record<string, unknown>) => {
  const reply = await call(CREATE(), { user, body })
  expect(reply.status, JSON.stringify(reply.json)).toBe(201)
  return reply.json.address!
}

/** The customer's rows as stored, for "nothing changed". */
const rowsOf = async (user: U) =>
  (
    await payload.find({
      collection: 'shipping-addresses',
      where: { customer: { equals: user.id } },
      sort: 'id',
      depth: 0,
      pagination: false,
      overrideAccess: true, // the test's own fixture
    })
  ).docs.map(({ updatedAt: _u, ...doc }) => doc)

const primaries = async (user: U) => (await rowsOf(user)).filter((r) => r.isPrimary).map((r) => r.id)

const { rest, as } = restClient(() => payload, PASSWORDS)
const restJson = async (p: string, init: RequestInit) => {
  const response = await rest(p, init)
  return { status: response.status, json: (await response.json().catch(() => null)) as Reply & { docs?: unknown[] } }
}

beforeAll(async () => {
  payload = await testPayload()
  a = await customer('a', { firstName: 'Ada', lastName: 'Lovelace', phone: '+1 555 0100' })
  b = await customer('b', { firstName: 'Bob' })
})

describe('the address book through its endpoints (account.md section 7)', () => {
  it('asks guests to sign in (401) and changes nothing', async () => {
    for (const [e, options] of [
      [LIST(), {}],
      [CREATE(), { body: NY }],
      [UPDATE(), { params: { id: '1' }, body: NY }],
      [PRIMARY(), { params: { id: '1' } }],
      [DELETE(), { params: { id: '1' } }],
    ] as const) {
      const reply = await call(e, { user: null, ...options })
      expect(reply.status).toBe(401)
    }
    expect((await payload.count({ collection: 'shipping-addresses', overrideAccess: true })).totalDocs).toBe(0) // the test's own fixture
  })

  it("adds the first address as primary and merges the customer's names, e-mail and phone", async () => {
    const first = await add(a, { ...NY, address2: 'Floor 86' })
    expect(first).toEqual({
      id: expect.any(Number),
      is_primary: true,
      address: {
        address1: '350 5th Ave',
        address2: 'Floor 86',
        city: 'New York',
        zip: '10118',
        state: { name: 'New York', abbreviation: 'NY' },
        state_string: null,
        country: { code: 'US', name: 'United States' },
        primary: true,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: email('a'),
        phone: '+1 555 0100',
      },
    })
    const second = await add(a, {
      address: { ...form(2), country: { code: 'CA' }, state_string: 'Ontario', zip: 'K1A 0B1' },
    })
    expect(second.is_primary).toBe(false)
    expect(second.address).toMatchObject({
      state: null,
      state_string: 'Ontario',
      country: { code: 'CA', name: 'Canada' },
    })
    const list = await call(LIST(), { user: a })
    expect(list.status).toBe(200)
    expect(list.json.addresses?.map((r) => [r.id, r.is_primary])).toEqual([
      [first.id, true],
      [second.id, false],
    ])
  })

  it("answers a bad address 422 with the spec's messages by field, and writes nothing", async () => {
    const before = await rowsOf(a)
    const empty = await call(CREATE(), { user: a, body: {} })
    expect(empty.status).toBe(422)
    expect(empty.json.errors).toEqual({
      country: ['The Country field is required.'],
      city: ['The City field is required.'],
      address1: ['The Address 1 field is required.'],
      zip: ['The ZIP field is required.'],
    })
    expect(empty.json.message).toBe('The Country field is required.')
    const state = await call(CREATE(), { user: a, body: { ...NY, state: '' } })
    expect(state.json.errors).toEqual({ state: ['The State field is required.'] })
    const typed = await call(CREATE(), { user: a, body: { ...NY, country: 'AU', state: 'NY', zip: '2000' } })
    expect(typed.json.errors).toEqual({ state_string: ['The State field is required.'] })
    const unknown = await call(CREATE(), { user: a, body: { ...NY, country: 'KP' } })
    expect(unknown.json.errors).toEqual({ country: [ADDRESS_MESSAGES.unknownCountry] })
    const notObject = await call(CREATE(), { user: a, body: [1, 2] })
    expect(notObject.status).toBe(422)
    expect(await rowsOf(a)).toEqual(before)
  })

  it('edits and makes primary; the previous primary is cleared', async () => {
    const [first, second] = (await call(LIST(), { user: a })).json.addresses!
    const edited = await call(UPDATE(), {
      user: a,
      params: { id: String(second!.id) },
      body: { ...form(2), country: 'GB', state: 'BDF', zip: 'MK40 1AA', city: 'Bedford' },
    })
    expect(edited.status).toBe(200)
    expect(edited.json.address?.address).toMatchObject({
      city: 'Bedford',
      state: { name: 'Bedford', abbreviation: 'BDF' },
      state_string: null,
      country: { code: 'GB', name: 'United Kingdom' },
    })
    const bad = await call(UPDATE(), { user: a, params: { id: String(second!.id) }, body: { ...NY, city: ' ' } })
    expect(bad.status).toBe(422)
    expect(bad.json.errors).toEqual({ city: ['The City field is required.'] })
    const made = await call(PRIMARY(), { user: a, params: { id: String(second!.id) } })
    expect(made.status).toBe(200)
    expect(made.json.message).toBe(ADDRESS_BOOK_MESSAGES.primary)
    expect(made.json.addresses?.map((r) => [r.id, r.is_primary])).toEqual([
      [second!.id, true],
      [first!.id, false],
    ])
    expect(await primaries(a)).toEqual([second!.id])
  })

  it("never lets customer B read, change, delete or make primary A's addresses (404, nothing changed)", async () => {
    const before = await rowsOf(a)
    const target = before.find((r) => !r.isPrimary)!
    const id = String(target.id)
    expect((await call(UPDATE(), { user: b, params: { id }, body: form(9) })).status).toBe(404)
    expect((await call(PRIMARY(), { user: b, params: { id } })).status).toBe(404)
    expect((await call(DELETE(), { user: b, params: { id } })).status).toBe(404)
    expect((await call(LIST(), { user: b })).json.addresses).toEqual([])
    // Through Payload's REST router: its read by id, PATCH and bulk routes.
    expect((await restJson(`/shipping-addresses/${id}`, await as(b))).status).toBe(404)
    expect(
      (
        await restJson(
          `/shipping-addresses/${id}`,
          await as(b, { method: 'PATCH', body: JSON.stringify({ city: 'X' }) }),
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await restJson(
          `/shipping-addresses?where[customer][equals]=${a.id}`,
          await as(b, { method: 'PATCH', body: JSON.stringify({ city: 'X' }) }),
        )
      ).status,
    ).toBe(403)
    expect(
      (await restJson(`/shipping-addresses?where[id][exists]=true`, await as(b, { method: 'DELETE' }))).status,
    ).toBe(403)
    const listed = await restJson(`/shipping-addresses?where[customer][equals]=${a.id}`, await as(b))
    expect(listed.status).toBe(200)
    expect(listed.json.addresses).toEqual([])
    expect(await rowsOf(a)).toEqual(before)
  })

  it("Payload's REST routes let a customer reach only their own and never set `customer`", async () => {
    const own = (await rowsOf(a))[0]!
    expect((await restJson(`/shipping-addresses/${own.id}`, await as(a))).status).toBe(200)
    // PATCH is the admins' (the admin panel): a customer changes addresses through PUT only.
    const patch = await restJson(
      `/shipping-addresses/${own.id}`,
      await as(a, { method: 'PATCH', body: JSON.stringify({ customer: b.id, city: 'X' }) }),
    )
    expect(patch.status).toBe(403)
    // POST is ours: the owner is the caller whatever the body says.
    const created = await restJson(
      '/shipping-addresses',
      await as(b, { method: 'POST', body: JSON.stringify({ ...form(7), customer: a.id, isPrimary: false }) }),
    )
    expect(created.status).toBe(201)
    const row = await payload.findByID({ collection: 'shipping-addresses', id: created.json.address!.id, depth: 0 })
    expect(row.customer).toBe(b.id)
    expect(row.isPrimary).toBe(true) // B's first address
    // The admin panel's multipart create is Payload's, for admins only.
    const multipart = new FormData()
    multipart.set('_payload', JSON.stringify({ ...form(8), customer: b.id, countryCode: 'US', countryName: 'X' }))
    const formReply = await rest('/shipping-addresses', {
      method: 'POST',
      body: multipart,
      headers: (await as(b)).headers as Record<string, string>,
    })
    expect(formReply.status).toBe(403)
    const listed = await restJson('/shipping-addresses', await as(b))
    expect(listed.json.addresses?.map((r) => r.id)).toEqual([row.id])
    expect((await rowsOf(b)).length).toBe(1)
  })

  it('keeps exactly one primary under parallel make-primary calls', async () => {
    const c = await customer('c')
    const ids: number[] = []
    for (let n = 0; n < 5; n++) ids.push((await add(c, form(n))).id)
    for (let round = 0; round < 8; round++) {
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call(PRIMARY(), { user: c, params: { id: String(ids[(i + round) % ids.length]) } }),
        ),
      )
      expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200))
      expect((await primaries(c)).length).toBe(1)
    }
  })

  it('makes exactly one of parallel first addresses primary, and holds the cap under parallel adds', async () => {
    const d = await customer('d')
    const replies = await Promise.all(Array.from({ length: 5 }, (_, i) => call(CREATE(), { user: d, body: form(i) })))
    expect(replies.map((r) => r.status)).toEqual(Array(5).fill(201))
    expect((await primaries(d)).length).toBe(1)
    const rest = await Promise.all(
      Array.from({ length: MAX_ADDRESSES - 5 + 3 }, (_, i) => call(CREATE(), { user: d, body: form(100 + i) })),
    )
    expect(rest.filter((r) => r.status === 201).length).toBe(MAX_ADDRESSES - 5)
    const refused = rest.filter((r) => r.status !== 201)
    expect(refused.map((r) => [r.status, r.json.message])).toEqual(Array(3).fill([422, ADDRESS_BOOK_MESSAGES.full]))
    expect((await rowsOf(d)).length).toBe(MAX_ADDRESSES)
    expect((await primaries(d)).length).toBe(1)
  })

  it('deleting the primary address promotes the newest remaining one; deleting the last leaves none', async () => {
    const e = await customer('e')
    const oldest = await add(e, form(1))
    const middle = await add(e, form(2))
    const newest = await add(e, form(3))
    await call(PRIMARY(), { user: e, params: { id: String(middle.id) } })
    const deleted = await call(DELETE(), { user: e, params: { id: String(middle.id) } })
    expect(deleted.status).toBe(200)
    expect(deleted.json.doc).toEqual({ id: middle.id })
    expect(deleted.json.addresses?.map((r) => [r.id, r.is_primary])).toEqual([
      [newest.id, true],
      [oldest.id, false],
    ])
    expect((await call(DELETE(), { user: e, params: { id: String(oldest.id) } })).status).toBe(200)
    expect((await call(DELETE(), { user: e, params: { id: String(newest.id) } })).json.addresses).toEqual([])
    expect((await call(DELETE(), { user: e, params: { id: String(newest.id) } })).status).toBe(404)
  })

  it('lets admins manage addresses in the admin panel with the same rules', async () => {
    const admin = await userByEmail(payload, 'admin@padforge.example')
    const f = await customer('f')
    const first = await add(f, form(1))
    const second = await add(f, form(2))
    const off = await restJson(
      `/shipping-addresses/${first.id}`,
      await as(admin, { method: 'PATCH', body: JSON.stringify({ isPrimary: false }) }),
    )
    expect(off.status).toBe(400)
    const on = await restJson(
      `/shipping-addresses/${second.id}`,
      await as(admin, { method: 'PATCH', body: JSON.stringify({ isPrimary: true }) }),
    )
    expect(on.status).toBe(200)
    expect(await primaries(f)).toEqual([second.id])
    const removed = await restJson(`/shipping-addresses/${second.id}`, await as(admin, { method: 'DELETE' }))
    expect(removed.status).toBe(200)
    expect(await primaries(f)).toEqual([first.id])
  })
})
