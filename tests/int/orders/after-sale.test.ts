// After the sale (issue 29), with manual payment: the account's order history (own orders only), the customer's
// cancel (one winner against a second cancel or a staff move; stock, coupon and status history back in one
// transaction), staff moving order products over REST under the transition table, and tracking from staff events.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AccountOrder } from '../../../src/lib/orders/account-view'
import { CANCEL_REFUSED } from '../../../src/lib/orders/cancel'
import { runDueJobs } from '../../../src/plugins/jobs'
import { ordersSettled } from '../../../src/plugins/orders/operations/after-order'
import { cancelOrder } from '../../../src/plugins/orders/operations/cancel-order'
import { orderByNumber, placeOrder, requestAs, settle, valueStock } from '../checkout/fixtures'
import { restClient } from '../http'
import { testPayload } from '../payload'
import { stockedBuild } from '../payments/helpers'
import { newUser } from '../users'

let payload: Payload
let uid: string
let valueIds: number[]
type User = Awaited<ReturnType<typeof newUser>>
let alice: User
let bob: User
let staff: User
const { rest, as } = restClient(() => payload)

beforeAll(async () => {
  payload = await testPayload()
  ;({ uid, valueIds } = await stockedBuild(payload))
  alice = await newUser(payload, 'customer', 'alice')
  bob = await newUser(payload, 'customer', 'bob')
  staff = await newUser(payload, 'merchandiser', 'workshop')
})

/** The answers these calls give (account orders, an order product, tracking, errors). */
interface Reply {
  total: number
  message: string
  success: boolean
  data: { data: AccountOrder[] }
  product: { id: string }
}

async function call(user: User | null, method: string, path: string, body?: unknown) {
  const response = await rest(path, await as(user, { method, ...(body ? { body: JSON.stringify(body) } : {}) }))
  return { status: response.status, json: (await response.json().catch(() => null)) as Reply | null }
}

async function aliceOrder() {
  const { created } = await placeOrder(payload, [{ id: uid, type: 'controller', quantity: 1 }], {
    user: alice,
    email: alice.email,
  })
  return orderByNumber(payload, created.orderId)
}

/** Alice's order with its bank transfer recorded as received: staff may move it past new (issue 50 item 8). */
async function alicePaidOrder() {
  const order = await aliceOrder()
  await payload.update({ collection: 'orders', id: order.id, data: { paymentStatus: 'paid' }, overrideAccess: true })
  return orderByNumber(payload, order.number)
}

const mailsOf = async (to: string) =>
  (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, overrideAccess: true, limit: 100 })).docs

describe('order history', () => {
  it("lists the customer's own orders, newest first, ten a page, with the spec's fields", async () => {
    const first = await aliceOrder()
    const second = await aliceOrder()
    const all = await call(alice, 'GET', '/account/orders/all?limit=1&offset=0')
    expect(all.status).toBe(200)
    expect(all.json?.total).toBeGreaterThanOrEqual(2)
    expect(all.json?.data.data.map((o) => o.number)).toEqual([second.number])
    const next = await call(alice, 'GET', '/account/orders/all?limit=1&offset=1')
    expect(next.json?.data.data[0]?.number).toBe(first.number)
    const view = all.json?.data.data[0]
    expect(view).toMatchObject({ status: 'new', cancelable: true, cancelRefusal: null })
    expect(view?.products[0]).toMatchObject({ status: 'new', statusText: 'new', quantity: 1, trackable: false })
    expect(view?.products[0]?.dates.assembly).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    expect((await call(alice, 'GET', '/account/orders')).json?.total).toBe(all.json?.total)
  })

  it("records each line's picture and link after the order, for the history and the thanks page", async () => {
    const order = await aliceOrder()
    await ordersSettled()
    const stored = await orderByNumber(payload, order.number)
    expect(stored.lines[0]?.url).toMatch(new RegExp(`\\?configuration=${uid}$`))
    expect(stored.lines[0]?.image).toMatch(/^\/previews\//)
    const listed = (await call(alice, 'GET', '/account/orders/all')).json?.data.data.find(
      (o) => o.number === order.number,
    )
    expect(listed?.products[0]).toMatchObject({ image: stored.lines[0]?.image, url: stored.lines[0]?.url })
  })

  it("never shows another customer's orders: lists, order products and cancel are 404 or empty", async () => {
    const order = await aliceOrder()
    const bobs = await call(bob, 'GET', '/account/orders/all')
    expect(bobs.json?.data.data.map((o) => o.number)).not.toContain(order.number)
    const lineId = order.lines[0]!.id!
    expect((await call(bob, 'GET', `/order-product/${lineId}`)).status).toBe(404)
    expect((await call(bob, 'GET', `/track-order-product/${lineId}`)).status).toBe(404)
    expect((await call(bob, 'DELETE', `/account/orders/${order.id}`)).status).toBe(404)
    expect((await orderByNumber(payload, order.number)).status).toBe('new')
    expect((await call(null, 'GET', '/account/orders/all')).status).toBe(401)
    expect((await call(alice, 'GET', `/order-product/${lineId}`)).json?.product.id).toBe(lineId)
  })

  it('refuses bad input with a 400 and changes nothing', async () => {
    expect((await call(alice, 'GET', '/account/orders/shipped')).status).toBe(400)
    expect((await call(alice, 'GET', '/account/orders/all?limit=0')).status).toBe(400)
    expect((await call(alice, 'GET', '/account/orders/all?offset=-1')).status).toBe(400)
    expect((await call(alice, 'DELETE', '/account/orders/abc')).status).toBe(400)
    expect((await call(alice, 'GET', '/track-order-product/..%2F')).status).toBe(400)
  })
})

describe('cancel', () => {
  it('two cancels at once: one cancel, one restock, one history entry, the order under Cancelled Orders', async () => {
    const order = await aliceOrder()
    const stock = await Promise.all(valueIds.map((id) => valueStock(payload, id)))
    const results = await Promise.all([1, 2].map(() => settle(cancelOrder(requestAs(payload, alice), order.id))))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    const refused = results.find((r) => !r.ok)
    expect(refused?.ok === false && refused.error.message).toBe(CANCEL_REFUSED)
    expect(await Promise.all(valueIds.map((id) => valueStock(payload, id)))).toEqual(stock.map((s) => s + 1))
    const stored = await orderByNumber(payload, order.number)
    expect(stored.status).toBe('canceled')
    expect(stored.paymentStatus).toBe('canceled') // a bank transfer that never came: nothing to refund
    expect(stored.lines.map((l) => l.status)).toEqual(['canceled'])
    expect(stored.statusHistory?.filter((h) => h.status === 'canceled' && !h.line)).toHaveLength(1)
    const canceled = await call(alice, 'GET', '/account/orders/canceled')
    const listed = canceled.json?.data.data.find((o) => o.number === order.number)
    expect(listed).toMatchObject({ status: 'canceled', cancelable: false, totals: { total: 0 } })
    expect(listed?.products[0]?.buyAgain).toMatchObject({ type: 'controller', id: uid, quantity: 1 })
    expect(stored.totals?.total).toBeGreaterThan(0) // the stored amounts stay
    await runDueJobs(payload)
    expect((await mailsOf(alice.email)).some((m) => m.subject === `Your order ${order.number} is canceled`)).toBe(true)
  })

  it('a cancel racing a staff move to processed: exactly one wins', async () => {
    const order = await alicePaidOrder()
    const staffMove = async () => {
      const fresh = await orderByNumber(payload, order.number)
      return payload.update({
        collection: 'orders',
        id: order.id,
        data: { lines: fresh.lines.map((l) => ({ ...l, status: 'processed' as const })) },
        user: staff,
        overrideAccess: false,
      })
    }
    const [cancel, move] = await Promise.all([
      settle(cancelOrder(requestAs(payload, alice), order.id)),
      settle(staffMove()),
    ])
    expect([cancel.ok, move.ok].filter(Boolean)).toHaveLength(1)
    const stored = await orderByNumber(payload, order.number)
    expect(stored.status).toBe(cancel.ok ? 'canceled' : 'processed')
    if (!cancel.ok) expect(cancel.error.message).toBe(CANCEL_REFUSED)
  })

  it('is refused with the tooltip text once the order is in the workshop, over REST too', async () => {
    const order = await alicePaidOrder()
    const moved = await call(staff, 'PATCH', `/orders/${order.id}`, {
      lines: order.lines.map((l) => ({ ...l, status: 'processed' })),
    })
    expect(moved.status).toBe(200)
    const reply = await call(alice, 'DELETE', `/account/orders/${order.id}`)
    expect(reply).toMatchObject({ status: 409, json: { message: CANCEL_REFUSED } })
    const listed = (await call(alice, 'GET', '/account/orders/all')).json?.data.data.find(
      (o) => o.number === order.number,
    )
    expect(listed).toMatchObject({ status: 'processed', cancelable: false, cancelRefusal: CANCEL_REFUSED })
  })

  it('records a bank-transfer refund owed when a paid manual order is canceled', async () => {
    const order = await aliceOrder()
    await payload.update({ collection: 'orders', id: order.id, data: { paymentStatus: 'paid' }, overrideAccess: true })
    const { order: view } = await cancelOrder(requestAs(payload, alice), order.id)
    expect(view.refunds).toEqual([
      expect.objectContaining({ amount: order.totals!.total, status: 'pending', provider: 'manual' }),
    ])
    expect(view.refundTotal).toBe(order.totals!.total)
  })
})

describe('fulfilment by staff', () => {
  it('moves an item only along the table, needs a tracking number to ship, and mails the customer', async () => {
    const order = await alicePaidOrder()
    const line = order.lines[0]!
    const patch = (user: User, changes: Record<string, unknown>) =>
      call(user, 'PATCH', `/orders/${order.id}`, { lines: [{ ...line, ...changes }] })

    expect((await patch(alice, { status: 'processed' })).status).toBe(403)
    const skip = await patch(staff, { status: 'shipped' })
    expect(skip.status).toBe(400)
    expect(JSON.stringify(skip.json)).toContain('cannot go from new to shipped')
    expect((await patch(staff, { status: 'processed' })).status).toBe(200)
    const noNumber = await patch(staff, { status: 'shipped', shipment: { carrier: 'usps' } })
    expect(noNumber.status).toBe(400)
    expect(JSON.stringify(noNumber.json)).toContain('Enter the tracking number')

    const shipped = await patch(staff, {
      status: 'shipped',
      shipment: { carrier: 'usps', service: 'Priority Mail', trackingNumber: '9400 1118 99' },
      trackingEvents: [
        { at: '2026-11-27T15:00:00Z', description: 'Picked up', location: 'Brooklyn, NY' },
        { at: '2026-11-28T02:00:00Z', description: 'In transit', location: 'Newark, NJ' },
      ],
    })
    expect(shipped.status).toBe(200)
    const stored = await orderByNumber(payload, order.number)
    expect(stored.status).toBe('shipped')
    expect(stored.lines[0]!.shipment).toMatchObject({
      trackingNumber: '9400 1118 99',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201118%2099',
    })
    expect(stored.lines[0]!.shipment?.shippedAt).toBeTruthy()
    expect(stored.statusHistory?.filter((h) => h.line === line.id).map((h) => h.status)).toEqual([
      'processed',
      'shipped',
    ])
    expect(stored.statusHistory?.every((h) => !h.line || Number(h.by) === staff.id)).toBe(true)

    const track = await call(alice, 'GET', `/track-order-product/${line.id}`)
    expect(track.status).toBe(200)
    expect(track.json).toMatchObject({
      success: true,
      shipment: { carrier: 'USPS', trackingNumber: '9400 1118 99' },
      trackData: {
        history: [
          {
            // 02:00 UTC on the 28th is 21:00 on the 27th in New York: one day, newest first.
            name: 'Friday, November 27, 2026',
            results: [
              { description: 'In transit', location: 'Newark, NJ', time: '9:00 PM' },
              { description: 'Picked up', location: 'Brooklyn, NY', time: '10:00 AM' },
            ],
          },
        ],
      },
    })
    await runDueJobs(payload)
    const mails = await mailsOf(alice.email)
    expect(mails.some((m) => m.subject?.startsWith('Shipped:'))).toBe(true)

    expect((await patch(staff, { status: 'processed' })).status).toBe(400)
    const fresh = await orderByNumber(payload, order.number)
    expect(
      (
        await call(staff, 'PATCH', `/orders/${order.id}`, {
          lines: fresh.lines.map((l) => ({ ...l, status: 'delivered' })),
        })
      ).status,
    ).toBe(200)
    const delivered = await orderByNumber(payload, order.number)
    expect(delivered.status).toBe('delivered')
    expect(delivered.lines[0]!.deliveredAt).toBeTruthy()
    // The account shows a delivered order no cancel at all, and the item's delivery status (issue 50 item 10).
    const listed = (await call(alice, 'GET', '/account/orders/all')).json?.data.data.find(
      (o) => o.number === order.number,
    )
    expect(listed).toMatchObject({ showCancel: false, cancelable: false, cancelRefusal: null })
    expect(listed?.products[0]).toMatchObject({ status: 'delivered', deliveryStatus: 'Delivered' })
  })

  it('answers 409 to tracking an item that has not shipped', async () => {
    const order = await aliceOrder()
    expect((await call(alice, 'GET', `/track-order-product/${order.lines[0]!.id}`)).status).toBe(409)
  })
})

describe('the job queue', () => {
  it('runs each job once when two runners take the queue at the same time', async () => {
    const order = await aliceOrder()
    await runDueJobs(payload) // what earlier tests left
    const before = (await mailsOf(alice.email)).length
    for (let i = 0; i < 12; i++)
      await payload.jobs.queue({
        task: 'order-mail',
        input: { order: order.id, kind: 'delivered', line: order.lines[0]!.id },
      })
    const ran = await Promise.all([runDueJobs(payload), runDueJobs(payload), runDueJobs(payload)])
    expect(ran.reduce((a, b) => a + b, 0)).toBe(12)
    expect((await mailsOf(alice.email)).length - before).toBe(12)
  })
})
