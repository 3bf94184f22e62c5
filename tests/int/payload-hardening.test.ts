// Payload's own REST and GraphQL, hardened (issue 27): filters a guest sends never crash (finding 2) and a client's
// fault is one WARN line in the log; exact stock stays with staff (finding 3); private answers are not cacheable
// (finding 5). Each test makes its own users.
import { Writable } from 'node:stream'
import { APIError, type Payload } from 'payload'
import { pino } from 'pino'
import { beforeAll, describe, expect, it } from 'vitest'
import { storeLogger } from '../../src/endpoints/http/fault-log'
import { restClient } from './http'
import { testPayload, userByEmail } from './payload'

let payload: Payload
const PASSWORDS: Record<string, string> = {}
const { as } = restClient(() => payload, PASSWORDS)
const run = Date.now().toString(36)
type U = Awaited<ReturnType<typeof userByEmail>>
let customer: U
let merchandiser: U
let productId: number

async function newUser(role: 'customer' | 'merchandiser' | 'admin'): Promise<U> {
  const email = `harden-${role}-${run}@padforge.example`
  PASSWORDS[email] = `${role}-pass-${run}`
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORDS[email], role },
    overrideAccess: true, // the test's own fixture
  })
  return userByEmail(payload, email)
}

/** The app's own route modules, as Next serves /api/... and /api/graphql. */
async function app(path: string, who: U | null, init: RequestInit = {}) {
  const route = await import('../../src/app/(payload)/api/[...slug]/route')
  const method = (init.method ?? 'GET') as 'GET' | 'POST' | 'DELETE' | 'PATCH'
  const url = new URL(`http://localhost:3000/api${path}`)
  const slug = url.pathname.split('/').slice(2).map(decodeURIComponent)
  const response = await route[method](new Request(url, await as(who, init)), {
    params: Promise.resolve({ slug }),
  })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    json: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  }
}

async function graphql(who: U | null, query: string) {
  const route = await import('../../src/app/(payload)/api/graphql/route')
  const init = await as(who, { method: 'POST', body: JSON.stringify({ query }) })
  const response = await route.POST(
    new Request('http://localhost:3000/api/graphql', {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'content-type': 'application/json' },
    }),
  )
  return {
    headers: response.headers,
    json: (await response.json()) as {
      data?: { Product?: { availableQuantity?: number | null } | null }
      errors?: unknown[]
    },
  }
}

beforeAll(async () => {
  payload = await testPayload()
  customer = await newUser('customer')
  merchandiser = await newUser('merchandiser')
  const { docs } = await payload.find({
    collection: 'products',
    where: { availableQuantity: { greater_than: 3 } },
    limit: 1,
    depth: 0,
  })
  productId = docs[0]!.id
})

describe('where-filters a guest may send (finding 2)', () => {
  it('answers 400, not 500, for the probe’s filters', async () => {
    for (const query of [
      'where[name][near]=1,2',
      'where[name][within]=1,2',
      'where[name][intersects]=1,2',
      'where[name][all]=a',
      'where[tags][all]=a',
      'where[platform][all]=1',
      'where[status][like]=act',
      'where[description][like]=x',
      'where[configuration.price.orderTotal][greater_than]=0',
      'where[images][exists]=true',
      'where[price][like]=1',
      'sort=configuration',
    ]) {
      const { status, json } = await app(`/products?${query}`, null)
      expect(status, query).toBe(400)
      expect(JSON.stringify(json), query).toMatch(/cannot be|does not apply/)
    }
  })

  it('still runs the filters the storefront and the admin use', async () => {
    for (const query of [
      'where[name][like]=PS5',
      'where[price][greater_than]=10',
      'where[platform][in]=1,2',
      'where[or][0][name][like]=x&where[or][1][slug][equals]=y',
      'where[label.name][equals]=New',
      'where[createdAt][less_than]=2100-01-01',
      'sort=-price',
    ]) {
      expect((await app(`/products?limit=1&${query}`, null)).status, query).toBe(200)
    }
  })

  it('DELETE /api/payload-preferences/{unknown} as a merchandiser is 404', async () => {
    expect((await app('/payload-preferences/999999999', merchandiser, { method: 'DELETE' })).status).toBe(404)
  })
})

describe('the log (finding 2)', () => {
  const capture = () => {
    const lines: Array<Record<string, unknown>> = []
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        done()
      },
    })
    return { logger: pino(storeLogger().options, stream), lines }
  }

  it("writes a client's fault as one WARN line and keeps a real fault's ERROR with its stack", () => {
    const { logger, lines } = capture()
    logger.error({ err: new APIError('The operator "near" does not apply to "name".', 400) })
    logger.error({ err: new Error('the database is gone') })
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ level: 40, msg: expect.stringContaining('does not apply') })
    expect(lines[0]).not.toHaveProperty('err')
    expect(lines[1]).toMatchObject({
      level: 50,
      err: { stack: expect.stringContaining('Error: the database is gone') },
    })
  })

  it('logs a refused REST filter at WARN, not ERROR', async () => {
    const { logger, lines } = capture()
    const real = payload.logger
    payload.logger = logger as unknown as Payload['logger']
    try {
      expect((await app('/products?where[name][near]=1,2', null)).status).toBe(400)
    } finally {
      payload.logger = real
    }
    expect(lines.map((l) => l.level)).toEqual([40])
  })

  it('logs a GraphQL client fault (a guest reading orders) at WARN', async () => {
    const { logger, lines } = capture()
    const real = payload.logger
    payload.logger = logger as unknown as Payload['logger']
    try {
      const answer = await graphql(null, '{ Orders(limit: 1) { totalDocs } }')
      expect(answer.json.errors?.length).toBeGreaterThan(0)
    } finally {
      payload.logger = real
    }
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.every((l) => l.level === 40)).toBe(true)
  })
})

describe('stock (finding 3)', () => {
  it('is not given to guests or customers through REST or GraphQL; staff still read it', async () => {
    for (const who of [null, customer]) {
      const one = await app(`/products/${productId}?depth=0`, who)
      expect(one.status).toBe(200)
      expect(one.json).not.toHaveProperty('availableQuantity')
      const list = await app('/products?limit=5&depth=0', who)
      expect((list.json.docs as object[]).every((d) => !('availableQuantity' in d))).toBe(true)
      expect((await app('/products?where[availableQuantity][greater_than]=3', who)).status).not.toBe(200)
      const gql = await graphql(who, `{ Product(id: ${productId}) { id availableQuantity } }`)
      expect(gql.json.data?.Product?.availableQuantity ?? null).toBeNull()
    }
    const staff = await app(`/products/${productId}?depth=0`, merchandiser)
    expect(staff.json.availableQuantity).toBeGreaterThan(3)
  })

  it("is capped at 3 in the store's own product cards (the sliders' public reads)", async () => {
    const cards = await app('/products-by-top', null, {
      method: 'POST',
      body: JSON.stringify({ limit: 12, offset: 0 }),
    })
    expect(cards.status).toBe(200)
    const products = cards.json.products as Array<{ id: number; availableQuantity?: number }>
    const raw = await payload.find({
      collection: 'products',
      where: { id: { in: products.map((p) => p.id) }, availableQuantity: { greater_than: 3 } },
      depth: 0,
      limit: 50,
    })
    expect(raw.docs.length).toBeGreaterThan(0)
    expect(products.every((p) => (p.availableQuantity ?? 0) <= 3)).toBe(true)
  })
})

describe('Cache-Control of private answers (finding 5)', () => {
  it('is private, no-store for a signed-in caller, /api/users/me, /api/orders and GraphQL', async () => {
    expect((await app('/users/me', customer)).headers.get('cache-control')).toBe('private, no-store')
    expect((await app('/users/me', null)).headers.get('cache-control')).toBe('private, no-store')
    expect((await app('/orders', customer)).headers.get('cache-control')).toBe('private, no-store')
    expect((await app('/orders', null)).headers.get('cache-control')).toBe('private, no-store')
    expect((await app('/products?limit=1', customer)).headers.get('cache-control')).toBe('private, no-store')
    expect((await graphql(null, '{ Products(limit: 1) { totalDocs } }')).headers.get('cache-control')).toBe(
      'private, no-store',
    )
  })

  it("leaves a guest's public read as it was", async () => {
    expect((await app('/products?limit=1', null)).headers.get('cache-control')).toBeNull()
  })
})
