import type { CollectionSlug, Payload } from 'payload'
import { Forbidden } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { CATALOG_SLUGS } from '../../src/collections/catalog'
import { DEMO, testPayload, userByEmail } from './payload'

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

const WRITABLE_BY_STAFF: CollectionSlug[] = [...(CATALOG_SLUGS as CollectionSlug[]), 'pages', 'media']

async function firstId(slug: CollectionSlug): Promise<number> {
  const { docs } = await payload.find({ collection: slug, limit: 1, depth: 0, overrideAccess: true })
  const doc = docs[0] as { id: number } | undefined
  if (!doc) throw new Error(`seed left ${slug} empty`)
  return doc.id
}

describe('catalog access', () => {
  it.each(WRITABLE_BY_STAFF)('everyone may read %s', async (slug) => {
    const { totalDocs } = await payload.find({ collection: slug, overrideAccess: false, limit: 1 })
    expect(totalDocs).toBeGreaterThan(0)
  })

  it.each(WRITABLE_BY_STAFF)('a guest may not update or delete %s', async (slug) => {
    const id = await firstId(slug)
    await expect(payload.update({ collection: slug, id, data: {}, overrideAccess: false })).rejects.toBeInstanceOf(
      Forbidden,
    )
    await expect(payload.delete({ collection: slug, id, overrideAccess: false })).rejects.toBeInstanceOf(Forbidden)
  })

  it.each(WRITABLE_BY_STAFF)('a customer may not update %s', async (slug) => {
    const id = await firstId(slug)
    await expect(
      payload.update({ collection: slug, id, data: {}, overrideAccess: false, user: customer }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('a guest and a customer may not create catalog records', async () => {
    await expect(
      payload.create({ collection: 'labels', data: { name: 'Guest label', color: '#000000' }, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.create({
        collection: 'labels',
        data: { name: 'Customer label', color: '#000000' },
        overrideAccess: false,
        user: customer,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    const { totalDocs } = await payload.count({ collection: 'labels', where: { name: { like: 'label' } } })
    expect(totalDocs).toBe(0)
  })

  it('a merchandiser edits option values; the change is stored', async () => {
    const id = await firstId('option-values')
    const updated = await payload.update({
      collection: 'option-values',
      id,
      data: { price: 2345 },
      overrideAccess: false,
      user: merchandiser,
    })
    expect(updated.price).toBe(2345)
    const label = await payload.create({
      collection: 'labels',
      data: { name: 'Merch Pick', color: '#123456' },
      overrideAccess: false,
      user: merchandiser,
    })
    await payload.delete({ collection: 'labels', id: label.id, overrideAccess: false, user: merchandiser })
  })

  it('site settings are readable by everyone and writable by staff only', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings.freeShippingThreshold).toBe(9900)
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { freeShippingThreshold: 1 },
        overrideAccess: false,
        user: customer,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    const changed = await payload.updateGlobal({
      slug: 'site-settings',
      data: { freeShippingThreshold: 9900 },
      overrideAccess: false,
      user: merchandiser,
    })
    expect(changed.freeShippingThreshold).toBe(9900)
  })
})

describe('user access', () => {
  it('a guest reads no users and cannot register through the users collection', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'guest@padforge.example', password: 'secret123', role: 'customer' },
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('a customer reads and updates only themselves', async () => {
    const { docs } = await payload.find({ collection: 'users', overrideAccess: false, user: customer })
    expect(docs.map((d) => d.email)).toEqual([DEMO.customer])
    const updated = await payload.update({
      collection: 'users',
      id: customer.id,
      data: { phone: '+1 212 555 0199' },
      overrideAccess: false,
      user: customer,
    })
    expect(updated.phone).toBe('+1 212 555 0199')
    await expect(
      payload.update({
        collection: 'users',
        id: admin.id,
        data: { phone: '1' },
        overrideAccess: false,
        user: customer,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('a customer cannot make themselves admin or grant themselves flags', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: customer.id,
      data: { role: 'admin', isPartner: true },
      overrideAccess: false,
      user: customer,
    })
    expect(updated.role).toBe('customer')
    expect(updated.isPartner).toBe(false)
  })

  it('an admin reads every user and sets roles', async () => {
    const { totalDocs } = await payload.find({ collection: 'users', overrideAccess: false, user: admin })
    expect(totalDocs).toBeGreaterThanOrEqual(3)
    const created = await payload.create({
      collection: 'users',
      data: { email: 'new.merch@padforge.example', password: 'secret123', role: 'merchandiser' },
      overrideAccess: false,
      user: admin,
    })
    expect(created.role).toBe('merchandiser')
    await payload.delete({ collection: 'users', id: created.id, overrideAccess: false, user: admin })
  })

  it('only staff may open the admin panel', async () => {
    const config = payload.collections.users.config.access.admin
    expect(config).toBeTypeOf('function')
    const canOpen = (user: unknown) => (config as (a: { req: { user: unknown } }) => boolean)({ req: { user } })
    expect(canOpen(admin)).toBe(true)
    expect(canOpen(merchandiser)).toBe(true)
    expect(canOpen(customer)).toBe(false)
    expect(canOpen(null)).toBe(false)
  })

  it('locks an account after five failed logins', async () => {
    const email = 'lockout@padforge.example'
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'right-password', role: 'customer' },
      overrideAccess: true,
    })
    for (let i = 0; i < 5; i += 1) {
      await expect(payload.login({ collection: 'users', data: { email, password: 'wrong' } })).rejects.toThrow()
    }
    await expect(payload.login({ collection: 'users', data: { email, password: 'right-password' } })).rejects.toThrow(
      /locked/i,
    )
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
  })
})
