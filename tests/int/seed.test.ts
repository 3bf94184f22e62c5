import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../../src/seed'
import { testPayload } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const COUNTED: CollectionSlug[] = [
  'platforms',
  'option-groups',
  'options',
  'option-values',
  'mods',
  'packages',
  'macros',
  'products',
  'labels',
  'categories',
  'pages',
  'users',
  'media',
]

/**
 * Users are counted among the seed's own (the demo domain): other files of this worker make customers, some of them
 * after their request answered (a guest's account), which may land while this file runs.
 */
const SEEDED: Partial<Record<(typeof COUNTED)[number], object>> = { users: { email: { like: '@padforge.example' } } }

async function counts() {
  const entries = await Promise.all(
    COUNTED.map(async (slug) => {
      const where = SEEDED[slug] as Parameters<typeof payload.count>[0]['where']
      return [slug, (await payload.count({ collection: slug, where, overrideAccess: true })).totalDocs] as const // the test's own read
    }),
  )
  return Object.fromEntries(entries)
}

describe('demo seed', () => {
  it('wrote the whole demo store into Postgres', async () => {
    const c = await counts()
    expect(c.platforms).toBe(11)
    expect(c.products).toBeGreaterThanOrEqual(40)
    expect(c['option-values']).toBeGreaterThan(500)
    expect(c.users).toBeGreaterThanOrEqual(3)
    const rows = await payload.db.drizzle.execute('select count(*)::int as n from option_values')
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(c['option-values'])
  })

  it('keeps the ids the spec relies on', async () => {
    const sda = await payload.findByID({ collection: 'options', id: 9, depth: 1 })
    expect(sda.name).toBe('Same Day Assembly')
    const warranty = await payload.findByID({ collection: 'options', id: 43, depth: 1 })
    const slugs = (warranty.platforms as Array<{ slug: string }>).map((p) => p.slug).sort()
    expect(slugs).toEqual(['ps3', 'xbox-360'])
    const elite = await payload.find({ collection: 'platforms', where: { slug: { equals: 'xbox-elite' } }, depth: 0 })
    expect(elite.docs[0]?.defaultBody).toBe(19)
  })

  it('gives every option value with art a layer image per side it shows on', async () => {
    const { docs } = await payload.find({
      collection: 'option-values',
      where: { color: { exists: true } },
      limit: 50,
      depth: 1,
    })
    for (const value of docs) {
      if (!value.layers?.length) continue
      for (const layer of value.layers) {
        const image = layer.image as { mimeType: string; width: number; height: number }
        expect(image.mimeType).toBe('image/png')
        expect([image.width, image.height]).toEqual([1000, 800])
      }
    }
  })

  it('is idempotent: a second run changes no counts and keeps ids', async () => {
    const before = await counts()
    const ps5 = (await payload.find({ collection: 'platforms', where: { slug: { equals: 'ps5' } } })).docs[0]!
    await seed(payload)
    expect(await counts()).toEqual(before)
    const again = (await payload.find({ collection: 'platforms', where: { slug: { equals: 'ps5' } } })).docs[0]!
    expect(again.id).toBe(ps5.id)
  })

  it('new records after the seed get fresh ids past the seeded ones', async () => {
    const option = await payload.create({
      collection: 'options',
      data: {
        name: 'New option',
        template: 'checkbox',
        platforms: [(await payload.find({ collection: 'platforms', limit: 1 })).docs[0]!.id],
      },
    })
    const { docs } = await payload.find({ collection: 'options', sort: '-id', limit: 2 })
    expect(option.id).toBe(docs[0]!.id)
    await payload.delete({ collection: 'options', id: option.id })
  })
})
