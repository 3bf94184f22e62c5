import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Endpoint, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildableCount, UNLIMITED_BUILDS } from '../../src/creator/buildable'
import type { CreatorCatalog } from '../../src/creator/catalog'
import { createEngine, modKey } from '../../src/creator/engine'
import type { Selection } from '../../src/creator/selection'
import { loadCreatorCatalog } from '../../src/creator/server/load-catalog'
import { validateConfiguration } from '../../src/creator/server/validate-configuration'
import type { Platform, Product } from '../../src/payload-types'
import { clearImagesEndpoint as clearConfigurationImageEndpoint } from '../../src/plugins/creator/endpoints'
import {
  createProductEndpoint,
  inventoryInfoEndpoint,
  sendToMarketplaceEndpoint as marketplaceProductsEndpoint,
  updateProductEndpoint,
} from '../../src/plugins/creator-admin'
import { plainToRichText, richTextToPlain } from '../../src/plugins/creator-admin/description'
import type { MarketplaceAdapter, MarketplaceProduct } from '../../src/plugins/creator-admin/marketplaces'
import { type CallOptions, callEndpoint, restClient } from './http'
import { DEMO, DEMO_PASSWORDS, testPayload, userByEmail } from './payload'

let payload: Payload
type U = Awaited<ReturnType<typeof userByEmail>>
let admin: U
let merchandiser: U
let customer: U
let ps5: Platform
let catalog: CreatorCatalog
let selection: Selection
let redBody: Selection
let modId: number
let previewDir: string

beforeAll(async () => {
  previewDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padforge-int-admin-previews-'))
  process.env.PREVIEW_CACHE_DIR = previewDir
  delete process.env.MARKETPLACE_WEBHOOK_URL
  payload = await testPayload()
  admin = await userByEmail(payload, DEMO.admin)
  merchandiser = await userByEmail(payload, DEMO.merchandiser)
  customer = await userByEmail(payload, DEMO.customer)
  ps5 = (await payload.find({ collection: 'platforms', where: { slug: { equals: 'ps5' } }, limit: 1, depth: 0 }))
    .docs[0]!
  catalog = await loadCreatorCatalog(payload, 'ps5')
  const engine = createEngine(catalog)
  selection = engine.initial()
  const body = catalog.options.find((o) => o.template === 'body-picker')!
  const red = body.values.find((v) => v.name === 'Cosmic Red')!
  const outcome = engine.apply(selection, { type: 'chooseValue', optionId: body.id, valueId: red.id })
  if (outcome.kind !== 'next') throw new Error(`choosing Cosmic Red gave ${outcome.kind}`)
  redBody = outcome.state
  modId = catalog.mods[0]!.id
})

afterAll(() => {
  fs.rmSync(previewDir, { recursive: true, force: true })
})

interface Reply {
  message?: string
  productUrl?: string
  product?: { id: number; uid: string; slug: string; name: string; price: number }
  [key: string]: unknown
}

/** Calls an endpoint handler the way Payload does, `json()` giving `body`. */
const call = (endpoint: Endpoint, options: CallOptions & { user?: U | null }) =>
  callEndpoint<Reply>(payload, endpoint, options)

/** Through Payload's REST router, as `/api/...` requests reach it in the app; `as` signs a request in. */
const { rest, as, jwt } = restClient(() => payload, DEMO_PASSWORDS)

let n = 0
const form = (selected: unknown, extra: Record<string, unknown> = {}) => {
  n += 1
  return {
    product: {
      data: { selected, tempPull: { paddles: false } },
      name: `Admin Test Controller ${n}`,
      listing_text: 'Built in the integration tests.',
      description: 'First paragraph.\n\n- one\n- two',
      in_stock: true,
      ...extra,
    },
    platform_id: ps5.id,
  }
}

const productById = (id: number) =>
  payload.findByID({ collection: 'products', id, depth: 0, overrideAccess: true }) as Promise<Product>
const productCount = async () => (await payload.count({ collection: 'products', overrideAccess: true })).totalDocs
const submissions = async () =>
  (
    await payload.find({
      collection: 'marketplace-submissions',
      sort: '-id',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

describe('creator admin: create, edit and delete a prebuilt product', () => {
  let created: NonNullable<Reply['product']>

  it('creates a product from a valid configuration with the server price and the spec reply', async () => {
    const label = (await payload.find({ collection: 'labels', limit: 1, depth: 0 })).docs[0]!
    const body = form(redBody, { label_id: label.id, slug: '', price: 1 })
    ;(body.product.data as Record<string, unknown>).price = 1
    const { status, json } = await call(createProductEndpoint, { user: admin, body })
    expect(status, json.message).toBe(201)
    expect(json.message).toBe('Product Created')
    created = json.product!
    expect(json.productUrl).toBe(`/configured-controller/${created.id}`)

    const verdict = await validateConfiguration(payload, 'ps5', redBody)
    if (!verdict.ok) throw new Error(verdict.message)
    const stored = await productById(created.id)
    expect(stored).toMatchObject({
      name: body.product.name,
      slug: `admin-test-controller-${n}`,
      platform: ps5.id,
      price: verdict.price.itemSubtotal + verdict.price.optionsSubtotal,
      label: label.id,
      inStock: true,
      listingText: 'Built in the integration tests.',
      isConfigurable: true,
      custom: true,
      type: 'standard_controller',
      status: 'active',
      configuration: { selected: { ...redBody, quantity: 1 }, tempPull: { paddles: false } },
    })
    expect(stored.price).toBeGreaterThan(ps5.basePrice)
    expect(stored.uid).toMatch(/^[0-9A-F]{8}$/)
    expect(richTextToPlain(stored.description)).toBe('First paragraph.\n\n- one\n- two')
    expect(stored.availableQuantity).toBeGreaterThan(0)
    // One composed product shot per side of the platform, stored as media.
    expect(stored.images?.length).toBe(ps5.previewSides.length)
  })

  it('saves an edited product with PUT, keeping the description and pictures when they are not changed', async () => {
    const before = await productById(created.id)
    const body = form(redBody, { name: 'Renamed Admin Controller', slug: created.slug, label_id: null })
    delete (body.product as Record<string, unknown>).description
    const { status, json } = await call(updateProductEndpoint, {
      user: admin,
      body,
      params: { id: String(created.id) },
    })
    expect(status, json.message).toBe(200)
    expect(json).toMatchObject({ message: 'Product Saved', productUrl: `/configured-controller/${created.id}` })
    const after = await productById(created.id)
    expect(after).toMatchObject({ name: 'Renamed Admin Controller', slug: created.slug, label: null })
    expect(after.description).toEqual(before.description)
    expect(after.images).toEqual(before.images)
    expect(after.uid).toBe(before.uid)

    // A changed configuration re-prices the product and composes new pictures.
    const again = await call(updateProductEndpoint, {
      user: admin,
      body: { ...form(selection, { name: 'Renamed Admin Controller', slug: created.slug }), platform_id: undefined },
      params: { id: String(created.id) },
    })
    expect(again.status, again.json.message).toBe(200)
    const changed = await productById(created.id)
    expect(changed.price).toBe(ps5.basePrice + (await priceOptions(selection)))
    expect(changed.images).not.toEqual(before.images)
    expect(richTextToPlain(changed.description)).toBe('First paragraph.\n\n- one\n- two')
  })

  it('is reachable through the REST router: POST /api/products and PUT /api/products/{id}', async () => {
    const post = await rest('/products', await as(admin, { method: 'POST', body: JSON.stringify(form(selection)) }))
    expect(post.status).toBe(201)
    const { product } = (await post.json()) as Reply
    const put = await rest(
      `/products/${product!.id}`,
      await as(admin, { method: 'PUT', body: JSON.stringify(form(selection, { name: 'Put Through REST' })) }),
    )
    expect(put.status).toBe(200)
    expect((await productById(product!.id)).name).toBe('Put Through REST')
  })

  it('deletes a product with DELETE /api/products/{id}', async () => {
    const { json } = await call(createProductEndpoint, { user: admin, body: form(selection) })
    const id = json.product!.id
    expect((await rest(`/products/${id}`, await as(null, { method: 'DELETE' }))).status).toBe(403)
    expect((await rest(`/products/${id}`, await as(customer, { method: 'DELETE' }))).status).toBe(403)
    const removed = await rest(`/products/${id}`, await as(admin, { method: 'DELETE' }))
    expect(removed.status).toBe(200)
    expect(await payload.count({ collection: 'products', where: { id: { equals: id } } })).toMatchObject({
      totalDocs: 0,
    })
  })

  it("refuses an invalid configuration with 422 and the engine's message, storing nothing", async () => {
    const before = await productCount()
    const bad = form({ ...selection, mods: { [modKey(modId)]: true } })
    const created422 = await call(createProductEndpoint, { user: admin, body: bad })
    expect(created422).toEqual({ status: 422, json: { message: 'Rapid Fire has to be added to select Mods.' } })
    const updated422 = await call(updateProductEndpoint, { user: admin, body: bad, params: { id: String(created.id) } })
    expect(updated422.status).toBe(422)
    expect((await productById(created.id)).configuration).toMatchObject({ selected: { mods: {} } })
    const shape = await call(createProductEndpoint, { user: admin, body: form({ options: {} }) })
    expect(shape.status).toBe(422)
    expect(shape.json.message).toMatch(/^Configuration is invalid/)
    expect(await productCount()).toBe(before)
  })

  it('answers bad input with a precise 4xx, never 500', async () => {
    const before = await productCount()
    const taken = await call(createProductEndpoint, { user: admin, body: form(selection, { slug: created.slug }) })
    expect(taken.status).toBe(409)
    expect(taken.json.message).toContain(created.slug)
    const cases: Array<[unknown, number, RegExp]> = [
      [form(selection, { slug: 'Not A Slug' }), 400, /slug/],
      [form(selection, { label_id: 987654 }), 400, /label 987654/],
      [form(selection, { name: '  ' }), 400, /"product\.name"/],
      [form(selection, { listing_text: 'x'.repeat(301) }), 400, /"product\.listing_text"/],
      [{ ...form(selection), platform_id: 'atari-2600' }, 404, /atari-2600/],
      [{ ...form(selection), platform_id: undefined }, 400, /"platform_id"/],
      [{ product: { name: 'x' }, platform_id: ps5.id }, 400, /"product\.data"/],
    ]
    for (const [body, status, message] of cases) {
      const answer = await call(createProductEndpoint, { user: admin, body })
      expect(answer.status, JSON.stringify(body)).toBe(status)
      expect(answer.json.message).toMatch(message)
    }
    const accessory = (
      await payload.find({ collection: 'products', where: { isConfigurable: { equals: false } }, limit: 1, depth: 0 })
    ).docs[0]!
    const notConfigured = await call(updateProductEndpoint, {
      user: admin,
      body: form(selection),
      params: { id: String(accessory.id) },
    })
    expect(notConfigured.status).toBe(409)
    const missing = await call(updateProductEndpoint, { user: admin, body: form(selection), params: { id: '987654' } })
    expect(missing.status).toBe(404)
    expect(await productCount()).toBe(before)
  })

  it("keeps Payload's REST create and update for other bodies and the catalog's staff", async () => {
    const restBody = { name: 'REST Accessory', type: 'others', price: 1234 }
    expect((await rest('/products', await as(null, { method: 'POST', body: JSON.stringify(restBody) }))).status).toBe(
      403,
    )
    const made = await rest('/products', await as(merchandiser, { method: 'POST', body: JSON.stringify(restBody) }))
    expect(made.status).toBe(201)
    const { doc } = (await made.json()) as { doc: Product }
    expect(doc).toMatchObject({ name: 'REST Accessory', price: 1234, slug: 'rest-accessory' })
    const patched = await rest(
      `/products/${doc.id}`,
      await as(merchandiser, { method: 'PATCH', body: JSON.stringify({ price: 999 }) }),
    )
    expect(patched.status).toBe(200)
    expect((await productById(doc.id)).price).toBe(999)
    const broken = await rest('/products', await as(merchandiser, { method: 'POST', body: '{"name":' }))
    expect(broken.status).toBe(400)
    // The admin panel posts multipart forms with the document as `_payload`.
    const panel = new FormData()
    panel.set('_payload', JSON.stringify({ ...restBody, name: 'Panel Accessory' }))
    const posted = await rest('/products', {
      method: 'POST',
      body: panel,
      headers: { authorization: `JWT ${await jwt(merchandiser)}` },
    })
    expect(posted.status).toBe(201)
    expect(((await posted.json()) as { doc: Product }).doc).toMatchObject({ name: 'Panel Accessory', price: 1234 })
  })
})

async function priceOptions(s: Selection): Promise<number> {
  const verdict = await validateConfiguration(payload, 'ps5', s)
  if (!verdict.ok) throw new Error(verdict.message)
  return verdict.price.optionsSubtotal
}

describe('creator admin: only admins', () => {
  it('answers 401 to guests, 403 to customers and merchandisers on every admin endpoint and changes nothing', async () => {
    const target = (
      await payload.find({ collection: 'products', where: { isConfigurable: { equals: true } }, limit: 1, depth: 0 })
    ).docs[0]!
    const products = await productCount()
    const sent = (await submissions()).length
    for (const user of [null, customer, merchandiser]) {
      const who = user?.email ?? 'guest'
      const refused = user ? 403 : 401
      const attempts = [
        await call(createProductEndpoint, { user, body: form(selection) }),
        await call(updateProductEndpoint, { user, body: form(selection), params: { id: String(target.id) } }),
        await call(inventoryInfoEndpoint, { user, body: { options: selection.options }, params: { platform: 'ps5' } }),
        await call(marketplaceProductsEndpoint(), { user, body: { product: target.id } }),
        await call(clearConfigurationImageEndpoint, { user, params: { side: 'front', platform: 'ps5' } }),
      ]
      expect(
        attempts.map((a) => a.status),
        who,
      ).toEqual([refused, refused, refused, refused, refused])
      // Through the router too, signed in with a token (or not at all).
      const routed = [
        await rest('/products', await as(user, { method: 'POST', body: JSON.stringify(form(selection)) })),
        await rest(`/products/${target.id}`, await as(user, { method: 'PUT', body: JSON.stringify(form(selection)) })),
        await rest(
          '/creator/inventory-info/ps5',
          await as(user, { method: 'POST', body: JSON.stringify({ options: selection.options }) }),
        ),
        await rest('/marketplace-products', await as(user, { method: 'POST', body: JSON.stringify({ product: 1 }) })),
        await rest('/clear-configuration-image/front/ps5', await as(user, { method: 'DELETE' })),
      ]
      expect(
        routed.map((r) => r.status),
        who,
      ).toEqual([refused, refused, refused, refused, refused])
    }
    expect(await productCount()).toBe(products)
    expect((await submissions()).length).toBe(sent)
    expect((await productById(target.id)).updatedAt).toBe(target.updatedAt)
  })

  it('keeps marketplace submissions to admins', async () => {
    expect((await rest('/marketplace-submissions', await as(merchandiser))).status).toBe(403)
    expect((await rest('/marketplace-submissions', await as(admin))).status).toBe(200)
    const create = await rest(
      '/marketplace-submissions',
      await as(admin, { method: 'POST', body: JSON.stringify({ productName: 'x', marketplace: 'x', status: 'sent' }) }),
    )
    expect(create.status).toBe(403)
  })
})

describe('creator admin: inventory information', () => {
  it("lists the chosen values' stock and policy and the platform hardware", async () => {
    const { status, json } = await call(inventoryInfoEndpoint, {
      user: admin,
      body: { options: redBody.options },
      params: { platform: 'ps5' },
    })
    expect(status).toBe(200)
    expect(json.title).toBe('Inventory Information')
    const values = json.values as Array<{ key: string; value: string; stock: number; policy: number }>
    const red = values.find((v) => v.value === 'Cosmic Red')!
    const catalogRed = catalog.options.flatMap((o) => o.values).find((v) => v.id === redBody.bodyId)!
    expect(red).toMatchObject({ stock: catalogRed.stock, policy: catalogRed.stockPolicy })
    expect(red.key).toMatch(/^option_\d+_value_\d+$/)
    // Checkbox options have no stock of their own: one line per chosen value.
    expect(values.length).toBe(Object.values(redBody.options).filter((v) => typeof v === 'number').length)
    expect(json.hardwares).toEqual([{ key: 'ps5-controller', name: expect.any(String), stock: expect.any(Number) }])
  })

  it('refuses options, values and hardware the platform does not have', async () => {
    const ask = (body: unknown, platform = 'ps5') =>
      call(inventoryInfoEndpoint, { user: admin, body, params: { platform } })
    expect((await ask({ options: { option_987654: 1 } })).status).toBe(400)
    const [key] = Object.entries(selection.options).find(([, v]) => typeof v === 'number')!
    expect((await ask({ options: { [key]: 987654 } })).json.message).toMatch(/has no value 987654/)
    expect((await ask({ options: {}, hardwares: ['nope'] })).status).toBe(400)
    expect((await ask({ options: {}, hardwares: ['ps5-controller'] })).json.hardwares).toHaveLength(1)
    expect((await ask({ options: 'x' })).status).toBe(400)
    expect((await ask({ options: {} }, 'atari-2600')).status).toBe(404)
  })
})

describe('creator admin: send to a marketplace', () => {
  let productId: number
  beforeAll(async () => {
    productId = (await call(createProductEndpoint, { user: admin, body: form(redBody) })).json.product!.id
  })

  it('says that no marketplace is configured (the default) and records the submission', async () => {
    const routed = await rest(
      '/marketplace-products',
      await as(admin, { method: 'POST', body: JSON.stringify({ product: productId }) }),
    )
    expect(routed.status).toBe(501)
    const json = (await routed.json()) as Reply
    expect(json.message).toMatch(/^No marketplace is configured/)
    const [latest] = await submissions()
    expect(latest).toMatchObject({
      id: json.submission,
      product: productId,
      marketplace: 'none',
      status: 'not-configured',
      submittedBy: admin.id,
    })
  })

  it('sends through an adapter with the stored product and records what it answered', async () => {
    const seen: Array<{ product: MarketplaceProduct; images: string[] }> = []
    const fake: MarketplaceAdapter = {
      id: 'fake',
      name: 'Fake Market',
      send: async (product, images) => {
        seen.push({ product, images })
        return { ok: true, message: `Listed ${product.name}` }
      },
    }
    const endpoint = marketplaceProductsEndpoint(() => [fake])
    const { status, json } = await call(endpoint, { user: admin, body: { product: String(productId) } })
    expect(status).toBe(200)
    expect(json).toMatchObject({ status: 'sent', marketplace: 'fake' })
    const stored = await productById(productId)
    expect(seen[0]!.product).toMatchObject({
      id: productId,
      name: stored.name,
      price: stored.price,
      platform: { slug: 'ps5' },
      body: 'Cosmic Red',
      url: `${payload.config.serverURL}/configured-controller/${productId}`,
    })
    expect(seen[0]!.images).toHaveLength(ps5.previewSides.length)
    expect((await submissions())[0]).toMatchObject({ status: 'sent', marketplace: 'fake', message: json.message })

    const failing = marketplaceProductsEndpoint(() => [
      { ...fake, send: async () => Promise.reject(new Error('timeout')) },
      { ...fake, id: 'other' },
    ])
    const refused = await call(failing, { user: admin, body: { product: productId, marketplace: 'fake' } })
    expect(refused.status).toBe(502)
    expect(refused.json.message).toBe('Fake Market failed: timeout')
    expect((await submissions())[0]).toMatchObject({ status: 'failed', marketplace: 'fake' })
    // Two adapters and none named: the admin has to choose; an unknown one is named back.
    expect((await call(failing, { user: admin, body: { product: productId } })).status).toBe(400)
    expect(
      (await call(failing, { user: admin, body: { product: productId, marketplace: 'ebay' } })).json.message,
    ).toMatch(/ebay/)
    expect((await call(endpoint, { user: admin, body: { product: 987654 } })).status).toBe(404)
    expect((await call(endpoint, { user: admin, body: { product: 'x' } })).status).toBe(400)
  })
})

describe('creator admin: pure helpers', () => {
  it('round-trips descriptions between plain text and rich text', () => {
    const plain = 'Intro line\ncontinued.\n\n- a\n- b\n\nOutro.'
    expect(richTextToPlain(plainToRichText(plain))).toBe('Intro line continued.\n\n- a\n- b\n\nOutro.')
    expect(plainToRichText('   \n\n ')).toBeNull()
    expect(richTextToPlain(null)).toBe('')
  })

  it('counts builds from the tightest stock, ignoring back-order values', () => {
    const option = catalog.options.find((o) => o.isInventoried && o.values.length > 1)!
    const value = option.values[0]!
    const tweaked: CreatorCatalog = {
      ...catalog,
      options: catalog.options.map((o) =>
        o.id === option.id
          ? { ...o, values: o.values.map((v) => (v.id === value.id ? { ...v, stock: 3, stockPolicy: 1 } : v)) }
          : o,
      ),
    }
    const s: Selection = { ...selection, options: { ...selection.options, [`option_${option.id}`]: value.id } }
    expect(buildableCount(tweaked, s, [40])).toBeLessThanOrEqual(3)
    const backOrder: CreatorCatalog = {
      ...catalog,
      options: catalog.options.map((o) => ({ ...o, values: o.values.map((v) => ({ ...v, stockPolicy: 2 })) })),
    }
    expect(buildableCount(backOrder, s, [])).toBe(UNLIMITED_BUILDS)
    expect(buildableCount(backOrder, s, [7])).toBe(7)
  })
})
