// The wish list (storefront.md sections 3, 4, 6, 7 and 9): every call through Payload's REST router as a customer,
// two customers who never reach each other's entries, guests, duplicates, parallel adds, the cap, discontinued and
// missing products, and saved configurations.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine } from '../../src/creator/engine'
import { loadCreatorCatalog } from '../../src/creator/server/load-catalog'
import {
  MAX_WISHLIST_ITEMS,
  WISHLIST_MESSAGES,
  type WishlistItemView,
  wishlistFullMessage,
} from '../../src/lib/wishlist'
import type { Product } from '../../src/payload-types'
import { addConfigurationEndpoint } from '../../src/plugins/configurations'
import { restClient } from './http'
import { DEMO, DEMO_PASSWORDS, testPayload, userByEmail } from './payload'

let payload: Payload
type U = Awaited<ReturnType<typeof userByEmail>>
let a: U
let b: U
let products: Product[]
let discontinued: Product
let previewDir: string

const PASSWORDS: Record<string, string> = { ...DEMO_PASSWORDS }
const { rest, as } = restClient(() => payload, PASSWORDS)

async function customer(name: string): Promise<U> {
  const email = `wishlist-${name}@padforge.example`
  PASSWORDS[email] = `${name}-password-1`
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORDS[email]!, role: 'customer', firstName: name },
    overrideAccess: true, // the test's own fixture
  })
  return userByEmail(payload, email)
}

interface Reply {
  error?: boolean
  message?: string
  already?: boolean
  result?: boolean
  products?: WishlistItemView[]
}

async function call(user: U | null, method: string, p: string) {
  const response = await rest(p, await as(user, { method }))
  const json = (await response.json().catch(() => null)) as Reply
  return { status: response.status, json, cache: response.headers.get('cache-control') }
}

const list = async (user: U) => {
  const reply = await call(user, 'GET', '/wishlist-data')
  expect(reply.status, JSON.stringify(reply.json)).toBe(200)
  return reply.json.products!
}
const add = (user: U | null, id: number | string) => call(user, 'POST', `/add-to-wishlist/${id}`)

/** The customer's rows as stored, for "nothing changed". */
const rowsOf = async (user: U) =>
  (
    await payload.find({
      collection: 'wishlist-items',
      where: { customer: { equals: user.id } },
      sort: 'id',
      depth: 0,
      pagination: false,
      overrideAccess: true, // the test's own check
    })
  ).docs

const clear = (user: U) =>
  payload.delete({
    collection: 'wishlist-items',
    where: { customer: { equals: user.id } },
    overrideAccess: true, // the test's own fixture
  })

beforeAll(async () => {
  previewDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padforge-int-wishlist-'))
  process.env.PREVIEW_CACHE_DIR = previewDir
  payload = await testPayload()
  a = await customer('ada')
  b = await customer('bob')
  products = (
    await payload.find({
      collection: 'products',
      where: { status: { equals: 'active' } },
      sort: 'id',
      limit: 4,
      depth: 0,
    })
  ).docs
  expect(products.length).toBe(4)
  discontinued = await payload.create({
    collection: 'products',
    data: {
      name: 'Wishlist Retired Pad',
      slug: 'wishlist-retired-pad',
      type: 'others',
      price: 1999,
      status: 'discontinued',
    },
    overrideAccess: true, // the test's own fixture
  })
})

afterAll(() => {
  fs.rmSync(previewDir, { recursive: true, force: true })
})

describe('wish list calls', () => {
  it('adds, lists (top first, with the spec fields), checks, moves to top and removes', async () => {
    await clear(a)
    const [p1, p2, p3] = products as [Product, Product, Product]
    for (const p of [p1, p2, p3]) {
      const reply = await add(a, p.id)
      expect(reply.status, JSON.stringify(reply.json)).toBe(200)
      expect(reply.json).toMatchObject({ error: false, message: WISHLIST_MESSAGES.saved, already: false })
      expect(reply.cache).toBe('private, no-store')
    }
    let items = await list(a)
    // The newest first.
    expect(items.map((i) => i.product_id)).toEqual([p3.id, p2.id, p1.id])
    const first = items.find((i) => i.product_id === p1.id)!
    expect(first).toMatchObject({
      kind: 'product',
      name: p1.name,
      price: p1.price,
      old_price: p1.oldPrice ?? null,
      available: true,
    })
    expect(first.url).toMatch(/^\/(product|configured-controller)\//)
    expect(typeof first.id).toBe('number')
    expect(Number.isNaN(Date.parse(first.created_at))).toBe(false)
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining(['id', 'url', 'image', 'name', 'price', 'old_price', 'created_at']),
    )

    expect((await call(a, 'GET', `/check-in-wishlist/${p1.id}`)).json).toEqual({ result: true })
    expect((await call(a, 'GET', `/check-in-wishlist/${products[3]!.id}`)).json).toEqual({ result: false })

    const moved = await call(a, 'PUT', `/wishlist/to-top/${first.id}`)
    expect(moved.status).toBe(200)
    expect(moved.json).toEqual({ error: false, message: WISHLIST_MESSAGES.movedToTop })
    items = await list(a)
    expect(items.map((i) => i.product_id)).toEqual([p1.id, p3.id, p2.id])
    // A new item goes on top of the moved one.
    await add(a, products[3]!.id)
    expect((await list(a)).map((i) => i.product_id)).toEqual([products[3]!.id, p1.id, p3.id, p2.id])

    const removed = await call(a, 'DELETE', `/wishlist/${first.id}`)
    expect(removed.status).toBe(200)
    expect(removed.json).toEqual({ error: false, message: WISHLIST_MESSAGES.removed })
    expect((await list(a)).map((i) => i.product_id)).toEqual([products[3]!.id, p3.id, p2.id])
    expect((await call(a, 'GET', `/check-in-wishlist/${p1.id}`)).json).toEqual({ result: false })
    // Removing it again: it is not there.
    expect((await call(a, 'DELETE', `/wishlist/${first.id}`)).status).toBe(404)
  })

  it('a second add of the same product is a success that says it is already there, not a duplicate', async () => {
    await clear(a)
    const p = products[0]!
    expect((await add(a, p.id)).json.already).toBe(false)
    const again = await add(a, p.id)
    expect(again.status).toBe(200)
    expect(again.json).toEqual({ error: false, message: WISHLIST_MESSAGES.already, already: true })
    expect(await rowsOf(a)).toHaveLength(1)
  })

  it('parallel adds of the same product by one customer make one entry', async () => {
    await clear(a)
    const p = products[1]!
    const replies = await Promise.all(Array.from({ length: 6 }, () => add(a, p.id)))
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(replies.filter((r) => r.json.already === false)).toHaveLength(1)
    expect(await rowsOf(a)).toHaveLength(1)
  })

  it('parallel adds of different products get distinct positions', async () => {
    await clear(a)
    await Promise.all(products.map((p) => add(a, p.id)))
    const rows = await rowsOf(a)
    expect(new Set(rows.map((r) => r.position)).size).toBe(products.length)
  })

  it('refuses a discontinued product (422) and a missing one (404)', async () => {
    await clear(a)
    const retired = await add(a, discontinued.id)
    expect(retired.status).toBe(422)
    expect(retired.json.message).toBe(WISHLIST_MESSAGES.discontinued)
    const missing = await add(a, 2147483000)
    expect(missing.status).toBe(404)
    expect(missing.json.message).toBe(WISHLIST_MESSAGES.productMissing)
    expect(await rowsOf(a)).toHaveLength(0)
  })

  it('shows a product discontinued after it was saved as no longer available', async () => {
    await clear(a)
    const later = await payload.create({
      collection: 'products',
      data: {
        name: 'Wishlist Soon Retired',
        slug: 'wishlist-soon-retired',
        type: 'others',
        price: 2999,
        oldPrice: 3999,
        status: 'active',
      },
      overrideAccess: true, // the test's own fixture
    })
    expect((await add(a, later.id)).status).toBe(200)
    await payload.update({
      collection: 'products',
      id: later.id,
      data: { status: 'discontinued' },
      overrideAccess: true, // the test's own fixture
    })
    const [item] = await list(a)
    expect(item).toMatchObject({ product_id: later.id, available: false, price: 2999, old_price: 3999 })
  })

  it(`refuses an add past ${MAX_WISHLIST_ITEMS} items with a clear 422`, async () => {
    await clear(b)
    // Fill to the cap directly (adds through the endpoint are rate limited), then add through the endpoint.
    const extra = await Promise.all(
      Array.from({ length: MAX_WISHLIST_ITEMS - 1 }, (_, i) => i).map((i) =>
        payload.create({
          collection: 'products',
          data: {
            name: `Wishlist Cap Filler ${i}`,
            slug: `wishlist-cap-filler-${i}`,
            type: 'others',
            price: 100 + i,
            status: 'active',
          },
          overrideAccess: true, // the test's own fixture
        }),
      ),
    )
    const all = [...extra, products[0]!]
    for (const [i, p] of all.entries())
      await payload.create({
        collection: 'wishlist-items',
        data: { customer: b.id, product: p.id, position: i + 1 },
        overrideAccess: true, // the test's own fixture
      })
    expect(await rowsOf(b)).toHaveLength(MAX_WISHLIST_ITEMS)
    const full = await add(b, products[1]!.id)
    expect(full.status).toBe(422)
    expect(full.json.message).toBe(wishlistFullMessage())
    // Saving one already listed is still fine.
    expect((await add(b, products[0]!.id)).json.already).toBe(true)
    expect(await rowsOf(b)).toHaveLength(MAX_WISHLIST_ITEMS)
    await clear(b)
    await payload.delete({
      collection: 'products',
      where: { id: { in: extra.map((p) => p.id) } },
      overrideAccess: true, // the test's own fixture
    })
  })

  it('saves a stored configuration by its uid, with or without its base product', async () => {
    await clear(a)
    const catalog = await loadCreatorCatalog(payload, 'ps5')
    const ps5 = (await payload.find({ collection: 'platforms', where: { slug: { equals: 'ps5' } }, limit: 1 })).docs[0]!
    const stored = await addConfigurationEndpoint.handler({
      payload,
      user: null, // a guest built it; the customer saves it after signing in
      headers: new Headers(),
      routeParams: {},
      json: async () => ({ product: { data: { selected: createEngine(catalog).initial() } }, platform_id: ps5.id }),
    } as unknown as PayloadRequest)
    const { configuration_id: uid } = (await stored.json()) as { configuration_id: string }

    const reply = await call(a, 'POST', `/add-to-wishlist/${uid}/${products[0]!.id}`)
    expect(reply.status, JSON.stringify(reply.json)).toBe(200)
    expect(reply.json.message).toBe(WISHLIST_MESSAGES.saved)
    expect((await call(a, 'POST', `/add-to-wishlist/${uid}`)).json.already).toBe(true)
    expect((await call(a, 'GET', `/check-in-wishlist/${uid}`)).json).toEqual({ result: true })
    // The base product itself is a separate entry.
    expect((await add(a, products[0]!.id)).json.already).toBe(false)

    const items = await list(a)
    const saved = items.find((i) => i.kind === 'configuration')!
    expect(saved).toMatchObject({ product_id: uid, name: 'Custom PS5 Controller', old_price: null, available: true })
    expect(saved.url).toBe(`/PS5-Custom-Controller?configuration=${uid}`)
    expect(saved.price).toBeGreaterThan(0)
    // Nobody else learns a configuration from B's side: an unknown uid is 404, a base product that is not there too.
    expect((await call(b, 'GET', `/check-in-wishlist/${uid}`)).json).toEqual({ result: false })
    expect((await call(a, 'POST', `/add-to-wishlist/${'x'.repeat(22)}`)).status).toBe(404)
    expect((await call(a, 'POST', `/add-to-wishlist/${uid}/2147483000`)).status).toBe(404)
  })
})

describe('who reaches a wish list', () => {
  it('B can never check, move or delete A’s entries (404), and A’s list is unchanged', async () => {
    await clear(a)
    await clear(b)
    for (const p of products.slice(0, 3)) await add(a, p.id)
    const before = await rowsOf(a)
    const itemsBefore = await list(a)

    expect(await list(b)).toEqual([])
    for (const row of before) {
      for (const [method, p] of [
        ['DELETE', `/wishlist/${row.id}`],
        ['PUT', `/wishlist/to-top/${row.id}`],
      ] as const) {
        const reply = await call(b, method, p)
        expect(reply.status, `${method} ${p}`).toBe(404)
        expect(reply.json.message).toBe(WISHLIST_MESSAGES.notListed)
      }
      expect((await call(b, 'GET', `/check-in-wishlist/${row.product}`)).json).toEqual({ result: false })
    }
    // Payload's own REST routes: B reads none of A's, creates and edits nothing, deletes nothing.
    const id = before[0]!.id
    expect((await call(b, 'GET', `/wishlist-items/${id}`)).status).toBe(404)
    const found = await rest('/wishlist-items?limit=100', await as(b))
    expect(((await found.json()) as { docs: unknown[] }).docs).toEqual([])
    // Payload's delete answers 403 for another's entry exactly as for one that does not exist.
    const del = async (entry: number) => rest(`/wishlist-items/${entry}`, await as(b, { method: 'DELETE' }))
    expect((await del(id)).status).toBe((await del(2147483000)).status)
    const patch = await rest(
      `/wishlist-items/${id}`,
      await as(b, { method: 'PATCH', body: JSON.stringify({ position: 999 }) }),
    )
    expect(patch.status).toBeGreaterThanOrEqual(403)
    const create = await rest(
      '/wishlist-items',
      await as(a, { method: 'POST', body: JSON.stringify({ customer: a.id, product: products[3]!.id }) }),
    )
    expect(create.status).toBe(403)

    expect(await rowsOf(a)).toEqual(before)
    expect(await list(a)).toEqual(itemsBefore)
  })

  it('a customer reads their own entries through REST; staff read all; a guest gets 401 from every call', async () => {
    await clear(a)
    await add(a, products[0]!.id)
    const own = await rest('/wishlist-items', await as(a))
    expect(((await own.json()) as { docs: unknown[] }).docs).toHaveLength(1)
    const admin = await userByEmail(payload, DEMO.admin)
    const all = await payload.find({ collection: 'wishlist-items', overrideAccess: false, user: admin, limit: 0 })
    expect(all.totalDocs).toBeGreaterThanOrEqual(1)

    const row = (await rowsOf(a))[0]!
    for (const [method, p] of [
      ['GET', '/wishlist-data'],
      ['POST', `/add-to-wishlist/${products[1]!.id}`],
      ['GET', `/check-in-wishlist/${products[0]!.id}`],
      ['DELETE', `/wishlist/${row.id}`],
      ['PUT', `/wishlist/to-top/${row.id}`],
    ] as const) {
      const reply = await call(null, method, p)
      expect(reply.status, `${method} ${p}`).toBe(401)
      expect(reply.json.message).toBeTruthy()
    }
    expect((await rest('/wishlist-items')).status).toBe(403)
    expect(await rowsOf(a)).toHaveLength(1)
  })

  it('refuses malformed ids with 400', async () => {
    for (const p of [
      '/add-to-wishlist/0',
      '/add-to-wishlist/abc',
      '/add-to-wishlist/99999999999',
      '/wishlist/to-top/x',
    ])
      expect((await call(a, p.startsWith('/wishlist') ? 'PUT' : 'POST', p)).status, p).toBe(400)
  })
})
