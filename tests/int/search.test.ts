import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { cacheTags as t } from '../../src/cache'
import { onInvalidate } from '../../src/cache/invalidate'
import { richText } from '../../src/lib/lexical'
import { POSTS } from '../../src/seed/data/posts'
import { searchSite } from '../../src/storefront/search'
import { restClient } from './http'
import { testPayload } from './payload'

// Site search on the real database (PostgreSQL full-text, the GIN indexes of the blog_and_search migration) and the
// blog: labels, ranking, the index following edits, drafts kept out, the article slider's endpoint.

let payload: Payload
const { rest } = restClient(() => payload, {})
beforeAll(async () => {
  payload = await testPayload()
})

describe('site search', () => {
  it('finds products by their name, best match first, and nothing else when only Products is chosen', async () => {
    const results = await searchSite(payload, 'cosmic red', ['products'])
    expect(results.products.length).toBeGreaterThan(0)
    expect(results.products[0]?.name).toMatch(/Cosmic Red/)
    expect(results.pages).toEqual([])
    expect(results.articles).toEqual([])
  })

  it('matches word beginnings, every word required', async () => {
    const some = await searchSite(payload, 'cosm', ['products'])
    expect(some.products.some((p) => /Cosmic/.test(p.name))).toBe(true)
    expect((await searchSite(payload, 'cosmic zzzqqq', ['everywhere'])).products).toEqual([])
  })

  it('Everywhere searches pages and blog articles too', async () => {
    const results = await searchSite(payload, 'rapid fire', ['everywhere'])
    expect(results.articles[0]?.title).toBe(POSTS[0]?.title)
    expect(results.articles[0]?.url).toMatch(/^\/blog\/rapid-fire-explained/)
    const pages = await searchSite(payload, 'store', ['pages'])
    expect(pages.pages.map((p) => p.path)).toContain('/store')
    expect(pages.products).toEqual([])
  })

  it('text that is no query finds nothing and never reaches SQL as syntax', async () => {
    for (const text of ['', '   ', "'; drop table products; --", '!!! & | <->'])
      expect(await searchSite(payload, text, ['everywhere'])).toMatchObject({ articles: [] })
  })

  it('follows edits at once: a renamed product is found by its new name, a discontinued one no more', async () => {
    const product = await payload.create({
      collection: 'products',
      data: { name: 'Zephyrquill Grip', slug: 'zephyrquill-grip', type: 'others', price: 999, status: 'active' },
    })
    try {
      expect((await searchSite(payload, 'zephyrquill', ['products'])).products.map((p) => p.id)).toEqual([product.id])
      await payload.update({ collection: 'products', id: product.id, data: { name: 'Quasarwick Grip' } })
      expect((await searchSite(payload, 'zephyrquill', ['products'])).products).toEqual([])
      expect((await searchSite(payload, 'quasarwick', ['products'])).products.map((p) => p.id)).toEqual([product.id])
      await payload.update({ collection: 'products', id: product.id, data: { status: 'discontinued' } })
      expect((await searchSite(payload, 'quasarwick', ['products'])).products).toEqual([])
    } finally {
      await payload.delete({ collection: 'products', id: product.id })
    }
  })
})

describe('site search: descriptions (issue 27, finding 16)', () => {
  it("'warranty' finds the factory DualSense, whose description offers the Extended Warranty", async () => {
    const results = await searchSite(payload, 'warranty', ['products'])
    expect(results.products.map((p) => p.name)).toContain('DualSense Wireless Controller')
    // The workshop warranty named in the custom controllers' descriptions counts too.
    expect(results.products.length).toBeGreaterThan(10)
  })

  it('ranks a name match above products that match only in their description, and reads no JSON keys', async () => {
    const description = richText([{ p: 'Tuned by the Marrowlight crew. Marrowlight inside, Marrowlight outside.' }])
    const byDescription = await payload.create({
      collection: 'products',
      data: {
        name: 'Quiet Stick Caps',
        slug: 'quiet-stick-caps-16',
        type: 'others',
        price: 999,
        status: 'active',
        description,
      },
    })
    const byName = await payload.create({
      collection: 'products',
      data: { name: 'Marrowlight Grip', slug: 'marrowlight-grip-16', type: 'others', price: 999, status: 'active' },
    })
    try {
      const found = (await searchSite(payload, 'marrowlight', ['products'])).products.map((p) => p.id)
      expect(found).toEqual([byName.id, byDescription.id])
      // Lexical's node types and keys are not text: 'paragraph' or 'ltr' find nothing through the description.
      expect((await searchSite(payload, 'paragraph ltr', ['products'])).products).toEqual([])
      await payload.update({
        collection: 'products',
        id: byDescription.id,
        data: { description: richText([{ p: 'Nothing to see.' }]) },
      })
      expect((await searchSite(payload, 'marrowlight', ['products'])).products.map((p) => p.id)).toEqual([byName.id])
    } finally {
      await payload.delete({ collection: 'products', where: { id: { in: [byName.id, byDescription.id] } } })
    }
  })
})

describe('blog', () => {
  it('drafts are neither searched nor readable by shoppers; staff read them', async () => {
    const heard: string[] = []
    const stop = onInvalidate((tags) => heard.push(...tags))
    const draft = await payload.create({
      collection: 'posts',
      data: { title: 'Draft about Xylophonic paddles', slug: 'xylophonic-draft', excerpt: 'Not yet.', status: 'draft' },
    })
    try {
      expect((await searchSite(payload, 'xylophonic', ['articles'])).articles).toEqual([])
      const guest = await rest(`/posts/${draft.id}`)
      expect(guest.status).toBe(404)
      const list = await (await rest('/posts?where[slug][equals]=xylophonic-draft')).json()
      expect(list.totalDocs).toBe(0)
      await payload.update({ collection: 'posts', id: draft.id, data: { status: 'published' } })
      const published = await searchSite(payload, 'xylophonic', ['articles'])
      expect(published.articles.map((a) => a.id)).toEqual([draft.id])
      expect((await payload.findByID({ collection: 'posts', id: draft.id })).publishedAt).toBeTruthy()
    } finally {
      await payload.delete({ collection: 'posts', id: draft.id })
      stop()
    }
    expect(heard).toContain(t.posts)
  })

  it('GET /api/blog/shop-articles gives the six newest published articles', async () => {
    const response = await rest('/blog/shop-articles')
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data).toHaveLength(6)
    expect(data.map((a: { title: string }) => a.title)).toEqual(POSTS.slice(0, 6).map((p) => p.title))
    expect(data[0]).toMatchObject({ url: expect.stringMatching(/^\/blog\//), excerpt: POSTS[0]?.excerpt })
  })
})
