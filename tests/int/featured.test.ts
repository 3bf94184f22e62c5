import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURED_LIMIT, getFeaturedProducts } from '../../src/storefront/products'
import { testPayload } from './payload'

// The home page's featured builds (src/storefront/products.ts) on the real database: at most FEATURED_LIMIT,
// newest first, shopper-visible only, as cards.

let payload: Payload
const created: number[] = []
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  if (created.length)
    await payload.delete({ collection: 'products', where: { id: { in: created } }, overrideAccess: true })
})

describe('featured products', () => {
  it('are the newest featured, shown products, at most FEATURED_LIMIT of them, read as cards', async () => {
    for (let i = 0; i < FEATURED_LIMIT + 1; i++) {
      const doc = await payload.create({
        collection: 'products',
        data: {
          name: `Featured ${run} ${i}`,
          slug: `int-featured-${run}-${i}`,
          type: 'others',
          price: 2999,
          status: i === FEATURED_LIMIT ? 'discontinued' : 'active',
          inStock: true,
          availableQuantity: 3,
          featured: true,
        },
        overrideAccess: true, // the test's own fixture
        depth: 0,
      })
      created.push(doc.id)
    }
    const featured = await getFeaturedProducts()
    expect(featured).toHaveLength(FEATURED_LIMIT)
    // The discontinued one is the newest but never shown; the rest come newest first.
    expect(featured.map((p) => p.slug)).toEqual(
      Array.from({ length: FEATURED_LIMIT }, (_, i) => `int-featured-${run}-${FEATURED_LIMIT - 1 - i}`),
    )
    // Cards: what a card shows, not the whole product.
    expect(featured[0]).toHaveProperty('price', 2999)
    expect(featured[0]).not.toHaveProperty('specificationGroups')
  })
})
