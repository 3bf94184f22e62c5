import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload, PayloadRequest } from 'payload'
import { Forbidden, handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, modKey } from '../../src/creator/engine'
import type { Selection } from '../../src/creator/selection'
import { loadCreatorCatalog } from '../../src/creator/server/load-catalog'
import { validateConfiguration } from '../../src/creator/server/validate-configuration'
import type { Platform } from '../../src/payload-types'
import {
  addConfigurationEndpoint,
  CONFIGURATION_UID_PATTERN,
  previewImageEndpoint as controllerPreviewImageEndpoint,
} from '../../src/plugins/configurations'
import { DEMO, testPayload, userByEmail } from './payload'
import { newUser } from './users'

let payload: Payload
type U = Awaited<ReturnType<typeof userByEmail>>
let admin: U
let merchandiser: U
let customer: U
let ps5: Platform
let selection: Selection
let modId: number
let previewDir: string

beforeAll(async () => {
  // Composed previews go to a scratch folder, not the working tree (the cache folder is read on every call).
  previewDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padforge-int-previews-'))
  process.env.PREVIEW_CACHE_DIR = previewDir
  payload = await testPayload()
  admin = await userByEmail(payload, DEMO.admin)
  merchandiser = await userByEmail(payload, DEMO.merchandiser)
  customer = await userByEmail(payload, DEMO.customer)
  ps5 = (await payload.find({ collection: 'platforms', where: { slug: { equals: 'ps5' } }, limit: 1, depth: 0 }))
    .docs[0]!
  const catalog = await loadCreatorCatalog(payload, 'ps5')
  selection = createEngine(catalog).initial()
  modId = catalog.mods[0]!.id
})

afterAll(() => {
  fs.rmSync(previewDir, { recursive: true, force: true })
})

interface AddReply {
  configuration_id: string
  quantity: number
  productId: string
  configuredProduct: {
    name: string
    url: string | null
    images: { front: string | null }
    platform_slug: string
    data: { selected: Selection }
    configurable: boolean
  }
  message?: string
}

/** Calls the endpoint handler the way Payload does, with `json()` giving `body` (or throwing it when an Error). */
async function add(body: unknown, user: U | null = null) {
  const response = await addConfigurationEndpoint.handler({
    payload,
    user,
    headers: new Headers(),
    routeParams: {},
    json: async () => {
      if (body instanceof Error) throw body
      return body
    },
  } as unknown as PayloadRequest)
  return { status: response.status, json: (await response.json()) as AddReply }
}

const bodyOf = (selected: unknown, extra: Record<string, unknown> = {}) => ({
  product: { data: { selected, tempPull: { paddles: false } } },
  platform_id: ps5.id,
  ...extra,
})

const count = async () => (await payload.count({ collection: 'configurations', overrideAccess: true })).totalDocs

const storedByUid = async (uid: string) =>
  (
    await payload.find({
      collection: 'configurations',
      where: { uid: { equals: uid } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]!

/** Through Payload's REST router, as `/api/...` requests reach it in the app. */
const rest = (path: string, init: RequestInit = {}) =>
  handleEndpoints({ config: payload.config, request: new Request(`http://localhost:3000/api${path}`, init) })

describe('POST /api/order/add-configuration', () => {
  it('stores a valid PS5 default configuration with the server price and ignores a price sent by the browser', async () => {
    const before = await count()
    const body = bodyOf(selection, { price: 1, orderTotal: 1, configurable: true })
    ;(body.product.data as Record<string, unknown>).price = 1
    const { status, json } = await add(body)
    expect(status).toBe(200)
    expect(json.configuration_id).toMatch(CONFIGURATION_UID_PATTERN)
    expect(json.productId).toBe(json.configuration_id)
    expect(json.quantity).toBe(1)
    expect(json.configuredProduct).toMatchObject({
      name: 'Custom PS5 Controller',
      url: `/PS5-Custom-Controller?configuration=${json.configuration_id}`,
      platform_slug: 'ps5',
      data: { selected: selection },
      configurable: true,
    })
    expect(json.configuredProduct.images.front ?? '').toMatch(/^\/previews\/ps5\/front\/[0-9a-f]{64}\.png$/)
    expect(
      fs.existsSync(path.join(previewDir, String(json.configuredProduct.images.front).slice('/previews/'.length))),
    ).toBe(true)

    expect(await count()).toBe(before + 1)
    const verdict = await validateConfiguration(payload, 'ps5', selection)
    if (!verdict.ok) throw new Error(verdict.message)
    const stored = await storedByUid(json.configuration_id)
    expect(stored.price).toEqual(verdict.price)
    expect(stored.price.itemSubtotal).toBe(ps5.basePrice)
    expect(stored.price.orderTotal).toBeGreaterThan(1)
    expect(stored).toMatchObject({
      name: 'Custom PS5 Controller',
      platform: ps5.id,
      quantity: 1,
      configurable: true,
      selected: selection,
      tempPull: { paddles: false },
      createdBy: null,
    })
  })

  it('accepts the platform slug, a name and a quantity, and records the signed-in shopper', async () => {
    const { status, json } = await add(
      bodyOf({ ...selection, quantity: 3 }, { platform_id: 'ps5', name: '  My blue pad  ' }),
      customer,
    )
    expect(status).toBe(200)
    expect(json.quantity).toBe(3)
    expect(json.configuredProduct.name).toBe('My blue pad')
    const stored = await storedByUid(json.configuration_id)
    expect(stored.createdBy).toBe(customer.id)
    expect(stored.price.orderTotal).toBe((stored.price.itemSubtotal + stored.price.optionsSubtotal) * 3)
  })

  it("refuses mods without Rapid Fire with the spec's message and stores nothing", async () => {
    const before = await count()
    const { status, json } = await add(bodyOf({ ...selection, mods: { [modKey(modId)]: true } }), customer)
    expect(status).toBe(422)
    expect(json).toEqual({ message: 'Rapid Fire has to be added to select Mods.' })
    expect(await count()).toBe(before)
  })

  it('answers a selection of the wrong shape with 422 and the engine message', async () => {
    const { status, json } = await add(bodyOf({ options: {} }))
    expect(status).toBe(422)
    expect(json.message).toMatch(/^Configuration is invalid/)
  })

  it('answers a malformed body with 400 and a message naming the field, storing nothing', async () => {
    const before = await count()
    const cases: Array<[unknown, RegExp]> = [
      [{ platform_id: ps5.id }, /"product"/],
      [{ product: { data: {} }, platform_id: ps5.id }, /"product\.data\.selected"/],
      [{ product: { data: { selected: [] } }, platform_id: ps5.id }, /"product\.data\.selected"/],
      [bodyOf(selection, { platform_id: { id: ps5.id } }), /"platform_id"/],
      [bodyOf(selection, { platform_id: undefined }), /"platform_id"/],
      [bodyOf(selection, { name: 'x'.repeat(121) }), /"name"/],
      [bodyOf(selection, { configurable: 'yes' }), /"configurable"/],
      [{ ...bodyOf(selection), product: { data: { selected: selection, tempPull: { paddles: 'on' } } } }, /tempPull/],
      ['just a string', /The request body is invalid/],
      [new SyntaxError('Unexpected token'), /must be JSON/],
    ]
    for (const [body, message] of cases) {
      const { status, json } = await add(body)
      expect(status, JSON.stringify(body)).toBe(400)
      expect(json.message).toMatch(message)
    }
    expect(await count()).toBe(before)
  })

  it('answers an unknown platform with 404', async () => {
    for (const platform_id of ['atari-2600', 987654, '987654']) {
      const { status, json } = await add(bodyOf(selection, { platform_id }))
      expect(status).toBe(404)
      expect(json.message).toContain(String(platform_id))
    }
  })

  it('is routed at /api/order/add-configuration and refuses bodies over 64 kB with 413', async () => {
    const ok = await rest('/order/add-configuration', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bodyOf(selection)),
    })
    expect(ok.status).toBe(200)
    const before = await count()
    const big = JSON.stringify(bodyOf(selection, { padding: 'x'.repeat(70 * 1024) }))
    // Announced by Content-Length: refused before reading.
    const declared = await rest('/order/add-configuration', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    })
    expect(declared.status).toBe(413)
    // Streamed without a length: refused once the limit is passed.
    const streamed = await rest('/order/add-configuration', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(await streamed.json()).toEqual({ message: 'The request body is larger than 64 kB.' })
    const broken = await rest('/order/add-configuration', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"product":',
    })
    expect(broken.status).toBe(400)
    expect(await count()).toBe(before)
  })
})

describe('configurations access', () => {
  let othersUid: string
  let ownUid: string
  beforeAll(async () => {
    othersUid = (await add(bodyOf(selection), admin)).json.configuration_id
    ownUid = (await add(bodyOf(selection), customer)).json.configuration_id
  })

  it('a guest may not list or read configurations', async () => {
    await expect(payload.find({ collection: 'configurations', overrideAccess: false })).rejects.toBeInstanceOf(
      Forbidden,
    )
    const stored = await storedByUid(ownUid)
    await expect(
      payload.findByID({ collection: 'configurations', id: stored.id, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
    expect((await rest('/configurations')).status).toBe(403)
    expect((await rest(`/configurations/${stored.id}`)).status).toBe(403)
  })

  it('a customer reads only their own configurations', async () => {
    const { docs } = await payload.find({
      collection: 'configurations',
      overrideAccess: false,
      user: customer,
      depth: 0,
      pagination: false,
    })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((d) => d.createdBy === customer.id)).toBe(true)
    expect(docs.map((d) => d.uid)).toContain(ownUid)
    expect(docs.map((d) => d.uid)).not.toContain(othersUid)
    const others = await storedByUid(othersUid)
    await expect(
      payload.findByID({ collection: 'configurations', id: others.id, overrideAccess: false, user: customer }),
    ).rejects.toThrow()
    const byUid = await payload.find({
      collection: 'configurations',
      where: { uid: { equals: othersUid } },
      overrideAccess: false,
      user: customer,
    })
    expect(byUid.totalDocs).toBe(0)
    const merchandiserView = await payload.find({
      collection: 'configurations',
      overrideAccess: false,
      user: merchandiser,
      depth: 0,
    })
    expect(merchandiserView.docs.every((d) => d.createdBy === merchandiser.id)).toBe(true)
  })

  it('an admin reads every configuration', async () => {
    const { docs } = await payload.find({
      collection: 'configurations',
      overrideAccess: false,
      user: admin,
      pagination: false,
    })
    expect(docs.map((d) => d.uid)).toEqual(expect.arrayContaining([ownUid, othersUid]))
  })

  it('nobody creates or edits a configuration through the API, not even an admin', async () => {
    const before = await count()
    const data = {
      uid: 'forged-configuration-uid-0001',
      name: 'Forged',
      platform: ps5.id,
      quantity: 1,
      selected: selection,
      price: { itemSubtotal: 1, optionsSubtotal: 0, orderTotal: 1 },
    }
    for (const user of [null, customer, admin]) {
      await expect(
        payload.create({ collection: 'configurations', data, overrideAccess: false, user }),
      ).rejects.toBeInstanceOf(Forbidden)
    }
    const post = await rest('/configurations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    })
    expect(post.status).toBe(403)
    const signer = await newUser(payload, 'customer', 'config-signer')
    const { token } = await payload.login({
      collection: 'users',
      data: { email: signer.email, password: signer.password },
    })
    const signedIn = await rest('/configurations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify(data),
    })
    expect(signedIn.status).toBe(403)
    const own = await storedByUid(ownUid)
    await expect(
      payload.update({
        collection: 'configurations',
        id: own.id,
        data: { price: { itemSubtotal: 1, optionsSubtotal: 0, orderTotal: 1 } },
        overrideAccess: false,
        user: customer,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    expect(await count()).toBe(before)
    expect((await storedByUid(ownUid)).price).toEqual(own.price)
  })
})

describe('GET /api/controller-preview-image/{configuration_id}/{side}', () => {
  const preview = async (configurationId: string, side: string, query = '') => {
    const response = await controllerPreviewImageEndpoint.handler({
      payload,
      user: null,
      headers: new Headers(),
      routeParams: { configurationId, side },
      searchParams: new URLSearchParams(query),
    } as unknown as PayloadRequest)
    return { status: response.status, json: (await response.json()) as { url?: string; message?: string } }
  }

  it('answers the URL of the composed image of each side, by uid, to anyone', async () => {
    const added = (await add(bodyOf(selection), customer)).json
    const front = await preview(added.configuration_id, 'front')
    expect(front).toEqual({ status: 200, json: { url: added.configuredProduct.images.front } })
    const back = await preview(added.configuration_id, 'back')
    expect(back.status).toBe(200)
    expect(back.json.url).toMatch(/^\/previews\/ps5\/back\/[0-9a-f]{64}\.png$/)
    expect(fs.existsSync(path.join(previewDir, back.json.url!.slice('/previews/'.length)))).toBe(true)
    const webp = await preview(added.configuration_id, 'back', 'format=webp')
    expect(webp.json.url).toMatch(/\.webp$/)
    const routed = await rest(`/controller-preview-image/${added.configuration_id}/back`)
    expect(routed.status).toBe(200)
    expect(await routed.json()).toEqual({ url: back.json.url })
  })

  it('404 for an unknown configuration, 400 for a side the platform lacks or an unknown format', async () => {
    const uid = (await add(bodyOf(selection))).json.configuration_id
    expect((await preview('no-such-configuration-uid', 'front')).status).toBe(404)
    expect((await preview('../../etc', 'front')).status).toBe(404)
    const stored = await storedByUid(uid)
    expect((await preview(String(stored.id), 'front')).status).toBe(404)
    const left = await preview(uid, 'left')
    expect(left.status).toBe(400)
    expect(left.json.message).toContain('front, top, back')
    const top = await preview(uid, 'top')
    expect(top.status).toBe(400)
    expect(top.json.message).toBe('The PS5 preview has no side "top": use front, back.')
    const gif = await preview(uid, 'front', 'format=gif')
    expect(gif.status).toBe(400)
    expect(gif.json.message).toBe('The query is invalid at "format": use png or webp.')
  })
})
