import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { INCOMPATIBLE_MESSAGE } from '../../src/lib/storefront/compare'
import type { Product } from '../../src/payload-types'
import { restClient } from './http'
import { DEMO_PASSWORDS, testPayload } from './payload'

// Product comparison on the real database (storefront.md sections 3, 4, 5 and 7) through Payload's REST router, as
// the compare bar and page call it: POST /api/compare-products, /api/comparable-products-by-query and
// /api/products-by-ids. Fixture products of their own classifiers, so the demo store's products never interfere.

let payload: Payload
const { rest } = restClient(() => payload, DEMO_PASSWORDS)

const ONE = 90101 // a classifier of six comparable fixtures (and two that may not be compared)
const TWO = 90102 // another classifier

interface Card {
  id: number
  name: string
  url: string
  image: { src: string; alt: string } | null
  price: number
  oldPrice: number | null
  classifier: number | null
  specifications?: Record<string, string>
}
interface Reply {
  products: Card[]
  total?: number
  message?: string
  errors?: Record<string, string[]>
}

const ids: Record<string, number> = {}

async function fixture(key: string, data: Partial<Product> & { name: string }): Promise<number> {
  const slug = `cmpfix-${key}`
  const existing = await payload.find({ collection: 'products', where: { slug: { equals: slug } }, limit: 1, depth: 0 })
  const doc = {
    type: 'others' as const,
    price: 4999,
    status: 'active' as const,
    inStock: true,
    availableQuantity: 5,
    comparable: true,
    ...data,
    slug,
  }
  // The test's own fixture, written with the local API's default (access off), as the seed writes the catalog.
  const saved = existing.docs[0]
    ? await payload.update({ collection: 'products', id: existing.docs[0].id, data: doc })
    : await payload.create({ collection: 'products', data: doc })
  return saved.id
}

const specs = (platform: string, rapid: string) => [
  {
    group: 'General',
    specs: [
      { feature: 'Platform', value: platform },
      { feature: 'Weight', value: '280 g' },
    ],
  },
  { group: 'Performance', specs: [{ feature: 'Rapid Fire', value: rapid }] },
]

beforeAll(async () => {
  payload = await testPayload()
  const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot']
  for (const [i, n] of names.entries())
    ids[n] = await fixture(n.toLowerCase(), {
      name: `Cmpfix ${n} Pad`,
      classifier: ONE,
      oldPrice: i === 0 ? 5999 : null,
      specificationGroups: specs(i % 2 ? 'PS4' : 'PS5', i < 2 ? 'Yes' : 'No'),
    })
  ids.Hidden = await fixture('hidden', { name: 'Cmpfix Hidden Pad', classifier: ONE, comparable: false })
  ids.Gone = await fixture('gone', { name: 'Cmpfix Gone Pad', classifier: ONE, status: 'discontinued' })
  ids.Xbox = await fixture('xbox', {
    name: 'Cmpfix Xbox Pad',
    classifier: TWO,
    specificationGroups: specs('Xbox', 'No'),
  })
})

const post = async (path: string, body?: unknown) => {
  const response = await rest(path, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Reply, headers: response.headers }
}
const names = (reply: Reply) => reply.products.map((p) => p.name)

describe('POST /api/compare-products', () => {
  it('answers the products in the order asked, with card data and specifications keyed "group|feature"', async () => {
    const { status, json, headers } = await post('/compare-products', { productIds: [ids.Bravo, ids.Alpha] })
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toMatch(/^public, max-age=60/)
    expect(names(json)).toEqual(['Cmpfix Bravo Pad', 'Cmpfix Alpha Pad'])
    const alpha = json.products[1]!
    expect(alpha).toMatchObject({
      id: ids.Alpha,
      url: '/product/cmpfix-alpha',
      price: 4999,
      oldPrice: 5999,
      classifier: ONE,
      // No approved reviews yet: the page shows no stars.
      rating: 0,
      totalReviews: 0,
    })
    expect(alpha.specifications).toEqual({
      'General|Platform': 'PS5',
      'General|Weight': '280 g',
      'Performance|Rapid Fire': 'Yes',
    })
    expect(Object.keys(alpha.specifications ?? {})).toEqual([
      'General|Platform',
      'General|Weight',
      'Performance|Rapid Fire',
    ])
  })

  it('keeps the first product’s classifier and drops the others (section 4)', async () => {
    const first = await post('/compare-products', { productIds: [ids.Xbox, ids.Alpha, ids.Bravo] })
    expect(names(first.json)).toEqual(['Cmpfix Xbox Pad'])
    const second = await post('/compare-products', { productIds: [ids.Alpha, ids.Xbox, ids.Bravo] })
    expect(names(second.json)).toEqual(['Cmpfix Alpha Pad', 'Cmpfix Bravo Pad'])
  })

  it('answers only comparable products that are not discontinued; an unknown id is skipped', async () => {
    const { json } = await post('/compare-products', { productIds: [ids.Hidden, ids.Gone, 2147483000, ids.Charlie] })
    expect(names(json)).toEqual(['Cmpfix Charlie Pad'])
  })

  it('compares at most 4: a fifth id is refused with 400 naming the field; repeats count once', async () => {
    const five = await post('/compare-products', {
      productIds: [ids.Alpha, ids.Bravo, ids.Charlie, ids.Delta, ids.Echo],
    })
    expect(five.status).toBe(400)
    expect(five.json.message).toMatch(/at most 4/)
    const repeats = await post('/compare-products', { productIds: [ids.Alpha, ids.Alpha, ids.Bravo] })
    expect(names(repeats.json)).toEqual(['Cmpfix Alpha Pad', 'Cmpfix Bravo Pad'])
    expect((await post('/compare-products', { productIds: [] })).json.products).toEqual([])
  })

  it('refuses bad input with 400 and a clear message', async () => {
    for (const body of [
      undefined,
      '{oops',
      { productIds: 'abc' },
      { productIds: [0] },
      { productIds: [2 ** 31] },
      {},
    ]) {
      const { status, json } = await post('/compare-products', body)
      expect(status, JSON.stringify(body)).toBe(400)
      expect(json.message).toBeTruthy()
    }
  })
})

describe('POST /api/comparable-products-by-query', () => {
  const search = (body: Record<string, unknown>) =>
    post('/comparable-products-by-query', {
      classifier_id: ONE,
      except_ids: [],
      limit: 30,
      offset: 0,
      query: '',
      ...body,
    })

  it('finds comparable products of the classifier by name, any case, by name order', async () => {
    const { status, json } = await search({ query: 'cmpFIX' })
    expect(status).toBe(200)
    expect(json.total).toBe(6)
    expect(names(json)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'].map((n) => `Cmpfix ${n} Pad`))
    expect(names(await search({ query: 'delta' }).then((r) => r.json))).toEqual(['Cmpfix Delta Pad'])
    expect((await search({ query: 'no such pad' })).json).toEqual({ total: 0, products: [] })
  })

  it('leaves out the products already compared (except_ids) and other classifiers', async () => {
    const { json } = await search({ query: 'cmpfix', except_ids: [ids.Alpha, ids.Charlie, ids.Xbox] })
    expect(json.total).toBe(4)
    expect(names(json)).toEqual(['Bravo', 'Delta', 'Echo', 'Foxtrot'].map((n) => `Cmpfix ${n} Pad`))
    const xbox = await search({ classifier_id: TWO, query: 'cmpfix' })
    expect(names(xbox.json)).toEqual(['Cmpfix Xbox Pad'])
  })

  it('pages with limit and offset; total counts every match', async () => {
    const page = async (offset: number, limit: number) => (await search({ query: 'cmpfix', limit, offset })).json
    expect(names(await page(0, 4))).toHaveLength(4)
    expect(names(await page(4, 4))).toEqual(['Cmpfix Echo Pad', 'Cmpfix Foxtrot Pad'])
    expect(names(await page(3, 2))).toEqual(['Cmpfix Delta Pad', 'Cmpfix Echo Pad'])
    const past = await page(30, 30)
    expect(past).toEqual({ total: 6, products: [] })
  })

  it('refuses a limit above 30, a negative offset, a missing classifier and junk with 400', async () => {
    for (const body of [
      { limit: 31 },
      { limit: 0 },
      { offset: -1 },
      { classifier_id: 'one' },
      { classifier_id: undefined },
      { except_ids: ['x'] },
      { query: 'x'.repeat(101) },
    ]) {
      const { status, json } = await search(body)
      expect(status, JSON.stringify(body)).toBe(400)
      expect(json.message).toBeTruthy()
    }
  })
})

describe('POST /api/products-by-ids', () => {
  it('answers cards in the order asked, shown products only', async () => {
    const { status, json, headers } = await post(
      `/products-by-ids?ids=${ids.Charlie},${ids.Gone},${ids.Xbox},${ids.Hidden}`,
    )
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toMatch(/^public/)
    expect(names(json)).toEqual(['Cmpfix Charlie Pad', 'Cmpfix Xbox Pad', 'Cmpfix Hidden Pad'])
    expect(json.products[0]).toMatchObject({ id: ids.Charlie, url: '/product/cmpfix-charlie', price: 4999 })
    expect(json.products[0]).not.toHaveProperty('specifications')
  })

  it('takes at most 50 ids and refuses junk with 400', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => i + 1).join(',')
    expect((await post(`/products-by-ids?ids=${fifty}`)).status).toBe(200)
    for (const q of [`${fifty},51`, '', 'abc', '1,,2', '0', '99999999999', '-1']) {
      const { status, json } = await post(`/products-by-ids?ids=${encodeURIComponent(q)}`)
      expect(status, q).toBe(400)
      expect(json.message).toBeTruthy()
    }
    expect((await post('/products-by-ids')).status).toBe(400)
  })
})

describe('the classifier rule in the selection', () => {
  it('the spec’s message for an item of another classifier', () => {
    expect(INCOMPATIBLE_MESSAGE).toBe('Incompatible Item for comparison.')
  })
})
