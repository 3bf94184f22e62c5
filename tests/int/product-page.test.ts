import { createLocalReq, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cacheTags as t } from '../../src/cache'
import { onInvalidate } from '../../src/cache/invalidate'
import { MAX_QUANTITY } from '../../src/lib/basket/quantity'
import { loadLines } from '../../src/plugins/checkout/operations/load-lines'
import { getProductPage, getVariations, readFastestShipping, readProductPage } from '../../src/storefront/product-page'
import { testPayload } from './payload'

// The product page's cached reads (src/storefront/product-page.ts) on the real database, and what a write
// invalidates for them. Other runs may share the server: this file's products have slugs of their own.

let payload: Payload
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const slugs = {
  shown: `int-pp-shown-${run}`,
  renamed: `int-pp-renamed-${run}`,
  gone: `int-pp-gone-${run}`,
  configurable: `int-pp-configurable-${run}`,
}
const created: number[] = []
let heard: string[] = []
let stop: () => void = () => {}

/** The tags invalidated while `write` runs. */
async function tagsOf(write: () => Promise<unknown>): Promise<string[]> {
  heard = []
  stop = onInvalidate((tags) => heard.push(...tags))
  await write()
  stop()
  return [...new Set(heard)]
}

async function createProduct(data: Record<string, unknown>) {
  const doc = await payload.create({
    collection: 'products',
    data: { type: 'others', price: 4999, status: 'active', inStock: true, availableQuantity: 12, ...data } as never,
    overrideAccess: true,
  })
  created.push(doc.id)
  return doc
}

beforeAll(async () => {
  payload = await testPayload()
})
afterEach(() => stop())
afterAll(async () => {
  if (created.length)
    await payload.delete({ collection: 'products', where: { id: { in: created } }, overrideAccess: true })
})

describe('the product page read', () => {
  it('returns a standard product by its slug as the page shows it, stock told up to the largest quantity', async () => {
    const category = (await payload.find({ collection: 'categories', limit: 1, depth: 0 })).docs[0]!
    const doc = await createProduct({
      name: 'Integration Grip Kit',
      slug: slugs.shown,
      oldPrice: 5999,
      category: category.id,
      listingText: 'Grips for the integration tests.',
      brand: { label: 'GripLab', link: '/store' },
      condition: 'refurbished',
      features: [{ title: 'Highlights', items: ['Grippy', 'Grippy', 'Washable'] }],
      specificationGroups: [{ group: 'General', specs: [{ feature: 'Weight', value: '40 g' }] }, { group: 'Empty' }],
      shippingGroup: 'accessory-small',
    })

    const read = await readProductPage(slugs.shown)
    expect(read?.kind).toBe('product')
    if (read?.kind !== 'product') return
    expect(read.product).toMatchObject({
      id: doc.id,
      slug: slugs.shown,
      name: 'Integration Grip Kit',
      uid: doc.uid,
      price: 4999,
      oldPrice: 5999,
      status: 'active',
      inStock: true,
      availableQuantity: MAX_QUANTITY,
      listingText: 'Grips for the integration tests.',
      brand: { label: 'GripLab', link: '/store' },
      condition: 'Refurbished',
      category: { name: category.name, path: category.path },
      platform: null,
      features: [{ title: 'Highlights', items: ['Grippy', 'Washable'] }],
      specifications: [{ group: 'General', specs: [{ feature: 'Weight', value: '40 g' }] }],
      shippingGroup: 'accessory-small',
    })
    // The page's own read: the route parameter as it comes, decoded.
    expect(await getProductPage(encodeURIComponent(slugs.shown))).toEqual(read)
  })

  it('refuses a discontinued product, a missing slug and a parameter that cannot be a slug', async () => {
    await createProduct({ name: 'Integration Old Stand', slug: slugs.gone, status: 'discontinued' })
    expect(await readProductPage(slugs.gone)).toBeNull()
    expect(await readProductPage(`int-pp-nothing-${run}`)).toBeNull()
    for (const param of ['%E0%A4%A', '..%2Fadmin', 'Upper-Case', 'a'.repeat(200)])
      expect(await getProductPage(param)).toBeNull()
  })

  it('refuses a product of a platform turned off, leaves it out of variation tiles, and the checkout will not sell it', async () => {
    const platform = await payload.create({
      collection: 'platforms',
      data: { name: `Off ${run}`, slug: `int-pp-off-${run}`, basePrice: 4999, previewSides: ['front'], enabled: false },
      overrideAccess: true,
      depth: 0,
    })
    const off = await createProduct({
      name: 'Integration Off Pad',
      slug: `int-pp-off-pad-${run}`,
      type: 'standard_controller',
      platform: platform.id,
    })
    const accessory = await createProduct({ name: 'Integration Any Stand', slug: `int-pp-any-${run}` })
    try {
      expect(await readProductPage(off.slug as string)).toBeNull()
      const tiles = await getVariations({
        id: accessory.id,
        variations: [{ name: 'Versions', ids: [accessory.id, off.id] }],
      })
      expect(tiles).toEqual([])

      const req = await createLocalReq({}, payload)
      const { lines } = await loadLines(req, [
        { type: 'product', id: off.id, quantity: 1 },
        { type: 'product', id: accessory.id, quantity: 1 },
      ])
      expect(lines.map((line) => line.isValid)).toEqual([false, true])
    } finally {
      await payload.delete({ collection: 'products', id: off.id, overrideAccess: true })
      created.splice(created.indexOf(off.id), 1)
      await payload.delete({ collection: 'platforms', id: platform.id, overrideAccess: true })
    }
  })

  it("answers where a configurable product's page is", async () => {
    const doc = await createProduct({ name: 'Integration Build', slug: slugs.configurable, isConfigurable: true })
    expect(await readProductPage(slugs.configurable)).toEqual({
      kind: 'configurable',
      href: `/configured-controller/${doc.id}`,
    })
  })
})

describe('what invalidates the product page', () => {
  it('an edit of the product invalidates its slug tag; a new slug invalidates the old and the new one', async () => {
    const doc = (await payload.find({ collection: 'products', where: { slug: { equals: slugs.shown } }, depth: 0 }))
      .docs[0]!
    const priced = await tagsOf(() =>
      payload.update({ collection: 'products', id: doc.id, data: { price: 4499 }, overrideAccess: true }),
    )
    expect(priced).toContain(t.productSlug(slugs.shown))
    expect(priced).toContain(t.product(doc.id))

    const renamed = await tagsOf(() =>
      payload.update({ collection: 'products', id: doc.id, data: { slug: slugs.renamed }, overrideAccess: true }),
    )
    expect(renamed).toEqual(expect.arrayContaining([t.productSlug(slugs.shown), t.productSlug(slugs.renamed)]))
    expect(await readProductPage(slugs.shown)).toBeNull()
    expect((await readProductPage(slugs.renamed))?.kind).toBe('product')

    // A write that changes nothing a shopper sees leaves the page cached.
    const untouched = await tagsOf(() =>
      payload.update({ collection: 'products', id: doc.id, data: {}, overrideAccess: true }),
    )
    expect(untouched).toEqual([])
  })

  it("a shipping method's edit invalidates the delivery estimate; the estimate is the fastest US method", async () => {
    const { docs } = await payload.find({
      collection: 'shipping-methods',
      where: { active: { equals: true } },
      sort: 'sort',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const us = docs.filter((m) => (m.zones ?? []).some((z) => z.country === 'US' && !(z.states ?? []).length))
    const fastest = Math.min(...us.map((m) => m.deliveryTime))
    const estimate = await readFastestShipping('accessory-small')
    expect(estimate?.deliveryTime).toBe(fastest)
    expect(us.find((m) => m.name === estimate?.name)?.deliveryTime).toBe(fastest)

    const method = us[0]!
    const tags = await tagsOf(() =>
      payload.update({
        collection: 'shipping-methods',
        id: method.id,
        data: { price: method.price + 1 },
        overrideAccess: true,
      }),
    )
    await payload.update({
      collection: 'shipping-methods',
      id: method.id,
      data: { price: method.price },
      overrideAccess: true,
    })
    expect(tags).toEqual([t.shippingMethods])
  })
})

describe('variations', () => {
  it("lists a group's live versions in order with the page's own marked, and a version's edit invalidates its tag", async () => {
    const a = await createProduct({ name: 'Var A', slug: `int-pp-var-a-${run}` })
    const b = await createProduct({ name: 'Var B', slug: `int-pp-var-b-${run}`, price: 5999 })
    const gone = await createProduct({ name: 'Var gone', slug: `int-pp-var-gone-${run}`, status: 'discontinued' })
    const page = await createProduct({
      name: 'Var page',
      slug: `int-pp-var-page-${run}`,
      variations: [{ name: 'Colour', products: [b.id, gone.id, a.id] }],
    })
    const read = await readProductPage(page.slug)
    if (read?.kind !== 'product') throw new Error('expected a product page')
    expect(read.product.variations).toEqual([{ name: 'Colour', ids: [b.id, gone.id, a.id] }])
    const groups = await getVariations(read.product)
    expect(groups).toEqual([
      {
        name: 'Colour',
        items: [
          expect.objectContaining({
            id: b.id,
            label: 'Var B',
            price: 5999,
            path: `/product/${b.slug}`,
            current: false,
          }),
          expect.objectContaining({ id: a.id, label: 'Var A', current: false }),
        ],
      },
    ])
    // A group of only the page's own product shows nothing.
    expect(await getVariations({ id: a.id, variations: [{ name: 'Solo', ids: [a.id] }] })).toEqual([])
    // The tiles' cache follows each version: its edit invalidates its product tag.
    const tags = await tagsOf(() => payload.update({ collection: 'products', id: b.id, data: { price: 6499 } }))
    expect(tags).toContain(t.product(b.id))
  })
})
