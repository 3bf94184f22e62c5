import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { restClient } from './http'
import { testPayload } from './payload'
import { newUser } from './users'

let payload: Payload
let productId: number
let platformId: number
let admin: Awaited<ReturnType<typeof newUser>>
const { rest, as } = restClient(() => payload)

beforeAll(async () => {
  payload = await testPayload()
  admin = await newUser(payload, 'admin', 'rating-admin')
  platformId = (await payload.find({ collection: 'platforms', where: { slug: { equals: 'ps5' } }, limit: 1 })).docs[0]!
    .id
  // The test's own product, written with the local API's default (access off), as the seed writes the catalog.
  productId = (
    await payload.create({
      collection: 'products',
      data: {
        name: 'Rating fixture pad',
        slug: 'rating-fixture-pad',
        type: 'others',
        price: 5999,
        status: 'active',
        inStock: true,
      },
    })
  ).id
})

const summary = async () => {
  const p = await payload.findByID({ collection: 'products', id: productId, depth: 0 })
  return { rating: p.rating, totalReviews: p.totalReviews }
}

const review = (stars: number, status: 'pending' | 'approved' | 'rejected' = 'pending') =>
  // Fixtures as an admin's moderation leaves them (the public create always makes them pending).
  payload.create({
    collection: 'reviews',
    data: { stars, status, name: 'Rater', text: 'Solid pad, good sticks.', platform: platformId, product: productId },
  })

describe("a product's review summary (rating, totalReviews)", () => {
  it('counts approved reviews only, and follows approval, star edits, rejection and deletion', async () => {
    expect(await summary()).toEqual({ rating: 0, totalReviews: 0 })
    const pending = await review(5)
    expect(await summary()).toEqual({ rating: 0, totalReviews: 0 })

    await payload.update({ collection: 'reviews', id: pending.id, data: { status: 'approved' } })
    await review(4, 'approved')
    await review(2, 'approved')
    expect(await summary()).toEqual({ rating: 3.7, totalReviews: 3 })

    await payload.update({ collection: 'reviews', id: pending.id, data: { stars: 2 } })
    expect(await summary()).toEqual({ rating: 2.7, totalReviews: 3 })

    await payload.update({ collection: 'reviews', id: pending.id, data: { status: 'rejected' } })
    expect(await summary()).toEqual({ rating: 3, totalReviews: 2 })

    await payload.delete({ collection: 'reviews', where: { product: { equals: productId } } })
    expect(await summary()).toEqual({ rating: 0, totalReviews: 0 })
  })

  it('holds when an admin approves many reviews at once', async () => {
    const pending = await Promise.all(Array.from({ length: 12 }, (_, i) => review(1 + (i % 5))))
    const replies = await Promise.all(
      pending.map(
        async (r) =>
          (
            await rest(
              `/reviews/${r.id}`,
              await as(admin, { method: 'PATCH', body: JSON.stringify({ status: 'approved' }) }),
            )
          ).status,
      ),
    )
    expect(replies.every((s) => s === 200)).toBe(true)
    // Stars 1,2,3,4,5 ×2 and 1,2: 34 points over 12 reviews.
    expect(await summary()).toEqual({ rating: 2.8, totalReviews: 12 })
  })

  it('cannot be written by hand, not even by an admin', async () => {
    const reply = await rest(
      `/products/${productId}`,
      await as(admin, { method: 'PATCH', body: JSON.stringify({ rating: 5, totalReviews: 999 }) }),
    )
    expect(reply.status).toBe(200)
    expect(await summary()).toEqual({ rating: 2.8, totalReviews: 12 })
  })

  it('lets the deleted product go without failing its reviews', async () => {
    await payload.delete({ collection: 'products', id: productId })
    const left = await payload.find({ collection: 'reviews', where: { text: { equals: 'Solid pad, good sticks.' } } })
    expect(left.docs.every((r) => r.product === null || r.product === undefined)).toBe(true)
  })
})
