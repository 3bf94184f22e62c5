// The 3-per-line limit across lines (issue 27, finding 4): one product or configuration counts over all its lines
// (a product with and without the warranty included), and a basket holds at most 30 items. Through the store's own
// endpoints: the quote, the coupon check and order creation refuse such a basket with 400 and write nothing.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { BASKET_LIMIT_MESSAGES } from '../../../src/lib/basket/limits'
import type { CheckoutItem } from '../../../src/lib/checkout/api'
import { restClient } from '../http'
import { testPayload } from '../payload'
import { guestEmail, orderInput, placeable, requestAs } from './fixtures'

let payload: Payload
let productIds: number[]
const { rest } = restClient(() => payload)
const NY = { country: 'US', state: 'NY', zip: '10118' }

beforeAll(async () => {
  payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ inStock: { equals: true } }, { availableQuantity: { greater_than_equal: 3 } }] },
    sort: 'id',
    limit: 11,
    depth: 0,
    overrideAccess: true, // stock is staff-only; the test picks products it can sell
  })
  productIds = docs.map((d) => d.id)
  expect(productIds.length).toBe(11)
})

const post = async (path: string, body: unknown) => {
  const response = await rest(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    json: (await response.json()) as { message?: string; errors?: Record<string, string[]> },
  }
}
const basket = (products: CheckoutItem[]) => ({ products, sameBoxShipment: false, coupon: null })
const quote = (products: CheckoutItem[]) =>
  post('/order/basket-shipping-packages', { address: NY, basket: basket(products), choices: {} })
const line = (id: number, quantity: number, services?: CheckoutItem['services']): CheckoutItem => ({
  id,
  type: 'product',
  quantity,
  ...(services ? { services } : {}),
})

describe('one product over several lines', () => {
  it('refuses two lines of 3 of one product (the quote and the coupon check), naming the lines', async () => {
    const id = productIds[0]!
    const reply = await quote([line(id, 3), line(id, 3)])
    expect(reply.status).toBe(400)
    expect(reply.json.errors).toEqual({
      'basket.products.0.quantity': [BASKET_LIMIT_MESSAGES.item],
      'basket.products.1.quantity': [BASKET_LIMIT_MESSAGES.item],
    })
    const coupon = await post('/order/apply-coupon', { code: 'WELCOME10', basket: basket([line(id, 2), line(id, 2)]) })
    expect(coupon.status).toBe(400)
  })

  it('counts the product with and without a service together', async () => {
    const reply = await quote([line(productIds[0]!, 2, ['warranty']), line(productIds[0]!, 2)])
    expect(reply.status).toBe(400)
    expect(reply.json.message).toContain(BASKET_LIMIT_MESSAGES.item)
  })

  it('accepts lines of one product that stay within 3 together', async () => {
    expect((await quote([line(productIds[0]!, 2), line(productIds[0]!, 1)])).status).toBe(200)
  })

  it('refuses an order of two lines of 3 and writes no order', async () => {
    const id = productIds[0]!
    const good = await placeable(requestAs(payload), orderInput([line(id, 3)], { email: guestEmail('limits') }))
    const before = (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs
    const reply = await post('/order/create-order', {
      ...good,
      basket: { ...good.basket, products: [line(id, 3), line(id, 3)] },
    })
    expect(reply.status).toBe(400)
    expect(reply.json.message).toContain(BASKET_LIMIT_MESSAGES.item)
    expect((await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(before)
  })
})

describe('the size of a basket', () => {
  it('refuses 50 lines of 3 and 11 products of 3 (more than 30 items); takes 10 of 3', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => line(productIds[i % productIds.length]!, 3))
    expect((await quote(fifty)).status).toBe(400)
    const eleven = await quote(productIds.map((id) => line(id, 3)))
    expect(eleven.status).toBe(400)
    expect(eleven.json.message).toContain(BASKET_LIMIT_MESSAGES.total)
    expect((await quote(productIds.slice(0, 10).map((id) => line(id, 3)))).status).toBe(200)
  })
})
