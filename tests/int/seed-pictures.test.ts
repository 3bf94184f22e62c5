import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Media, Product } from '../../src/payload-types'
import { testPayload } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

/**
 * The demo store's products, not those other test files add to the shared database: the seed writes the Amazon items
 * right after the products, so every product created before the first Amazon item is the seed's.
 */
async function demoProducts(): Promise<Product[]> {
  const first = await payload.find({
    collection: 'amazon-products',
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const cutoff = first.docs[0]?.createdAt
  if (!cutoff) throw new Error('the demo store has no Amazon items')
  const { docs } = await payload.find({
    collection: 'products',
    where: { createdAt: { less_than: cutoff } },
    limit: 0,
    pagination: false,
    depth: 1,
    select: { name: true, images: true },
    overrideAccess: true,
  })
  return docs as Product[]
}

/** Every demo product's picture files, by product name. */
async function pictureFiles(): Promise<Map<string, string[]>> {
  const docs = await demoProducts()
  return new Map(
    docs.map((p) => [
      p.name,
      (p.images ?? []).flatMap((i) =>
        typeof i.image === 'object' && i.image ? [(i.image as Media).filename ?? ''] : [],
      ),
    ]),
  )
}

describe('demo product pictures (issue 27, finding 17)', () => {
  it('gives every demo product a picture of its own', async () => {
    const files = await pictureFiles()
    expect(files.size).toBeGreaterThan(10)
    const without = [...files].filter(([, f]) => f.length === 0 || f.some((name) => !name)).map(([n]) => n)
    expect(without).toEqual([])
    // No file is shown by two products: a wish list never shows two products with the same picture.
    const owners = new Map<string, string[]>()
    for (const [name, list] of files)
      for (const file of new Set(list)) owners.set(file, [...(owners.get(file) ?? []), name])
    const shared = [...owners].filter(([, names]) => names.length > 1)
    expect(shared).toEqual([])
  })

  it('names each product in its pictures’ alt text', async () => {
    const docs = await demoProducts()
    const wrong = docs.flatMap((p) =>
      (p.images ?? []).flatMap((i) => {
        const alt = typeof i.image === 'object' && i.image ? ((i.image as Media).alt ?? '') : ''
        return alt.startsWith(p.name) ? [] : [`${p.name}: ${alt}`]
      }),
    )
    expect(wrong).toEqual([])
  })
})
