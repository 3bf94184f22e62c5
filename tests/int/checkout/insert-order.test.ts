// The order's set-based insert (issue 32 item 3) stores exactly what Payload's create stored: the same data written both
// ways reads back the same, every array and group included; the collection's hooks still run on create; and a failed
// transaction leaves no row behind.

import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Order, Transaction } from '../../../src/payload-types'
import { insertOrder, type OrderData } from '../../../src/plugins/orders/operations/insert-order'
import { recordTransaction } from '../../../src/plugins/orders/operations/record-payment'
import { inTransaction } from '../../../src/server/transaction'
import { testPayload } from '../payload'
import { newCustomer } from '../payments/helpers'
import { defaultBuild, query, requestAs, storeConfiguration } from './fixtures'

let payload: Payload
const passwords: Record<string, string> = {}

beforeAll(async () => {
  payload = await testPayload()
})

const first = async (collection: 'products' | 'shipping-methods') =>
  (await payload.find({ collection, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id as number

/** An order with every part filled: two lines (one with services), two packages, a coupon, a history, stock. */
async function fullOrder(customer: number, email: string): Promise<OrderData> {
  const { selection } = await defaultBuild(payload)
  const uid = await storeConfiguration(payload, 'ps5', selection)
  const configuration = (
    await query<{ id: number }>(payload, 'select id from configurations where uid = $1', [uid])
  )[0]!.id
  const [product, method] = await Promise.all([first('products'), first('shipping-methods')])
  const code = `SAVE${randomBytes(3).toString('hex')}`.toUpperCase()
  const coupon = (
    await payload.create({
      collection: 'coupons',
      data: { code, description: 'Ten percent off', discountType: 'percent', discount: 10 },
      overrideAccess: true, // the test's own fixture
    })
  ).id
  const tag = randomBytes(4).toString('hex')
  return {
    number: `T-${tag}`,
    status: 'new',
    paymentStatus: 'awaiting',
    paymentMethod: 'manual',
    cancelable: true,
    customer,
    email,
    attemptKey: `attempt-${tag}`,
    shipping: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      phone: '+1 212 555 0100',
      address1: '350 5th Ave',
      address2: 'Floor 3',
      city: 'New York',
      state: 'NY',
      stateName: 'New York',
      zip: '10118',
      country: 'US',
      countryName: 'United States',
      instructions: 'Leave at the desk',
    },
    billing: { sameAsShipping: false, address1: '1 Main St', zip: '02110', country: 'US' },
    lines: [
      {
        name: 'PS5 Custom Controller',
        status: 'new',
        quantity: 2,
        kind: 'configuration',
        configuration,
        product: null,
        platform: 'ps5',
        unitPrice: 189.99,
        servicesPrice: 24.5,
        lineTotal: 428.98,
        packageId: 'ps5',
        services: [
          { key: 'warranty', name: 'Extended warranty', price: 14.5 },
          { key: 'gift', name: 'Gift wrap', price: 10 },
        ],
        stockKeys: ['value:12', 'hardware:ps5:base'],
      },
      {
        name: 'Charging Dock',
        status: 'new',
        quantity: 1,
        kind: 'product',
        configuration: null,
        product,
        platform: null,
        unitPrice: 29.95,
        servicesPrice: 0,
        lineTotal: 29.95,
        packageId: 'accessories',
        services: [],
        stockKeys: ['product:1'],
      },
    ],
    packages: [
      {
        packageId: 'ps5',
        name: 'Package 1',
        methodName: 'Priority',
        carrier: 'USPS',
        method,
        price: 12.5,
        deliveryTime: 3,
        assemblyTime: 2,
        assemblyDate: '2026-12-01',
        deliveryDate: '2026-12-04',
        sda: false,
      },
      {
        packageId: 'accessories',
        name: 'Package 2',
        methodName: null,
        carrier: null,
        method: null,
        price: 0,
        deliveryTime: null,
        assemblyTime: 0,
        assemblyDate: null,
        deliveryDate: null,
        sda: null,
      },
    ],
    totals: {
      items: 409.93,
      services: 49,
      subtotal: 458.93,
      shipping: 12.5,
      discount: 45.89,
      tax: 37.4,
      vatFee: 0,
      totalBeforeTax: 425.54,
      total: 462.94,
    },
    coupon: {
      ref: coupon,
      code: 'SAVE10',
      description: 'Ten percent off',
      discountType: 'percent',
      discount: 10,
      totalDiscount: 45.89,
    },
    taxLabel: 'NY sales tax',
    paymentInstructions: 'Pay to account 123',
    stockTaken: [
      { key: 'value:12', quantity: 2 },
      { key: 'product:1', quantity: 1 },
    ],
    statusHistory: [{ status: 'new', at: '2026-11-29T10:00:00.000Z', by: customer, note: 'Order placed' }],
  }
}

/** An order as read back, without what differs by write (ids, number, attempt, timestamps). */
function comparable(order: Order) {
  const { id, number, attemptKey, createdAt, updatedAt, ...rest } = order
  const withoutId = <T extends { id?: unknown }>(rows: T[] | null | undefined) =>
    (rows ?? []).map(({ id: _id, ...row }) => row)
  return {
    ...rest,
    lines: (rest.lines ?? []).map(({ id: _id, services, ...line }) => ({ ...line, services: withoutId(services) })),
    packages: withoutId(rest.packages),
    stockTaken: withoutId(rest.stockTaken),
    statusHistory: withoutId(rest.statusHistory),
  }
}

const read = (id: number) =>
  payload.findByID({ collection: 'orders', id, depth: 0, joins: false, overrideAccess: true })

describe('the set-based order insert', () => {
  it("reads back exactly as Payload's create of the same data", async () => {
    const customer = await newCustomer(payload, passwords, `insert-${randomBytes(3).toString('hex')}`)
    const data = await fullOrder(customer.id, customer.email)
    const req = requestAs(payload, { ...customer, collection: 'users' })

    const written = await inTransaction(req, () => insertOrder(req, data))
    const other = { ...data, number: `${data.number}-p`, attemptKey: `${data.attemptKey}-p` }
    const viaPayload = await payload.create({ collection: 'orders', data: other, depth: 0, overrideAccess: true })

    const [ours, theirs] = await Promise.all([read(written.id), read(viaPayload.id)])
    expect(comparable(ours)).toEqual(comparable(theirs))
    expect(ours.number).toBe(data.number)
    expect(ours.lines?.[0]?.services).toHaveLength(2)
    expect(ours.lines?.[0]?.stockKeys).toEqual(['value:12', 'hardware:ps5:base'])
    // What the operation hands on (mails, line pictures, hooks) names the rows as stored.
    expect(written.lines?.map((l) => l.id)).toEqual(ours.lines?.map((l) => l.id))
    expect(written.lines?.[0]?.services?.map((s) => s.id)).toEqual(ours.lines?.[0]?.services?.map((s) => s.id))
    expect(new Date(written.createdAt).getTime()).toBe(new Date(ours.createdAt).getTime())
  })

  it("runs the collection's afterChange hooks on create: the buyer becomes an affiliate member", async () => {
    const customer = await newCustomer(payload, passwords, `member-${randomBytes(3).toString('hex')}`)
    const req = requestAs(payload, { ...customer, collection: 'users' })
    const before = await query(payload, 'select id from affiliates where customer_id = $1', [customer.id])
    expect(before).toHaveLength(0)

    await inTransaction(req, async () => insertOrder(req, await fullOrder(customer.id, customer.email)))

    const after = await query(payload, 'select id from affiliates where customer_id = $1', [customer.id])
    expect(after).toHaveLength(1)
  })

  it('leaves nothing behind when its transaction fails', async () => {
    const customer = await newCustomer(payload, passwords, `rollback-${randomBytes(3).toString('hex')}`)
    const data = await fullOrder(customer.id, customer.email)
    const name = `Rollback ${data.number}`
    data.lines = data.lines?.map((line) => ({ ...line, name }))
    const req = requestAs(payload, { ...customer, collection: 'users' })

    await expect(
      inTransaction(req, async () => {
        await insertOrder(req, data)
        throw new Error('the stock ran out')
      }),
    ).rejects.toThrow('the stock ran out')

    expect(await query(payload, 'select id from orders where number = $1', [data.number])).toHaveLength(0)
    expect(await query(payload, 'select id from orders_lines where name = $1', [name])).toHaveLength(0)
  })

  it("records a payment's transaction as Payload's create did, its provider's answer included", async () => {
    const customer = await newCustomer(payload, passwords, `payment-${randomBytes(3).toString('hex')}`)
    const req = requestAs(payload, { ...customer, collection: 'users' })
    const order = await inTransaction(req, async () => insertOrder(req, await fullOrder(customer.id, customer.email)))
    const key = `tx-${randomBytes(4).toString('hex')}`
    const answer = {
      status: 'succeeded' as const,
      amount: 1999,
      providerId: 'pi_123',
      data: { charge: { id: 'ch_1', n: 2 } },
    }
    const written = await inTransaction(req, () =>
      recordTransaction(
        req,
        { order: order.id, provider: 'stripe', kind: 'payment', amount: 1999, idempotencyKey: key },
        answer,
      ),
    )
    const viaPayload = await payload.create({
      collection: 'transactions',
      data: {
        order: order.id,
        session: null,
        provider: 'stripe',
        kind: 'payment',
        amount: 1999,
        currency: 'usd',
        status: 'succeeded',
        providerId: 'pi_123',
        idempotencyKey: `${key}-p`,
        error: null,
        data: answer.data,
      },
      overrideAccess: true, // the comparison's other half
    })
    const read = (id: number) => payload.findByID({ collection: 'transactions', id, depth: 0, overrideAccess: true })
    const strip = ({ id: _id, idempotencyKey: _key, createdAt: _c, updatedAt: _u, ...rest }: Transaction) => rest
    const [ours, theirs] = await Promise.all([read(written.id), read(viaPayload.id)])
    expect(strip(ours)).toEqual(strip(theirs))
    expect(ours.data).toEqual({ charge: { id: 'ch_1', n: 2 } })
    expect(ours.idempotencyKey).toBe(key)
    // A second record of the same key is refused by the database, as Payload's unique index refused it.
    await expect(
      inTransaction(req, () =>
        recordTransaction(
          req,
          { order: order.id, provider: 'stripe', kind: 'payment', amount: 1999, idempotencyKey: key },
          answer,
        ),
      ),
    ).rejects.toThrow()
  })
})
