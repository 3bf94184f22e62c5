import type { Endpoint, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { REVIEW_MESSAGES } from '../../src/lib/reviews'
import type { Platform, Product, Review } from '../../src/payload-types'
import {
  createReviewEndpoint,
  deleteReviewEndpoint,
  editLinkEndpoint,
  listReviewsEndpoint,
  updateReviewEndpoint,
} from '../../src/plugins/reviews/endpoints'
import { type CallOptions, callEndpoint, restClient } from './http'
import { DEMO, DEMO_PASSWORDS, testPayload, userByEmail } from './payload'

let payload: Payload
type U = Awaited<ReturnType<typeof userByEmail>>
let admin: U
let customer: U
let other: U
let muted: U
let ps5: Platform
let ps5Product: Product

const PASSWORDS: Record<string, string> = {
  ...DEMO_PASSWORDS,
  'reviews-other@padforge.example': 'reviews-other-pass',
  'reviews-muted@padforge.example': 'reviews-muted-pass',
}

async function ensureUser(email: string, canComment: boolean): Promise<U> {
  const existing = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
  if (!existing.docs[0])
    await payload.create({
      collection: 'users',
      data: { email, password: PASSWORDS[email]!, role: 'customer', canComment, firstName: 'Test' },
      overrideAccess: true,
    })
  return userByEmail(payload, email)
}

beforeAll(async () => {
  payload = await testPayload()
  admin = await userByEmail(payload, DEMO.admin)
  customer = await userByEmail(payload, DEMO.customer)
  other = await ensureUser('reviews-other@padforge.example', true)
  muted = await ensureUser('reviews-muted@padforge.example', false)
  ps5 = (await payload.find({ collection: 'platforms', where: { slug: { equals: 'ps5' } }, limit: 1, depth: 0 }))
    .docs[0]!
  ps5Product = (
    await payload.find({
      collection: 'products',
      where: { and: [{ platform: { equals: ps5.id } }, { isConfigurable: { equals: true } }] },
      limit: 1,
      depth: 0,
    })
  ).docs[0]!
})

interface Reply {
  message?: string
  errors?: Record<string, string[]>
  review?: { id: number; status: string; customer_id: number | null; name: string; is_best_review: boolean }
  data?: Array<{ id: number; is_best_review: boolean; stars: number; status: string }>
  next_page_url?: string | null
  url?: string
  total?: number
  rating?: number
  doc?: { id: number }
  [key: string]: unknown
}

/** Calls an endpoint handler the way Payload does, `json()` giving `body`. */
const call = (endpoint: Endpoint, options: CallOptions & { user?: U | null }) =>
  callEndpoint<Reply>(payload, endpoint, { url: 'http://localhost:3000/api/reviews', ...options })

/** Through Payload's REST router, as `/api/...` requests reach it in the app; `as` signs a request in. */
const { rest, as } = restClient(() => payload, PASSWORDS)
const restJson = async (p: string, init: RequestInit) => {
  const response = await rest(p, init)
  return { status: response.status, json: (await response.json()) as Reply }
}

const form = (extra: Record<string, unknown> = {}) => ({
  platform_id: 'ps5',
  stars: 4,
  headline: 'Integration headline',
  name: 'Int Tester',
  text: 'Written by the integration tests.',
  ...extra,
})

const stored = (id: number) =>
  payload.findByID({ collection: 'reviews', id, depth: 0, overrideAccess: true }) as Promise<Review>

/** A review written straight into the database (any author, any status). */
const write = (data: {
  customer?: number | null
  status?: Review['status']
  name?: string
  isBestReview?: boolean
  product?: number
}) =>
  payload.create({
    collection: 'reviews',
    data: {
      platform: ps5.id,
      stars: 5,
      name: data.name ?? 'Direct',
      text: 'Written straight to the database.',
      status: data.status ?? 'pending',
      isBestReview: data.isBestReview ?? false,
      customer: data.customer ?? null,
      product: data.product ?? null,
    },
    overrideAccess: true,
    depth: 0,
  })

describe('POST /api/reviews (create)', () => {
  it('lets a guest write a pending review of a creator page', async () => {
    const { status, json } = await call(createReviewEndpoint, { body: form({ name: '  Guest Gamer ' }) })
    expect(status, json.message).toBe(201)
    expect(json.message).toMatch(/once we have checked it/)
    expect(json.review).toMatchObject({ status: 'pending', customer_id: null, name: 'Guest Gamer' })
    const review = await stored(json.review!.id)
    expect(review).toMatchObject({ platform: ps5.id, product: null, customer: null, status: 'pending', stars: 4 })
  })

  it('records the signed-in customer and ignores a status or best flag sent by the browser', async () => {
    const { status, json } = await call(createReviewEndpoint, {
      user: customer,
      body: form({ status: 'approved', isBestReview: true, is_best_review: true, customer: admin.id }),
    })
    expect(status).toBe(201)
    const review = await stored(json.review!.id)
    expect(review).toMatchObject({ customer: customer.id, status: 'pending', isBestReview: false })
  })

  it("records a prebuilt product's platform, and takes a platform by numeric id", async () => {
    const product = await call(createReviewEndpoint, {
      body: form({ platform_id: undefined, product_id: ps5Product.id }),
    })
    expect(product.status).toBe(201)
    expect(await stored(product.json.review!.id)).toMatchObject({ product: ps5Product.id, platform: ps5.id })
    const byId = await call(createReviewEndpoint, { body: form({ platform_id: ps5.id }) })
    expect(byId.status).toBe(201)
    expect(await stored(byId.json.review!.id)).toMatchObject({ platform: ps5.id, product: null })
  })

  it('refuses a signed-in customer without canComment with 403', async () => {
    const { status, json } = await call(createReviewEndpoint, { user: muted, body: form() })
    expect(status).toBe(403)
    expect(json.message).toMatch(/not allowed/)
  })

  it("answers a bad form with 422 and the spec's messages", async () => {
    const { status, json } = await call(createReviewEndpoint, { body: form({ name: '  ', text: 'abc' }) })
    expect(status).toBe(422)
    expect(json.errors).toEqual({ name: ['Please, enter your name'], text: ['Minimum review length is 5 symbols'] })
    expect(json.message).toBe('Please, enter your name')
    for (const stars of [0, 6, 'five', null]) {
      const bad = await call(createReviewEndpoint, { body: form({ stars }) })
      expect(bad.status).toBe(422)
      expect(bad.json.errors?.stars).toEqual([REVIEW_MESSAGES.stars])
    }
    const long = await call(createReviewEndpoint, { body: form({ text: 'x'.repeat(5001) }) })
    expect(long.json.errors?.text).toEqual([REVIEW_MESSAGES.textTooLong])
    const array = await call(createReviewEndpoint, { body: [1, 2] })
    expect(array.status).toBe(422)
  })

  it('needs something to review: 422 without a target, 404 an unknown one, 400 a body that is not JSON', async () => {
    expect((await call(createReviewEndpoint, { body: form({ platform_id: null }) })).status).toBe(422)
    expect((await call(createReviewEndpoint, { body: form({ platform_id: 'no-such-pad' }) })).status).toBe(404)
    expect((await call(createReviewEndpoint, { body: form({ platform_id: 999_999 }) })).status).toBe(404)
    expect((await call(createReviewEndpoint, { body: form({ product_id: 999_999 }) })).status).toBe(404)
    expect((await call(createReviewEndpoint, { body: form({ platform_id: { $ne: 1 } }) })).status).toBe(422)
    const text = await restJson('/reviews', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'nope',
    })
    expect(text.status).toBe(400)
    const empty = await restJson('/reviews', { method: 'POST' })
    expect(empty.status).toBe(400)
  })

  it("is ours through Payload's REST router (its own create is not reachable)", async () => {
    const { status, json } = await restJson(
      '/reviews',
      await as(other, { method: 'POST', body: JSON.stringify(form()) }),
    )
    expect(status).toBe(201)
    expect(json.review).toMatchObject({ status: 'pending', customer_id: other.id })
    const forbidden = await restJson('/reviews', await as(muted, { method: 'POST', body: JSON.stringify(form()) }))
    expect(forbidden.status).toBe(403)
  })
})

describe('POST /api/reviews/{product} (list)', () => {
  it('lists approved reviews of a platform 4 at a time, best first, with totals and next_page_url', async () => {
    const first = await call(listReviewsEndpoint, { params: { product: 'ps5' }, body: {} })
    expect(first.status).toBe(200)
    const total = first.json.total!
    expect(total).toBeGreaterThanOrEqual(5)
    expect(first.json.data).toHaveLength(4)
    expect(first.json.data!.every((r) => r.status === 'approved')).toBe(true)
    expect(first.json.data![0]!.is_best_review).toBe(true)
    expect(first.json.next_page_url).toBe('/api/reviews/ps5?page=2&limit=4')
    const sum = [1, 2, 3, 4, 5].reduce((s, n) => s + (first.json[`total_${n}`] as number), 0)
    expect(sum).toBe(total)
    expect(first.json.rating).toBeGreaterThan(0)

    // The next page through the REST router, as the browser's 'Load more' posts it.
    const second = await restJson(first.json.next_page_url!.replace(/^\/api/, ''), { method: 'POST' })
    expect(second.status).toBe(200)
    const ids = new Set([...first.json.data!, ...second.json.data!].map((r) => r.id))
    expect(ids.size).toBe(first.json.data!.length + second.json.data!.length)
  })

  it('reads limit and page from the body, never lists pending reviews, and 404s unknown targets', async () => {
    const all = await call(listReviewsEndpoint, { params: { product: 'ps5' }, body: { limit: 50, page: 1 } })
    expect(all.json.next_page_url).toBeNull()
    expect(all.json.data).toHaveLength(all.json.total!)
    const junk = await call(listReviewsEndpoint, { params: { product: 'ps5' }, body: { limit: 'x', page: -3 } })
    expect(junk.status).toBe(200)
    expect(junk.json.data).toHaveLength(4)
    for (const ref of ['no-such-pad', 'PS5', '0', '999999', '../x'])
      expect((await call(listReviewsEndpoint, { params: { product: ref }, body: {} })).status).toBe(404)
    expect((await restJson('/reviews/ps5', { method: 'POST' })).status).toBe(200)
    // A body that is not JSON is a bad request, like everywhere in the store.
    expect((await restJson('/reviews/ps5', { method: 'POST', body: 'not json' })).status).toBe(400)
  })
})

describe('moderation and access', () => {
  it('shows a review once an admin approves it in the admin panel (Payload PATCH); a customer cannot approve', async () => {
    const created = await call(createReviewEndpoint, { user: customer, body: form({ headline: 'Needs approval' }) })
    const id = created.json.review!.id
    const listed = async () =>
      (await call(listReviewsEndpoint, { params: { product: 'ps5' }, body: { limit: 50 } })).json.data!.map((r) => r.id)
    expect(await listed()).not.toContain(id)

    // The author may PATCH their review, but not its status: it stays pending.
    const self = await restJson(
      `/reviews/${id}`,
      await as(customer, { method: 'PATCH', body: JSON.stringify({ status: 'approved' }) }),
    )
    expect(self.status).toBe(200)
    expect((await stored(id)).status).toBe('pending')

    const approved = await restJson(
      `/reviews/${id}`,
      await as(admin, { method: 'PATCH', body: JSON.stringify({ status: 'approved' }) }),
    )
    expect(approved.status).toBe(200)
    expect(await listed()).toContain(id)
  })

  it('lets the public read only approved reviews and authors also their own', async () => {
    const mine = await write({ customer: other.id, status: 'pending', name: 'Pending mine' })
    const guest = await restJson(`/reviews/${mine.id}`, { method: 'GET' })
    expect(guest.status).toBe(404)
    const author = await restJson(`/reviews/${mine.id}`, await as(other, { method: 'GET' }))
    expect(author.status).toBe(200)
    const stranger = await restJson(`/reviews/${mine.id}`, await as(customer, { method: 'GET' }))
    expect(stranger.status).toBe(404)
    const list = await restJson('/reviews?limit=200&depth=0', { method: 'GET' })
    expect((list.json.docs as Review[]).every((r) => r.status === 'approved')).toBe(true)
  })
})

describe('GET /api/reviews/edit-link/{id}', () => {
  let mine: Review
  beforeAll(async () => {
    mine = await write({ customer: customer.id, status: 'approved', name: 'Casey C.' })
  })

  it("gives the author who can comment the edit form's URL", async () => {
    const { status, json } = await call(editLinkEndpoint, { user: customer, params: { id: String(mine.id) } })
    expect(status).toBe(200)
    expect(json.url).toBe(`/PS5-Custom-Controller/reviews/${mine.id}/edit`)
    const viaRest = await restJson(`/reviews/edit-link/${mine.id}`, await as(customer, { method: 'GET' }))
    expect(viaRest.json.url).toBe(json.url)
  })

  it('answers 401 to guests, 403 to other customers, admins and an author without canComment; 404 unknown reviews', async () => {
    for (const user of [null, other, admin])
      expect((await call(editLinkEndpoint, { user, params: { id: String(mine.id) } })).status).toBe(user ? 403 : 401)
    const silenced = await write({ customer: muted.id, status: 'approved' })
    expect((await call(editLinkEndpoint, { user: muted, params: { id: String(silenced.id) } })).status).toBe(403)
    expect((await call(editLinkEndpoint, { user: customer, params: { id: '999999' } })).status).toBe(404)
    // A malformed id is a bad request, not a missing review.
    expect((await call(editLinkEndpoint, { user: customer, params: { id: 'abc' } })).status).toBe(400)
  })
})

describe('PUT /api/reviews/{id}', () => {
  it('lets an admin mark one best review per platform (the previous best is cleared)', async () => {
    const before = (await call(listReviewsEndpoint, { params: { product: 'ps5' }, body: {} })).json.data![0]!
    expect(before.is_best_review).toBe(true)
    const candidate = await write({ status: 'approved', name: 'Future best' })
    const { status, json } = await call(updateReviewEndpoint, {
      user: admin,
      params: { id: String(candidate.id) },
      body: { is_best_review: true },
    })
    expect(status, json.message).toBe(200)
    expect(json.review?.is_best_review).toBe(true)
    expect((await stored(before.id)).isBestReview).toBe(false)
    const after = (await call(listReviewsEndpoint, { params: { product: 'ps5' }, body: {} })).json.data![0]!
    expect(after.id).toBe(candidate.id)
    const best = await payload.count({
      collection: 'reviews',
      where: {
        and: [{ platform: { equals: ps5.id } }, { product: { exists: false } }, { isBestReview: { equals: true } }],
      },
    })
    expect(best.totalDocs).toBe(1)
  })

  it("keeps a product's best review apart from its platform's", async () => {
    const platformBest = await write({ status: 'approved', isBestReview: true, name: 'Platform best' })
    const productBest = await write({ status: 'approved', product: ps5Product.id, name: 'Product best' })
    const marked = await restJson(
      `/reviews/${productBest.id}`,
      await as(admin, { method: 'PUT', body: JSON.stringify({ is_best_review: true }) }),
    )
    expect(marked.status).toBe(200)
    expect((await stored(platformBest.id)).isBestReview).toBe(true)
    expect((await stored(productBest.id)).isBestReview).toBe(true)
  })

  it('refuses best-review marks from everyone but admins, and non-boolean values', async () => {
    const review = await write({ status: 'approved', customer: customer.id })
    const id = String(review.id)
    expect((await call(updateReviewEndpoint, { params: { id }, body: { is_best_review: true } })).status).toBe(401)
    expect(
      (await call(updateReviewEndpoint, { user: customer, params: { id }, body: { is_best_review: true } })).status,
    ).toBe(403)
    const bad = await call(updateReviewEndpoint, { user: admin, params: { id }, body: { is_best_review: 'yes' } })
    expect(bad.status).toBe(422)
    expect((await call(updateReviewEndpoint, { user: admin, params: { id }, body: {} })).status).toBe(422)
    expect(
      (await call(updateReviewEndpoint, { user: admin, params: { id: '999999' }, body: { is_best_review: true } }))
        .status,
    ).toBe(404)
  })

  it("saves the author's edit back to pending, with the spec's messages for a bad one", async () => {
    const review = await write({ status: 'approved', customer: customer.id })
    const id = String(review.id)
    const edit = { stars: 2, headline: 'Changed my mind', name: 'Casey C.', text: 'The stick started drifting.' }
    const { status, json } = await call(updateReviewEndpoint, { user: customer, params: { id }, body: edit })
    expect(status, json.message).toBe(200)
    expect(await stored(review.id)).toMatchObject({ stars: 2, text: 'The stick started drifting.', status: 'pending' })
    const bad = await call(updateReviewEndpoint, { user: customer, params: { id }, body: { ...edit, text: 'no' } })
    expect(bad.status).toBe(422)
    expect(bad.json.errors).toEqual({ text: ['Minimum review length is 5 symbols'] })
    expect((await call(updateReviewEndpoint, { user: other, params: { id }, body: edit })).status).toBe(403)
    expect((await call(updateReviewEndpoint, { params: { id }, body: edit })).status).toBe(401)
    const silenced = await write({ customer: muted.id, status: 'approved' })
    expect(
      (await call(updateReviewEndpoint, { user: muted, params: { id: String(silenced.id) }, body: edit })).status,
    ).toBe(403)
    const notJson = await restJson(`/reviews/${id}`, await as(customer, { method: 'PUT', body: '{' }))
    expect(notJson.status).toBe(400)
  })
})

describe('DELETE /api/reviews/{id}', () => {
  it('lets the author who can comment delete their own review', async () => {
    const review = await write({ customer: customer.id })
    for (const user of [null, other])
      expect((await call(deleteReviewEndpoint, { user, params: { id: String(review.id) } })).status).toBe(403)
    const { status, json } = await call(deleteReviewEndpoint, { user: customer, params: { id: String(review.id) } })
    expect(status).toBe(200)
    expect(json.doc?.id).toBe(review.id)
    expect(await payload.count({ collection: 'reviews', where: { id: { equals: review.id } } })).toMatchObject({
      totalDocs: 0,
    })
  })

  it('refuses an author without canComment', async () => {
    const review = await write({ customer: muted.id })
    expect((await call(deleteReviewEndpoint, { user: muted, params: { id: String(review.id) } })).status).toBe(403)
  })

  it("lets an admin delete any review through the REST router (ours stands before Payload's)", async () => {
    const review = await write({ customer: customer.id, status: 'approved' })
    const { status, json } = await restJson(`/reviews/${review.id}`, await as(admin, { method: 'DELETE' }))
    expect(status).toBe(200)
    expect(json).toMatchObject({ message: 'The review was deleted.', doc: { id: review.id } })
    const again = await restJson(`/reviews/${review.id}`, await as(admin, { method: 'DELETE' }))
    expect(again.status).toBe(404)
    const guest = await restJson('/reviews/abc', { method: 'DELETE' })
    expect(guest.status).toBe(400) // a malformed id, whoever asks
  })
})
