import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { cacheTags as t } from '../../src/cache'
import { onInvalidate } from '../../src/cache/invalidate'
import { DEFAULT_QUERY, parseListingQuery } from '../../src/lib/storefront/listing-query'
import { facetValues } from '../../src/lib/storefront/listing-where'
import type { Page, Product } from '../../src/payload-types'
import { getListing, listingSettingsOf } from '../../src/storefront/listing'
import { testPayload } from './payload'

// Listing pages on the real database: the demo listings and their settings, filters, sorts and paging through the
// same read the pages use (src/storefront/listing.ts), and what invalidates them.

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

async function listingAt(path: string): Promise<Page> {
  const page = (await payload.find({ collection: 'pages', where: { path: { equals: path } }, depth: 1, limit: 1 }))
    .docs[0]
  if (!page) throw new Error(`no listing at ${path}`)
  return page
}

/** Every product of a listing query, page after page. */
async function everyPage(page: Page, query = DEFAULT_QUERY): Promise<Product[]> {
  const settings = listingSettingsOf(page)
  const first = await getListing(settings, query)
  const rest = []
  for (let p = 2; p <= first.pages; p++) rest.push(...(await getListing(settings, { ...query, page: p })).products)
  return [...first.products, ...rest]
}

const query = (page: Page, params: Record<string, string | string[]>) => {
  const settings = listingSettingsOf(page)
  return parseListingQuery(
    params,
    settings.facet,
    facetValues(settings).map((v) => v.value),
  )
}

describe('listing pages', () => {
  it('the demo store has the spec listings, bound to their filters by page settings', async () => {
    const store = listingSettingsOf(await listingAt('/store'))
    expect(store.facet).toBe('platform')
    expect(store.platformFilters.map((f) => f.value)).toEqual([
      'playstation-5',
      'xbox-one-s',
      'xbox-series-x',
      'playstation-4',
      'nintendo-switch',
    ])
    expect(listingSettingsOf(await listingAt('/Game-Controllers')).facet).toBe('modification')
    for (const path of [
      '/Video-Game-Accessories-Cases-and-Stands',
      '/Controller-Grips',
      '/Gaming-Headsets',
      '/Accessory-Kits',
    ]) {
      const settings = listingSettingsOf(await listingAt(path))
      expect(settings.categoryIds).toHaveLength(1)
      expect(settings.facet).toBe('none')
    }
  })

  it('/store lists every product that is not discontinued, each once across its pages', async () => {
    const store = await listingAt('/store')
    const listed = await everyPage(store)
    const all = await payload.count({ collection: 'products', where: { status: { not_equals: 'discontinued' } } })
    expect(listed.length).toBe(all.totalDocs)
    expect(new Set(listed.map((p) => p.id)).size).toBe(listed.length)
    expect((await getListing(listingSettingsOf(store), DEFAULT_QUERY)).pages).toBeGreaterThan(1)
  })

  it('platform[] keeps to the platforms the page binds the values to', async () => {
    const store = await listingAt('/store')
    const ps5 = (await payload.find({ collection: 'platforms', where: { slug: { equals: 'ps5' } }, limit: 1 })).docs[0]
    const switchPlatform = (
      await payload.find({ collection: 'platforms', where: { slug: { equals: 'nintendo-switch' } }, limit: 1 })
    ).docs[0]
    const listed = await everyPage(store, query(store, { 'platform[]': ['playstation-5', 'nintendo-switch'] }))
    expect(listed.length).toBeGreaterThan(0)
    const platforms = new Set(listed.map((p) => (typeof p.platform === 'object' ? p.platform?.id : p.platform)))
    expect(platforms).toEqual(new Set([ps5?.id, switchPlatform?.id]))
  })

  it('modification[] modded lists modded controllers only, custom the standard ones', async () => {
    const controllers = await listingAt('/Game-Controllers')
    const modded = await everyPage(controllers, query(controllers, { 'modification[]': 'modded' }))
    const custom = await everyPage(controllers, query(controllers, { 'modification[]': 'custom' }))
    expect(modded.length).toBeGreaterThan(0)
    expect(custom.length).toBeGreaterThan(0)
    expect(modded.every((p) => p.type === 'modded_controller')).toBe(true)
    expect(custom.every((p) => p.type === 'standard_controller')).toBe(true)
    expect((await everyPage(controllers)).length).toBe(modded.length + custom.length)
  })

  it('a category page lists its category only', async () => {
    const grips = await listingAt('/Controller-Grips')
    const [categoryId] = listingSettingsOf(grips).categoryIds
    const listed = await everyPage(grips)
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.every((p) => (typeof p.category === 'object' ? p.category?.id : p.category) === categoryId)).toBe(
      true,
    )
  })

  it('sorts by price both ways, and a page past the end shows the last one', async () => {
    const store = await listingAt('/store')
    const prices = (await everyPage(store, query(store, { sort: 'price-asc' }))).map((p) => p.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const down = (await everyPage(store, query(store, { sort: 'price-desc' }))).map((p) => p.price)
    expect(down).toEqual([...prices].reverse())
    const settings = listingSettingsOf(store)
    const far = await getListing(settings, query(store, { page: '400' }))
    expect(far.page).toBe(far.pages)
    expect(far.products.length).toBeGreaterThan(0)
  })

  it('cards carry what they show: the first image with its url, the label and the platform name', async () => {
    const store = await listingAt('/store')
    const { products } = await getListing(listingSettingsOf(store), DEFAULT_QUERY)
    const withImage = products.find((p) => p.images?.length)
    const image = withImage?.images?.[0]?.image
    expect(typeof image === 'object' && image?.url).toMatch(/\/api\/media\/file\/.+\.webp$/)
    const withPlatform = products.find((p) => p.platform)
    expect(typeof withPlatform?.platform === 'object' && withPlatform.platform?.name).toBeTruthy()
  })

  it('a discontinued product leaves every listing; any product write invalidates the listings', async () => {
    const store = await listingAt('/store')
    const heard: string[] = []
    const stop = onInvalidate((tags) => heard.push(...tags))
    const product = await payload.create({
      collection: 'products',
      data: { name: 'Listing Test Grip', slug: 'listing-test-grip', type: 'others', price: 1, status: 'active' },
    })
    try {
      const cheapest = await getListing(listingSettingsOf(store), query(store, { sort: 'price-asc' }))
      expect(cheapest.products[0]?.id).toBe(product.id)
      await payload.update({ collection: 'products', id: product.id, data: { status: 'discontinued' } })
      const after = await getListing(listingSettingsOf(store), query(store, { sort: 'price-asc' }))
      expect(after.products.map((p) => p.id)).not.toContain(product.id)
    } finally {
      await payload.delete({ collection: 'products', id: product.id })
      stop()
    }
    expect(heard).toContain(t.productLists)
    expect(heard).toContain(t.productSlug('listing-test-grip'))
  })
})
