import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { HISTORY_LIMIT } from '../../src/lib/recently-viewed/history'
import { restClient } from './http'
import { DEMO_PASSWORDS, testPayload, userByEmail } from './payload'

// Recently viewed on the real database through the REST router: a guest's list is the ids it sends, a customer's is
// kept on the server and follows them; a second customer never sees or clears the first one's; bad input is a 400.

let payload: Payload
type U = Awaited<ReturnType<typeof userByEmail>>
let a: U
let b: U
let ids: number[] = []
const PASSWORDS: Record<string, string> = { ...DEMO_PASSWORDS }
const { rest, as } = restClient(() => payload, PASSWORDS)

async function customer(name: string): Promise<U> {
  const email = `viewed-${name}@padforge.example`
  PASSWORDS[email] = `${name}-password-1`
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORDS[email]!, role: 'customer' },
    overrideAccess: true, // the test's own fixture
  })
  return userByEmail(payload, email)
}

const post = async (user: U | null, body: unknown) => {
  const response = await rest('/recently-viewed', await as(user, { method: 'POST', body: JSON.stringify(body) }))
  return { status: response.status, json: await response.json() }
}

beforeAll(async () => {
  payload = await testPayload()
  a = await customer('a')
  b = await customer('b')
  const { docs } = await payload.find({
    collection: 'products',
    where: { status: { equals: 'active' } },
    sort: 'id',
    limit: 8,
    depth: 0,
  })
  ids = docs.map((d) => d.id)
})

describe('recently viewed', () => {
  it("a guest's list is the ids it sends, in their order, as cards; nothing is stored", async () => {
    const reply = await post(null, { ids: [ids[2], ids[0], ids[1]], limit: 6, offset: 0 })
    expect(reply.status).toBe(200)
    expect(reply.json.total).toBe(3)
    expect(reply.json.products.map((p: { id: number }) => p.id)).toEqual([ids[2], ids[0], ids[1]])
    expect(reply.json.products[0]).toMatchObject({ name: expect.any(String), price: expect.any(Number) })
    expect((await payload.count({ collection: 'browsing-history' })).totalDocs).toBe(0)
  })

  it("a customer's views are kept on the server and come back from another browser", async () => {
    await post(a, { ids: [ids[0], ids[1]] })
    await post(a, { ids: [ids[3]] })
    const elsewhere = await post(a, { ids: [], limit: 6 })
    expect(elsewhere.json.products.map((p: { id: number }) => p.id)).toEqual([ids[3], ids[0], ids[1]])
    // Paging and leaving out the product on screen.
    const second = await post(a, { ids: [], limit: 1, offset: 1, except: [ids[3]] })
    expect(second.json).toMatchObject({ total: 2 })
    expect(second.json.products.map((p: { id: number }) => p.id)).toEqual([ids[1]])
  })

  it('another customer never sees, records into or clears the first one', async () => {
    const before = await post(a, { ids: [] })
    const other = await post(b, { ids: [] })
    expect(other.json.total).toBe(0)
    const clear = await rest('/recently-viewed', await as(b, { method: 'DELETE' }))
    expect(clear.status).toBe(200)
    expect((await post(a, { ids: [] })).json).toEqual(before.json)
    // B cannot read A's rows through Payload's REST either.
    const rows = await (await rest('/browsing-history', await as(b))).json()
    expect(rows.totalDocs).toBe(0)
    const forbidden = await rest(
      '/recently-viewed',
      await as(b, { method: 'POST', body: JSON.stringify({ customer: a.id, product: ids[5], viewedAt: new Date() }) }),
    )
    expect(forbidden.status).toBe(200) // our endpoint: it records B's own (empty) history, never a row for A
    expect(
      (await payload.count({ collection: 'browsing-history', where: { customer: { equals: a.id } } })).totalDocs,
    ).toBe(3)
  })

  it('two tabs recording at once keep each product once', async () => {
    await Promise.all([
      post(b, { ids: [ids[4], ids[5]] }),
      post(b, { ids: [ids[5], ids[6]] }),
      post(b, { ids: [ids[4]] }),
    ])
    const rows = await payload.find({ collection: 'browsing-history', where: { customer: { equals: b.id } }, depth: 0 })
    const products = rows.docs.map((r) => r.product)
    expect(new Set(products).size).toBe(products.length)
    expect(new Set(products)).toEqual(new Set([ids[4], ids[5], ids[6]]))
  })

  it('the account Clear forgets the history; a guest may not clear', async () => {
    expect((await rest('/recently-viewed', await as(null, { method: 'DELETE' }))).status).toBe(401)
    expect((await rest('/recently-viewed', await as(a, { method: 'DELETE' }))).status).toBe(200)
    expect((await post(a, { ids: [] })).json.total).toBe(0)
  })

  it('GET /api/products/recently-viewed?ids= gives the cards without recording', async () => {
    const response = await rest(`/products/recently-viewed?ids=${ids[1]},${ids[0]},x`, await as(a))
    expect(response.status).toBe(200)
    const { products } = await response.json()
    expect(products.map((p: { id: number }) => p.id)).toEqual([ids[1], ids[0]])
    expect((await post(a, { ids: [] })).json.total).toBe(0)
  })

  it('bad input is a 400 and changes nothing', async () => {
    for (const body of [{ ids: 'x' }, { ids: [0] }, { limit: 0 }, { ids: Array(HISTORY_LIMIT + 1).fill(1) }])
      expect((await post(a, body)).status).toBe(400)
  })

  it('a product in histories and wish lists can still be deleted; their rows go with it', async () => {
    const product = await payload.create({
      collection: 'products',
      data: { name: 'Deleted Later Grip', slug: 'deleted-later-grip', type: 'others', price: 500, status: 'active' },
    })
    await post(a, { ids: [product.id] })
    const saved = await rest(`/add-to-wishlist/${product.id}`, await as(a, { method: 'POST' }))
    expect(saved.status).toBe(200)
    await payload.delete({ collection: 'products', id: product.id })
    expect(
      (await payload.count({ collection: 'browsing-history', where: { product: { equals: product.id } } })).totalDocs,
    ).toBe(0)
    expect(
      (await payload.count({ collection: 'wishlist-items', where: { product: { equals: product.id } } })).totalDocs,
    ).toBe(0)
  })
})
