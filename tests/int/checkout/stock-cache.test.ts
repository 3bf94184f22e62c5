// An order's stock and the page cache (docs/caching.md, "Stock"): create-order takes stock with conditional UPDATEs,
// which pass no collection hook, so it invalidates the pages of what it moved across what shoppers are told itself.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cacheTags as t } from '../../../src/cache'
import { onInvalidate } from '../../../src/cache/invalidate'
import { changesPublicStock } from '../../../src/plugins/orders/operations/stock-tags'
import { testPayload } from '../payload'
import { guestEmail, placeOrder } from './fixtures'

let payload: Payload
let product: { id: number; slug: string; uid?: string | null }

beforeAll(async () => {
  payload = await testPayload()
  product = await payload.create({
    collection: 'products',
    data: {
      name: 'Stock Cache Test Stand',
      slug: 'stock-cache-test-stand',
      type: 'others',
      price: 2500,
      status: 'active',
      inStock: true,
      availableQuantity: 4,
    },
  })
})
afterAll(async () => {
  // Orders keep their lines (product set null on delete).
  await payload.delete({ collection: 'products', id: product.id })
})

/** The tags invalidated while `work` runs. */
async function heardDuring(work: () => Promise<unknown>): Promise<string[]> {
  const heard: string[] = []
  const stop = onInvalidate((tags) => heard.push(...tags))
  try {
    await work()
  } finally {
    stop()
  }
  return heard
}

const buyOne = () =>
  placeOrder(payload, [{ id: product.id, type: 'product', quantity: 1 }], { email: guestEmail('stock') })

describe('stock an order takes, and the cache', () => {
  it('only a move across what pages tell (up to 3) counts', () => {
    expect(changesPublicStock(40, 39)).toBe(false)
    expect(changesPublicStock(4, 3)).toBe(false)
    expect(changesPublicStock(3, 2)).toBe(true)
    expect(changesPublicStock(1, 0)).toBe(true)
    expect(changesPublicStock(0, -1)).toBe(false)
  })

  it('4 → 3 invalidates nothing of the product; 3 → 2 its pages, the listings and its list', async () => {
    const first = await heardDuring(buyOne)
    expect(first).not.toContain(t.productSlug(product.slug))
    const second = await heardDuring(buyOne)
    expect(second).toEqual(
      expect.arrayContaining([t.product(product.id), t.productSlug(product.slug), t.productLists, t.featured]),
    )
    if (product.uid) expect(second).toContain(t.product(product.uid))
    const stored = await payload.findByID({ collection: 'products', id: product.id, depth: 0 })
    expect(stored.availableQuantity).toBe(2)
  })
})
