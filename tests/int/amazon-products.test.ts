import type { Payload } from 'payload'
import { Forbidden, ValidationError } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cacheTags } from '../../src/cache'
import { onInvalidate } from '../../src/cache/invalidate'
import type { AmazonProduct } from '../../src/payload-types'
import { restClient } from './http'
import { DEMO, DEMO_PASSWORDS, testPayload, userByEmail } from './payload'

// The Amazon products slider's collection and calls on the real database, through the REST router
// (storefront.md sections 2, 7): a group's active items with public fields, the click counter under concurrency and
// its rate limit, 404s, who may write, and what a change invalidates.

let payload: Payload
type U = Awaited<ReturnType<typeof userByEmail>>
let merchandiser: U
let customer: U
let image: number
const GROUP = 'int-amazon'
const items: Record<'second' | 'first' | 'off', AmazonProduct> = {} as never
const { rest, as } = restClient(() => payload, DEMO_PASSWORDS)

const clicksOf = async (id: number) =>
  Number((await payload.findByID({ collection: 'amazon-products', id, overrideAccess: true })).clicks) // clicks are staff-only: the test reads them as the system

beforeAll(async () => {
  payload = await testPayload()
  merchandiser = await userByEmail(payload, DEMO.merchandiser)
  customer = await userByEmail(payload, DEMO.customer)
  image = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!.id
  const make = (title: string, sort: number, active: boolean, price: number | null) =>
    payload.create({
      collection: 'amazon-products',
      data: { group: GROUP, title, sort, active, price, image, link: `https://www.amazon.com/s?k=${sort}` },
      overrideAccess: false,
      user: merchandiser,
    })
  items.second = await make('Second by sort', 20, true, 1999)
  items.first = await make('First by sort', 10, true, null)
  items.off = await make('Not shown', 5, false, 999)
})

afterEach(() => {
  delete process.env.TRUST_PROXY
  delete process.env.RATE_LIMIT_AMAZON_CLICK
})

describe('GET /api/amazon-products/{group}', () => {
  it("answers the group's active items in sort order, public fields only", async () => {
    const response = await rest(`/amazon-products/${GROUP}`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.group).toBe(GROUP)
    expect(body.products.map((p: { id: number }) => p.id)).toEqual([items.first.id, items.second.id])
    expect(Object.keys(body.products[0]).sort()).toEqual(['href', 'id', 'image', 'price', 'title'])
    expect(body.products[0]).toMatchObject({ price: null, href: `/api/amazon-products/increment/${items.first.id}` })
    expect(body.products[1].price).toBe(1999)
    expect(body.products[0].image.url).toMatch(/^\/api\/media\/file\//)
  })

  it('answers an empty list for a group without active items, and 400 for a name that is no group', async () => {
    expect(await (await rest('/amazon-products/no-such-group')).json()).toEqual({
      group: 'no-such-group',
      products: [],
    })
    expect((await rest('/amazon-products/Bad_Group')).status).toBe(400)
  })

  it("leaves Payload's own reads where they were: by id (active only for guests), count", async () => {
    const byId = await rest(`/amazon-products/${items.second.id}`)
    expect(byId.status).toBe(200)
    const doc = await byId.json()
    expect(doc.title).toBe('Second by sort')
    expect(doc).not.toHaveProperty('clicks')
    expect((await rest(`/amazon-products/${items.off.id}`)).status).toBe(404)
    const count = await rest(`/amazon-products/count?where[group][equals]=${GROUP}`)
    expect(await count.json()).toEqual({ totalDocs: 2 })
  })

  it('the REST list: guests see active items without clicks; staff see every item and its clicks', async () => {
    const query = `/amazon-products?where[group][equals]=${GROUP}&depth=0`
    const guest = await (await rest(query)).json()
    expect(guest.docs).toHaveLength(2)
    for (const doc of guest.docs) expect(doc).not.toHaveProperty('clicks')
    const staff = await (await rest(query, await as({ email: DEMO.merchandiser }))).json()
    expect(staff.docs).toHaveLength(3)
    for (const doc of staff.docs) expect(typeof doc.clicks).toBe('number')
  })
})

describe('GET /api/amazon-products/increment/{id}', () => {
  it('counts every one of 20 concurrent clicks and redirects each to the Amazon link', async () => {
    const before = await clicksOf(items.first.id)
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => rest(`/amazon-products/increment/${items.first.id}`, { redirect: 'manual' })),
    )
    for (const response of responses) {
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe(items.first.link)
      expect(response.headers.get('cache-control')).toContain('no-store')
    }
    expect(await clicksOf(items.first.id)).toBe(before + 20)
  })

  it('is 404 for an unknown or inactive item, counting nothing', async () => {
    expect((await rest('/amazon-products/increment/2147483647')).status).toBe(404)
    const before = await clicksOf(items.off.id)
    expect((await rest(`/amazon-products/increment/${items.off.id}`)).status).toBe(404)
    expect(await clicksOf(items.off.id)).toBe(before)
    expect((await rest('/amazon-products/increment/abc')).status).toBe(400)
  })

  it('past the per-address limit still sends the shopper to Amazon but counts nothing more', async () => {
    process.env.TRUST_PROXY = '1'
    process.env.RATE_LIMIT_AMAZON_CLICK = '3/600'
    const before = await clicksOf(items.second.id)
    const from = (address: string) => ({ redirect: 'manual' as const, headers: { 'x-forwarded-for': address } })
    for (let i = 0; i < 5; i++) {
      const response = await rest(`/amazon-products/increment/${items.second.id}`, from('203.0.113.77'))
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe(items.second.link)
    }
    expect(await clicksOf(items.second.id)).toBe(before + 3)
    // Another shopper's click still counts.
    await rest(`/amazon-products/increment/${items.second.id}`, from('198.51.100.8'))
    expect(await clicksOf(items.second.id)).toBe(before + 4)
  })
})

describe('who may write', () => {
  it('a guest and a customer may not create or update items', async () => {
    const data = {
      group: GROUP,
      title: 'Guest item',
      image,
      link: 'https://www.amazon.com/dp/B000000000',
      sort: 0,
    }
    await expect(payload.create({ collection: 'amazon-products', data, overrideAccess: false })).rejects.toBeInstanceOf(
      Forbidden,
    )
    await expect(
      payload.create({ collection: 'amazon-products', data, overrideAccess: false, user: customer }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.update({
        collection: 'amazon-products',
        id: items.first.id,
        data: { title: 'x' },
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.update({
        collection: 'amazon-products',
        id: items.first.id,
        data: { title: 'x' },
        overrideAccess: false,
        user: customer,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    const post = await rest('/amazon-products', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    })
    expect(post.status).toBe(403)
    const { totalDocs } = await payload.count({
      collection: 'amazon-products',
      where: { title: { equals: 'Guest item' } },
    })
    expect(totalDocs).toBe(0)
  })

  it('staff may not type the click count, nor a link off Amazon or a group that is no slug', async () => {
    const before = await clicksOf(items.second.id)
    await payload.update({
      collection: 'amazon-products',
      id: items.second.id,
      data: { clicks: 99_999 } as never,
      overrideAccess: false,
      user: merchandiser,
    })
    expect(await clicksOf(items.second.id)).toBe(before)
    await expect(
      payload.update({
        collection: 'amazon-products',
        id: items.second.id,
        data: { link: 'https://amazon.com.evil.example/dp/1' },
        overrideAccess: false,
        user: merchandiser,
      }),
    ).rejects.toBeInstanceOf(ValidationError)
    await expect(
      payload.update({
        collection: 'amazon-products',
        id: items.second.id,
        data: { group: '12345' },
        overrideAccess: false,
        user: merchandiser,
      }),
    ).rejects.toBeInstanceOf(ValidationError)
  })
})

describe('cache', () => {
  const heard = async (write: () => Promise<unknown>) => {
    const tags: string[] = []
    const stop = onInvalidate((t) => tags.push(...t))
    try {
      await write()
    } finally {
      stop()
    }
    return [...new Set(tags)]
  }

  it("an edit invalidates its group's slider (both groups when it moves); a click invalidates nothing", async () => {
    expect(
      await heard(() =>
        payload.update({
          collection: 'amazon-products',
          id: items.second.id,
          data: { title: 'Second, renamed' },
          overrideAccess: false,
          user: merchandiser,
        }),
      ),
    ).toEqual([cacheTags.amazonGroup(GROUP)])
    expect(
      await heard(() =>
        payload.update({
          collection: 'amazon-products',
          id: items.off.id,
          data: { group: 'int-amazon-other' },
          overrideAccess: false,
          user: merchandiser,
        }),
      ),
    ).toEqual(expect.arrayContaining([cacheTags.amazonGroup(GROUP), cacheTags.amazonGroup('int-amazon-other')]))
    expect(await heard(() => rest(`/amazon-products/increment/${items.first.id}`))).toEqual([])
  })

  it('the seed shows its demo group on the accessories listing', async () => {
    const page = (
      await payload.find({
        collection: 'pages',
        where: { path: { equals: '/Video-Game-Accessories-Cases-and-Stands' } },
        limit: 1,
      })
    ).docs[0]
    const group = page?.listing?.amazonGroup
    expect(group).toBe('controller-accessories')
    const body = await (await rest(`/amazon-products/${group}`)).json()
    expect(body.products.length).toBeGreaterThan(6)
  })
})
