import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { holdersOf } from '../../src/collections/delete-guard'
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

describe('deleting an option', () => {
  it('is refused with 409 while values belong to it, and goes once they are deleted', async () => {
    const platform = await newPlatform('option-guard')
    const option = await payload.create({
      collection: 'options',
      data: { name: 'Delete guard option', template: 'checkbox-card', platforms: [platform.id] } as never,
      overrideAccess: true,
      depth: 0,
    })
    const value = await payload.create({
      collection: 'option-values',
      data: { option: option.id, name: 'Only value' } as never,
      overrideAccess: true,
      depth: 0,
    })
    await expect(payload.delete({ collection: 'options', id: option.id, overrideAccess: true })).rejects.toMatchObject({
      status: 409,
      message: 'This option cannot be deleted: 1 Option value belongs to it. Delete them first.',
    })
    expect((await payload.findByID({ collection: 'option-values', id: value.id, depth: 0 })).option).toBe(option.id)

    await payload.delete({ collection: 'option-values', id: value.id, overrideAccess: true })
    await payload.delete({ collection: 'options', id: option.id, overrideAccess: true })
    expect((await payload.count({ collection: 'options', where: { id: { equals: option.id } } })).totalDocs).toBe(0)
    await payload.delete({ collection: 'platforms', id: platform.id, overrideAccess: true })
  })
})

describe('every collection other records cannot exist without', () => {
  it('has a beforeDelete hook (a guard or a cascade), so its delete is never a database error', () => {
    const unguarded = payload.config.collections
      .filter((collection) => holdersOf(payload.config, collection.slug).length > 0)
      .filter((collection) => (collection.hooks?.beforeDelete ?? []).length === 0)
      .map((collection) => collection.slug)
    expect(unguarded).toEqual([])
  })
})
