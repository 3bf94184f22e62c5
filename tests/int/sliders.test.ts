import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { restClient } from './http'
import { testPayload } from './payload'

// Product sliders through the REST router on the real database (storefront.md section 7): top, multi-platform, a
// platform's, related items; and the labels list the spec's GET /labels reads.

let payload: Payload
const { rest } = restClient(() => payload, {})
beforeAll(async () => {
  payload = await testPayload()
})

type Card = { id: number; platform?: { id: number } | number | null; type: string; rating?: number | null }
const post = async (path: string, body?: unknown) => {
  const response = await rest(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as { total: number; products: Card[] } }
}

describe('product sliders', () => {
  it('top: featured first (best rated first among them), 6 by default, paged by offset', async () => {
    const first = await post('/products-by-top')
    expect(first.status).toBe(200)
    expect(first.json.products).toHaveLength(6)
    expect(first.json.total).toBeGreaterThan(6)
    const featured = await payload.find({
      collection: 'products',
      where: { featured: { equals: true } },
      depth: 0,
      pagination: false,
    })
    expect(featured.docs.length).toBeGreaterThan(6)
    const featuredIds = featured.docs.map((p) => p.id)
    expect(first.json.products.every((p) => featuredIds.includes(p.id))).toBe(true)
    const ratings = first.json.products.map((p) => p.rating ?? 0)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    const next = await post('/products-by-top', { limit: 6, offset: 6 })
    const ids = new Set(first.json.products.map((p) => p.id))
    expect(next.json.products.every((p) => !ids.has(p.id))).toBe(true)
  })

  it('multi-platform: accessories that fit every platform', async () => {
    const { json } = await post('/products-by-multi', { limit: 30, offset: 0 })
    expect(json.products.length).toBeGreaterThan(0)
    expect(json.products.every((p) => p.type === 'others' && !p.platform)).toBe(true)
  })

  it("a platform's slider: only its products; an unknown platform is 404", async () => {
    const ps5 = (await payload.find({ collection: 'platforms', where: { slug: { equals: 'ps5' } }, limit: 1 })).docs[0]
    const { json } = await post('/products-by-platform/ps5', { limit: 30, offset: 0 })
    expect(json.products.length).toBeGreaterThan(0)
    expect(json.products.every((p) => (typeof p.platform === 'object' ? p.platform?.id : p.platform) === ps5?.id)).toBe(
      true,
    )
    expect((await post('/products-by-platform/no-such-console')).status).toBe(404)
  })

  it('related items: 4 of the same platform, never the product itself', async () => {
    const product = (
      await payload.find({ collection: 'products', where: { isConfigurable: { equals: true } }, limit: 1, depth: 0 })
    ).docs[0]
    const { status, json } = await post(`/products-by-random/${product?.id}/4`)
    expect(status).toBe(200)
    expect(json.products.length).toBeGreaterThan(0)
    expect(json.products.length).toBeLessThanOrEqual(4)
    expect(json.products.map((p) => p.id)).not.toContain(product?.id)
    expect((await post('/products-by-random/2147483647/4')).json).toEqual({ total: 0, products: [] })
    expect((await post(`/products-by-random/${product?.id}/99`)).status).toBe(400)
  })

  it('bad paging is a 400', async () => {
    for (const body of [{ limit: 0 }, { limit: 31 }, { offset: -1 }, { limit: 'six' }])
      expect((await post('/products-by-top', body)).status).toBe(400)
  })

  it("GET /labels is the labels collection's public list", async () => {
    const response = await rest('/labels?limit=100&depth=0')
    expect(response.status).toBe(200)
    const { docs } = await response.json()
    expect(docs.length).toBeGreaterThan(0)
    expect(docs[0]).toMatchObject({ name: expect.any(String), color: expect.stringMatching(/^#/) })
  })
})

describe('GET /api/quick-look/{id}', () => {
  it("answers what a card's quick look shows, 404 for a product not sold, 400 for an id that cannot be one", async () => {
    const product = (
      await payload.find({ collection: 'products', where: { slug: { equals: 'streamer-starter-kit' } }, limit: 1 })
    ).docs[0]!
    const reply = await rest(`/quick-look/${product.id}`)
    expect(reply.status).toBe(200)
    expect(await reply.json()).toMatchObject({
      id: product.id,
      name: 'Streamer Starter Kit',
      href: '/product/streamer-starter-kit',
      context: 'Accessory Kits',
      price: product.price,
      availability: { tone: expect.stringMatching(/^(in|out|coming)$/) },
      images: expect.arrayContaining([expect.objectContaining({ url: expect.stringContaining('/api/media/file/') })]),
    })

    // The test's own product, written with the local API's default (access off), as the seed writes the catalog.
    const gone = await payload.create({
      collection: 'products',
      data: { name: 'Quick look gone', slug: 'quick-look-gone', type: 'others', price: 999, status: 'discontinued' },
    })
    expect((await rest(`/quick-look/${gone.id}`)).status).toBe(404)
    expect((await rest('/quick-look/99999999')).status).toBe(404)
    expect((await rest('/quick-look/abc')).status).toBe(400)
    await payload.delete({ collection: 'products', id: gone.id })
  })
})
