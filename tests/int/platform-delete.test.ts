import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const newPlatform = (slug: string) =>
  payload.create({
    collection: 'platforms',
    data: { name: `Test ${slug}`, slug, basePrice: 4999, previewSides: ['front', 'back'], enabled: false },
    overrideAccess: true,
    depth: 0,
  })

describe('deleting a platform', () => {
  it('is refused with 409 and a clear message while reviews or configurations belong to it, and changes nothing', async () => {
    const platform = await newPlatform('delete-guard')
    const review = await payload.create({
      collection: 'reviews',
      data: { platform: platform.id, stars: 5, name: 'Sam', text: 'Great pad, fast shipping.', status: 'pending' },
      overrideAccess: true,
      depth: 0,
    })
    await expect(
      payload.delete({ collection: 'platforms', id: platform.id, overrideAccess: true }),
    ).rejects.toMatchObject({
      status: 409,
      message:
        'This platform cannot be deleted: 1 Review belongs to it. Turn off "Enabled" to take it off the store instead.',
    })
    expect((await payload.findByID({ collection: 'platforms', id: platform.id, depth: 0 })).slug).toBe('delete-guard')

    await payload.delete({ collection: 'reviews', id: review.id, overrideAccess: true })
    await payload.delete({ collection: 'platforms', id: platform.id, overrideAccess: true })
    const left = await payload.count({ collection: 'platforms', where: { slug: { equals: 'delete-guard' } } })
    expect(left.totalDocs).toBe(0)
  })

  it('names every kind of record that holds it', async () => {
    const ps5 = (await payload.find({ collection: 'platforms', where: { slug: { equals: 'ps5' } }, limit: 1 })).docs[0]!
    const reviews = await payload.count({ collection: 'reviews', where: { platform: { equals: ps5.id } } })
    expect(reviews.totalDocs).toBeGreaterThan(0)
    await expect(payload.delete({ collection: 'platforms', id: ps5.id, overrideAccess: true })).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/^This platform cannot be deleted: .*\d+ Reviews.* belong to it\./),
    })
  })
})
