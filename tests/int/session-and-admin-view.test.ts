import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CreatorView } from '../../src/creator/view'
import { MAX_QUANTITY } from '../../src/lib/basket/quantity'
import { adminViewEndpoint } from '../../src/plugins/creator-admin'
import { viewerEndpoint } from '../../src/plugins/session/endpoints/viewer'
import { callEndpoint } from './http'
import { DEMO, testPayload, userByEmail } from './payload'

// The per-shopper data of cached pages: who is looking (GET /api/session) and the admin mode's data
// (GET /api/creator/admin-view/{platform}), each only for whom it belongs to.

let payload: Payload
type U = Awaited<ReturnType<typeof userByEmail>>
let admin: U
let merchandiser: U
let customer: U
beforeAll(async () => {
  payload = await testPayload()
  admin = await userByEmail(payload, DEMO.admin)
  merchandiser = await userByEmail(payload, DEMO.merchandiser)
  customer = await userByEmail(payload, DEMO.customer)
})

const url = (query = '') => `http://localhost/api/creator/admin-view/ps5${query}`

describe('GET /api/session', () => {
  it('says guest to a guest, and each signed-in user only about themself', async () => {
    expect((await callEndpoint(payload, viewerEndpoint)).json).toEqual({ viewer: null })
    const mine = await callEndpoint<{ viewer: { id: number; isAdmin: boolean } }>(payload, viewerEndpoint, {
      user: customer,
    })
    // The customer flags of account.md section 3, and nothing private (no e-mail, phone or role).
    expect(mine.json.viewer).toEqual({
      id: customer.id,
      firstName: 'Casey',
      name: 'Casey C.',
      isAdmin: false,
      canComment: true,
      isAffiliateMember: true,
      isPartner: false,
    })
    const theirs = await callEndpoint<{ viewer: { id: number; isAdmin: boolean } }>(payload, viewerEndpoint, {
      user: admin,
    })
    expect(theirs.json.viewer).toMatchObject({ id: admin.id, isAdmin: true })
  })

  it('is never stored by a cache', async () => {
    const response = await viewerEndpoint.handler({ payload, user: customer } as never)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('GET /api/creator/admin-view/{platform}', () => {
  it('is for admins only: guests get 401, customers and merchandisers 403', async () => {
    for (const user of [null, customer, merchandiser]) {
      const { status } = await callEndpoint(payload, adminViewEndpoint, {
        user,
        params: { platform: 'ps5' },
        url: url(),
      })
      expect(status).toBe(user ? 403 : 401)
    }
  })

  it('gives an admin the real stock counts, the labels, and the product being edited', async () => {
    const { status, json } = await callEndpoint<{
      view: CreatorView
      labels: Array<{ name: string }>
      product: { id: number } | null
    }>(payload, adminViewEndpoint, { user: admin, params: { platform: 'ps5' }, url: url() })
    expect(status).toBe(200)
    expect(json.product).toBeNull()
    expect(json.labels.length).toBeGreaterThan(0)
    const stock = json.view.catalog.options.flatMap((o) => o.values.map((v) => v.stock))
    expect(Math.max(...stock)).toBeGreaterThan(MAX_QUANTITY)

    const product = (
      await payload.find({
        collection: 'products',
        where: { and: [{ isConfigurable: { equals: true } }, { 'platform.slug': { equals: 'ps5' } }] },
        limit: 1,
        depth: 0,
      })
    ).docs[0]!
    const withProduct = await callEndpoint<{ product: { id: number; name: string } }>(payload, adminViewEndpoint, {
      user: admin,
      params: { platform: 'ps5' },
      url: url(`?product=${product.id}`),
    })
    expect(withProduct.status).toBe(200)
    expect(withProduct.json.product).toMatchObject({ id: product.id, name: product.name })
  })

  it('404 a product of another platform, an unknown platform; 400 a malformed product id', async () => {
    const other = (
      await payload.find({
        collection: 'products',
        where: { and: [{ isConfigurable: { equals: true } }, { 'platform.slug': { not_equals: 'ps5' } }] },
        limit: 1,
        depth: 0,
      })
    ).docs[0]!
    const call = (platform: string, query = '') =>
      callEndpoint(payload, adminViewEndpoint, {
        user: admin,
        params: { platform },
        url: `http://localhost/api/creator/admin-view/${platform}${query}`,
      })
    expect((await call('ps5', `?product=${other.id}`)).status).toBe(404)
    expect((await call('no-such-platform')).status).toBe(404)
    expect((await call('ps5', '?product=abc')).status).toBe(400)
  })
})
