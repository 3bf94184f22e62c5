// Caps on what one request may cost (issue 50): the depth of a REST read and of a GraphQL query, the size of a reply,
// the nesting of a JSON body, and the keys a record may hold. Through the app's own route modules, as Next serves
// /api/... and /api/graphql. Each test makes its own users.
import type { FlattenedField, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { manageHash } from '../../src/plugins/affiliates/operations/signatures'
import { restClient } from './http'
import { testPayload } from './payload'
import { newUser } from './users'

let payload: Payload
const { as, rest } = restClient(() => payload)
type U = Awaited<ReturnType<typeof newUser>>
let customer: U
let merchandiser: U

/** The app's REST route module, as Next serves /api/... */
async function app(path: string, who: U | null, init: RequestInit = {}) {
  const route = await import('../../src/app/(payload)/api/[...slug]/route')
  const method = (init.method ?? 'GET') as 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT'
  const url = new URL(`http://localhost:3000/api${path}`)
  const slug = url.pathname.split('/').slice(2).map(decodeURIComponent)
  const signed = await as(who, init)
  const body = init.body as string | undefined
  const headers = {
    ...(signed.headers as Record<string, string>),
    ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
  }
  const started = performance.now()
  const response = await route[method](new Request(url, { ...signed, headers }), { params: Promise.resolve({ slug }) })
  const text = await response.text()
  const json = (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown>
  return {
    status: response.status,
    ms: performance.now() - started,
    bytes: Buffer.byteLength(text),
    json,
    /** The store's `{ message }` or Payload's `{ errors: [{ message }] }`. */
    message: (json.message ?? (json.errors as Array<{ message?: string }> | undefined)?.[0]?.message) as
      | string
      | undefined,
  }
}

/** The app's GraphQL route module, as Next serves /api/graphql. */
async function graphql(who: U | null, query: string, variables = '{}') {
  const route = await import('../../src/app/(payload)/api/graphql/route')
  const body = `{"query":${JSON.stringify(query)},"variables":${variables}}`
  const signed = await as(who, { method: 'POST', body })
  const started = performance.now()
  const response = await route.POST(
    new Request('http://localhost:3000/api/graphql', {
      ...signed,
      headers: {
        ...(signed.headers as Record<string, string>),
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
    }),
  )
  const text = await response.text()
  return {
    status: response.status,
    ms: performance.now() - started,
    bytes: Buffer.byteLength(text),
    json: JSON.parse(text) as { data?: unknown; errors?: Array<{ message?: string }>; message?: string },
  }
}

/** `{"a":{"a":…{}…}}`, `levels` objects deep. */
const nested = (levels: number, key = 'a') => `${`{"${key}":`.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`

/** A GraphQL selection that walks `variations { products { … } }` `levels` times. */
const variationsQuery = (levels: number) =>
  `{ Products(limit: 1) { docs { id ${'variations { products { id name '.repeat(levels)}${'} } '.repeat(levels)}} } }`

beforeAll(async () => {
  payload = await testPayload()
  customer = await newUser(payload, 'customer', 'limits')
  merchandiser = await newUser(payload, 'merchandiser', 'limits')
  // The route modules' first load (the config, the GraphQL schema) is not what the timings below measure.
  await app('/products?limit=1&depth=0', null)
  await graphql(null, '{ Products(limit: 1) { totalDocs } }')
})

describe('the depth of a REST read (issue 50, item 1)', () => {
  it("answers a guest's ?depth=10 with 400 within a second while another request is served", async () => {
    const [deep, other] = await Promise.all([
      app('/products?limit=1&depth=10', null),
      app('/products?limit=1&depth=0', null),
    ])
    expect(deep.status).toBe(400)
    expect(deep.message).toBe('The depth may be at most 2.')
    expect(deep.ms).toBeLessThan(1000)
    expect(other.status).toBe(200)
    expect(other.ms).toBeLessThan(1000)
  })

  it('caps a customer like a guest and lets staff go deeper, still bounded in time and size', async () => {
    expect((await app('/products?limit=1&depth=3', customer)).message).toBe('The depth may be at most 2.')
    expect((await app('/products?limit=1&depth=2', customer)).status).toBe(200)
    expect((await app('/products?limit=1&depth=2', null)).status).toBe(200)
    expect((await app('/products?limit=1&depth=11', merchandiser)).message).toBe('The depth may be at most 10.')
    const staff = await app('/products?limit=10&depth=10&where[variations.name][exists]=true', merchandiser)
    expect(staff.status).toBe(200)
    expect(staff.ms).toBeLessThan(5000)
    expect(staff.bytes).toBeLessThan(2_000_000)
  })

  it("answers a guest's whole catalog at the highest depth allowed well under the reply cap", async () => {
    const all = await app('/products?pagination=false&depth=2', null)
    expect(all.status).toBe(200)
    expect((all.json.docs as unknown[]).length).toBeGreaterThan(20)
    expect(all.bytes).toBeLessThan(1024 * 1024)
    expect(all.ms).toBeLessThan(5000)
  })

  it('refuses a depth that is not a whole number', async () => {
    for (const depth of ['-1', '1.5', 'abc', '1e3', '99999999999999999999']) {
      const { status, message } = await app(`/products?limit=1&depth=${depth}`, null)
      expect(status, depth).toBe(400)
      expect(message, depth).toBe('The depth must be a whole number from 0 to 2.')
    }
  })

  it('fills in no cycle of relationships twice: every cycle passes a field with maxDepth', () => {
    // Edges between collections through relationship, upload and join fields without a maxDepth of their own.
    const edges = new Map<string, Set<string>>()
    const visit = (from: string, fields: FlattenedField[]) => {
      for (const field of fields) {
        if (field.type === 'relationship' || field.type === 'upload' || field.type === 'join') {
          if (typeof field.maxDepth === 'number') continue
          const targets = field.type === 'join' ? [field.collection].flat() : [field.relationTo].flat()
          for (const to of targets) edges.set(from, new Set([...(edges.get(from) ?? []), String(to)]))
        }
        if ('flattenedFields' in field) visit(from, field.flattenedFields)
        if (field.type === 'blocks')
          for (const block of field.blocks ?? []) if (typeof block === 'object') visit(from, block.flattenedFields)
      }
    }
    for (const collection of payload.config.collections) visit(collection.slug, collection.flattenedFields)
    const cycles: string[] = []
    const walk = (path: string[]) => {
      for (const next of edges.get(path.at(-1)!) ?? []) {
        if (path.includes(next)) cycles.push([...path.slice(path.indexOf(next)), next].join(' → '))
        else walk([...path, next])
      }
    }
    for (const slug of edges.keys()) walk([slug])
    expect(cycles).toEqual([])
  })

  it("bounds a product's variations to one level for everybody (relationship maxDepth)", async () => {
    const { docs } = await payload.find({
      collection: 'products',
      where: { 'variations.name': { exists: true } },
      limit: 1,
      depth: 0,
    })
    const id = docs[0]!.id
    const read = await app(`/products/${id}?depth=2`, null)
    type Variation = { products: Array<{ variations?: Array<{ products: unknown[] }> } | number> }
    const variations = read.json.variations as Variation[]
    const first = variations[0]!.products[0]!
    expect(typeof first).toBe('object')
    // The variation's own variations are ids: products do not fill in products again.
    expect(
      (first as { variations: Array<{ products: unknown[] }> }).variations[0]!.products.every(Number.isInteger),
    ).toBe(true)
  })
})

describe('the depth and complexity of a GraphQL query (issue 50, item 1)', () => {
  it("answers a guest's 8 levels of variations with 400 naming the cap, within a second", async () => {
    const { status, json, ms } = await graphql(null, variationsQuery(8))
    expect(status).toBe(400)
    expect(json.errors?.[0]?.message).toBe('The query follows "products" too deeply: at most 1 level.')
    expect(ms).toBeLessThan(1000)
  })

  it('still answers the queries a shop would send', async () => {
    const { status, json } = await graphql(null, variationsQuery(1))
    expect(status).toBe(200)
    expect(json.errors).toBeUndefined()
    expect(json.data).toMatchObject({ Products: { docs: [expect.objectContaining({ id: expect.any(Number) })] } })
  })

  it('refuses a query whose cost is too high, as a guest and as staff', async () => {
    const wide = `{ ${Array.from({ length: 100 }, (_, i) => `p${i}: Products(limit: 100) { docs { id name } }`).join(' ')} }`
    for (const who of [null, merchandiser]) {
      const { status, json } = await graphql(who, wide)
      expect(status).toBe(400)
      expect(json.errors?.[0]?.message).toMatch(/^The query is too complex: at most \d+, this one costs \d+\.$/)
    }
  })

  it('refuses a query text nested past any cap before it is parsed', async () => {
    const deep = `{ ${'Products { docs { '.repeat(2000)}id${' } }'.repeat(2000)} }`
    const { status, json } = await graphql(null, deep)
    expect(status).toBe(400)
    expect(json.message ?? json.errors?.[0]?.message).toMatch(/nested too deeply/)
  })
})

describe('the size of a reply (issue 50, item 1)', () => {
  it('answers 400 naming the cap when a reply would be larger', async () => {
    const { withReplyCap } = await import('../../src/endpoints/http/reply-cap')
    const { REST_GET } = await import('@payloadcms/next/routes')
    const capped = withReplyCap(REST_GET(payload.config), 10_000)
    const response = await capped(new Request('http://localhost:3000/api/products?limit=20&depth=0'), {
      params: Promise.resolve({ slug: ['products'] }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'The reply would be larger than 10 kB: ask for fewer records (limit) or less depth.',
    })
    const small = await capped(new Request('http://localhost:3000/api/products?limit=1&depth=0&select[id]=true'), {
      params: Promise.resolve({ slug: ['products'] }),
    })
    expect(small.status).toBe(200)
  })
})

describe('deeply nested JSON bodies (issue 50, item 2)', () => {
  const TOO_DEEP = 'The request body is nested too deeply.'

  it('answers 400, not 500, on the store endpoints the probe named', async () => {
    const body = nested(8000)
    for (const [method, path, who] of [
      ['POST', '/order/basket-shipping-packages', null],
      ['POST', '/newsletter/subscribe', null],
      ['POST', '/create-rma', customer],
      ['PUT', '/account/profile', customer],
    ] as const) {
      const { status, json } = await app(path, who, { method, body })
      expect(status, path).toBe(400)
      expect(json.message, path).toBe(TOO_DEEP)
    }
  })

  it("answers 400 on Payload's own routes (preferences at 5,000 levels, a product's PATCH)", async () => {
    const preference = await app('/payload-preferences/walk', merchandiser, {
      method: 'POST',
      body: `{"value":${nested(5000)}}`,
    })
    expect(preference.status).toBe(400)
    expect(preference.json.message).toBe(TOO_DEEP)
    const patch = await app('/products/1', merchandiser, { method: 'PATCH', body: nested(40) })
    expect(patch.status).toBe(400)
    expect(patch.json.message).toBe(TOO_DEEP)
  })

  it('lets 32 levels through to the endpoint', async () => {
    const { status, json } = await app('/newsletter/subscribe', null, { method: 'POST', body: nested(32) })
    expect(status).toBeGreaterThanOrEqual(400)
    expect(status).toBeLessThan(500)
    expect(json.message).not.toBe(TOO_DEEP)
  })

  it('refuses GraphQL variables nested too deeply', async () => {
    const { status, json } = await graphql(
      null,
      'query ($w: Product_where) { Products(where: $w) { totalDocs } }',
      `{"w":${nested(5000, 'AND')}}`,
    )
    expect(status).toBe(400)
    expect(json.message).toBe(TOO_DEEP)
  })
})

describe('prototype keys (issue 50, item 5)', () => {
  it('refuses notifications: {"__proto__": true} on /api/affiliates/manage and changes nothing', async () => {
    const email = 'partner@padforge.example'
    const hash = manageHash(payload.secret, email)
    const before = await payload.find({ collection: 'affiliates', where: { email: { equals: email } }, depth: 0 })
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const { status, json } = await app('/affiliates/manage', null, {
        method: 'POST',
        body: `{"email":"${email}","hash":"${hash}","notifications":{"${key}":true}}`,
      })
      expect(status, key).toBe(400)
      expect(json.message, key).toBe(
        `The request body holds the key "${key}", which is not allowed (at "notifications").`,
      )
    }
    const after = await payload.find({ collection: 'affiliates', where: { email: { equals: email } }, depth: 0 })
    expect(after.docs).toEqual(before.docs)
  })

  it("is refused by the store endpoints' own body reader too, behind no route guard", async () => {
    // Payload's router straight to the endpoint, as the local tests and any other route reach it.
    for (const body of ['{"email":"a@b.c","hash":"x","notifications":{"__proto__":true}}', nested(40)]) {
      const response = await rest('/affiliates/manage', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { message: string }).message).toMatch(
        /"__proto__", which is not allowed|nested too deeply/,
      )
    }
  })

  it('refuses them in a query and in the body of a Payload route', async () => {
    const query = await app('/affiliates/manage?email=a@b.c&hash=x&__proto__=1', null)
    expect(query.status).toBe(400)
    expect(query.json.message).toBe('The query holds the key "__proto__", which is not allowed.')
    const patch = await app('/products/1', merchandiser, { method: 'PATCH', body: '{"meta":{"constructor":1}}' })
    expect(patch.status).toBe(400)
    expect(patch.json.message).toBe('The request body holds the key "constructor", which is not allowed (at "meta").')
  })
})
