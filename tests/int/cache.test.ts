import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cacheTags as t } from '../../src/cache'
import { onInvalidate } from '../../src/cache/invalidate'
import { MAX_QUANTITY } from '../../src/lib/basket/quantity'
import { testPayload } from './payload'

// What each write to the catalog, pages, reviews and settings invalidates (src/plugins/cache), heard through
// onInvalidate while Payload writes to the real database. The pages' side (a change shows, the rest stays cached) is
// tested end to end in tests/e2e/caching.spec.ts.

let payload: Payload
let heard: string[] = []
let stop: () => void = () => {}
beforeAll(async () => {
  payload = await testPayload()
})
afterEach(() => stop())

/** The tags invalidated while `write` runs. */
async function tagsOf(write: () => Promise<unknown>): Promise<string[]> {
  heard = []
  stop = onInvalidate((tags) => heard.push(...tags))
  await write()
  stop()
  return [...new Set(heard)]
}

const one = async <T>(promise: Promise<{ docs: T[] }>): Promise<T> => {
  const doc = (await promise).docs[0]
  if (!doc) throw new Error('no such demo document')
  return doc
}

const platformBySlug = (slug: string) =>
  one(payload.find({ collection: 'platforms', where: { slug: { equals: slug } }, limit: 1, depth: 0 }))

describe('cache invalidation after writes', () => {
  it('a platform price edit invalidates the site (every header shows it) and that platform, not the others', async () => {
    const ps5 = await platformBySlug('ps5')
    const steamDeck = await platformBySlug('steam-deck')
    const tags = await tagsOf(() =>
      payload.update({ collection: 'platforms', id: ps5.id, data: { basePrice: ps5.basePrice + 100 } }),
    )
    await payload.update({ collection: 'platforms', id: ps5.id, data: { basePrice: ps5.basePrice } })
    expect(tags).toContain(t.site)
    expect(tags).toContain(t.platform(ps5.id))
    expect(tags).not.toContain(t.platform(steamDeck.id))
  })

  it("a platform's rules change only its creator (and the creators that name it as their newer model)", async () => {
    const ps4 = await platformBySlug('ps4')
    const older = await payload.find({ collection: 'platforms', where: { newerModel: { equals: ps4.id } }, depth: 0 })
    const tags = await tagsOf(() =>
      payload.update({ collection: 'platforms', id: ps4.id, data: { assembly: { daysLabel: '6' } } }),
    )
    await payload.update({ collection: 'platforms', id: ps4.id, data: { assembly: ps4.assembly } })
    expect(tags).not.toContain(t.site)
    expect(tags).toEqual(expect.arrayContaining([t.platform(ps4.id), ...older.docs.map((p) => t.platform(p.id))]))
  })

  it("an option value's price invalidates the creators of the platforms that offer it, nothing else", async () => {
    const value = await one(
      payload.find({ collection: 'option-values', where: { isDefault: { equals: false } }, limit: 1, depth: 1 }),
    )
    const option = value.option as { id: number; platforms: Array<number | { id: number }> }
    const platforms = option.platforms.map((p) => (typeof p === 'number' ? p : p.id))
    const tags = await tagsOf(() =>
      payload.update({ collection: 'option-values', id: value.id, data: { price: value.price + 5 } }),
    )
    await payload.update({ collection: 'option-values', id: value.id, data: { price: value.price } })
    expect(platforms.length).toBeGreaterThan(0)
    expect(tags.sort()).toEqual(platforms.map((id) => t.platform(id)).sort())
  })

  it('stock changes invalidate only when shoppers would see them (sold out, fewer than the largest quantity)', async () => {
    const value = await one(
      payload.find({
        collection: 'option-values',
        where: { and: [{ stock: { greater_than: MAX_QUANTITY + 2 } }, { isDefault: { equals: false } }] },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      }),
    )
    const stock = value.stock ?? 0
    const setStock = (n: number) =>
      payload.update({ collection: 'option-values', id: value.id, data: { stock: n }, overrideAccess: true })
    expect(await tagsOf(() => setStock(stock - 1))).toEqual([])
    const low = await tagsOf(() => setStock(MAX_QUANTITY - 1))
    const soldOut = await tagsOf(() => setStock(0))
    await setStock(stock)
    expect(low.length).toBeGreaterThan(0)
    expect(low.every((tag) => tag.startsWith('platform:'))).toBe(true)
    expect(soldOut).toEqual(low)
  })

  it('a default value feeds the home page pictures too', async () => {
    const value = await one(
      payload.find({ collection: 'option-values', where: { isDefault: { equals: true } }, limit: 1, depth: 0 }),
    )
    const tags = await tagsOf(() =>
      payload.update({ collection: 'option-values', id: value.id, data: { name: `${value.name} ` } }),
    )
    await payload.update({ collection: 'option-values', id: value.id, data: { name: value.name } })
    expect(tags).toContain(t.previews)
  })

  it("a product edit invalidates that product's page, its platform's listings and, when featured, the home page", async () => {
    const product = await one(
      payload.find({ collection: 'products', where: { featured: { equals: true } }, limit: 1, depth: 0 }),
    )
    const tags = await tagsOf(() =>
      payload.update({ collection: 'products', id: product.id, data: { price: product.price + 100 } }),
    )
    await payload.update({ collection: 'products', id: product.id, data: { price: product.price } })
    expect(tags).toEqual(expect.arrayContaining([t.product(product.id), t.featured]))
    if (product.uid) expect(tags).toContain(t.product(product.uid))
    if (typeof product.platform === 'number') expect(tags).toContain(t.platformProducts(product.platform))
    expect(tags).not.toContain(t.site)
  })

  it("approving a review invalidates its target's reviews only", async () => {
    const ps5 = await platformBySlug('ps5')
    const review = await payload.create({
      collection: 'reviews',
      data: { name: 'Cache Test', stars: 5, text: 'Feels great in the hand.', platform: ps5.id, status: 'pending' },
      overrideAccess: true,
    })
    const tags = await tagsOf(() =>
      payload.update({ collection: 'reviews', id: review.id, data: { status: 'approved' }, overrideAccess: true }),
    )
    const deleted = await tagsOf(() => payload.delete({ collection: 'reviews', id: review.id, overrideAccess: true }))
    expect(tags).toEqual([t.platformReviews(ps5.id)])
    expect(deleted).toEqual([t.platformReviews(ps5.id)])
  })

  it("a content page edit invalidates that page's path only; a site setting invalidates the site", async () => {
    const page = await one(payload.find({ collection: 'pages', where: { kind: { equals: 'content' } }, limit: 1 }))
    const pageTags = await tagsOf(() =>
      payload.update({ collection: 'pages', id: page.id, data: { title: `${page.title}!` } }),
    )
    await payload.update({ collection: 'pages', id: page.id, data: { title: page.title } })
    expect(pageTags).toEqual([t.page(page.path)])

    const settings = await payload.findGlobal({ slug: 'site-settings' })
    const siteTags = await tagsOf(() =>
      payload.updateGlobal({ slug: 'site-settings', data: { supportEmail: 'help@padforge.example' } }),
    )
    await payload.updateGlobal({ slug: 'site-settings', data: { supportEmail: settings.supportEmail } })
    expect(siteTags).toEqual([t.site])
  })

  it('a write that changes nothing public (the same values saved again) invalidates nothing', async () => {
    const ps5 = await platformBySlug('ps5')
    expect(
      await tagsOf(() => payload.update({ collection: 'platforms', id: ps5.id, data: { name: ps5.name } })),
    ).toEqual([])
  })
})
