import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { restClient } from './http'
import { DEMO, DEMO_PASSWORDS, testPayload, userByEmail } from './payload'

let payload: Payload
const EMAIL = 'leaving-customer@padforge.example'
const PASSWORDS: Record<string, string> = { ...DEMO_PASSWORDS, [EMAIL]: 'leaving-customer-pass' }
const { rest, as } = restClient(() => payload, PASSWORDS)

beforeAll(async () => {
  payload = await testPayload()
})

const rowsOf = async (customer: number) =>
  Promise.all(
    (['wishlist-items', 'browsing-history', 'shipping-addresses'] as const).map(
      async (collection) => (await payload.count({ collection, where: { customer: { equals: customer } } })).totalDocs,
    ),
  )

describe("deleting a customer (admin panel's DELETE /api/users/{id})", () => {
  it('takes their wish list, browsing history and address book with them (no other customer may delete them)', async () => {
    await payload.create({
      collection: 'users',
      data: { email: EMAIL, password: PASSWORDS[EMAIL]!, role: 'customer', firstName: 'Leaving' },
      overrideAccess: true, // the test's own fixture
    })
    const customer = await userByEmail(payload, EMAIL)
    const product = (await payload.find({ collection: 'products', where: { status: { equals: 'active' } }, limit: 1 }))
      .docs[0]!
    const post = async (path: string, body?: unknown) =>
      (
        await rest(
          path,
          await as(customer, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) }),
        )
      ).status
    expect(await post(`/add-to-wishlist/${product.id}`)).toBe(200)
    expect(await post('/recently-viewed', { ids: [product.id], limit: 6, offset: 0 })).toBe(200)
    expect(
      await post('/shipping-addresses', {
        country: 'US',
        state: 'NY',
        city: 'New York',
        address1: '350 5th Ave',
        address2: '',
        zip: '10118',
      }),
    ).toBe(201)
    expect(await rowsOf(customer.id)).toEqual([1, 1, 1])

    const admin = await userByEmail(payload, DEMO.admin)
    // Another customer may not delete them; an admin may.
    const other = await userByEmail(payload, DEMO.customer)
    expect((await rest(`/users/${customer.id}`, await as(other, { method: 'DELETE' }))).status).toBe(403)
    expect(await rowsOf(customer.id)).toEqual([1, 1, 1])
    const deleted = await rest(`/users/${customer.id}`, await as(admin, { method: 'DELETE' }))
    expect(deleted.status).toBe(200)
    expect(await rowsOf(customer.id)).toEqual([0, 0, 0])
    expect((await payload.find({ collection: 'users', where: { email: { equals: EMAIL } } })).totalDocs).toBe(0)
  })
})
