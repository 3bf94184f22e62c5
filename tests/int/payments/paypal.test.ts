// PayPal payments (issue 13) through the PayPal peer: the order made for the server's amount, approved and captured
// before the order is placed, a declined capture, the tab closed after approval, and whose session it is.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placeOrder } from '../../../src/plugins/orders'
import type { CreateOrderInput } from '../../../src/plugins/orders/operations/create-order'
import { startPayPal } from '../../../src/plugins/orders/operations/start-paypal'
import { footprint, requestAs, settle } from '../checkout/fixtures'
import { testPayload } from '../payload'
import {
  checkoutBody,
  newCustomer,
  ordersOf,
  type Peers,
  paymentRows,
  restCalls,
  sessionOf,
  stockedBuild,
  transactionsOf,
} from './helpers'
import { startPeers } from './setup'

let payload: Payload
let peers: Peers
let uid: string
let valueIds: number[]
const { post, passwords } = restCalls(() => payload)

beforeAll(async () => {
  payload = await testPayload()
  peers = await startPeers(payload)
  ;({ uid, valueIds } = await stockedBuild(payload))
})
afterAll(async () => peers?.stop())

interface PeerCapture {
  id: string
  status: string
  amount: { value: string }
  supplementary_data: { related_ids: { order_id: string } }
}
const capturesOf = (paypalOrder: string) =>
  (peers.paypal.captures() as PeerCapture[]).filter((c) => c.supplementary_data.related_ids.order_id === paypalOrder)
const paypalOrderOf = (id: string) =>
  (peers.paypal.orders() as Array<{ id: string; status: string; purchase_units: Array<{ amount: { value: string } }> }>)
    .filter((o) => o.id === id)
    .map((o) => ({ status: o.status, amount: o.purchase_units[0]?.amount.value }))[0]
const dollars = (cents: number) => (cents / 100).toFixed(2)

/** Opens the PayPal order of a checkout, as the button's createOrder does. */
const open = async (body: CreateOrderInput, req = requestAs(payload)) =>
  (await startPayPal(req, { ...body, amount: body.check_total })).id

describe('paying with PayPal', () => {
  it("opens the PayPal order for the server's amount, captures it when approved, places one order", async () => {
    const body = await checkoutBody(payload, uid, 'paypal')
    const reply = await post(null, '/checkout/paypal', { ...body, amount: body.check_total })
    expect(reply.status).toBe(200)
    const id = String(reply.json?.id)
    expect(await open(body)).toBe(id)
    expect(paypalOrderOf(id)).toEqual({ status: 'CREATED', amount: dollars(body.check_total) })

    const early = await settle(placeOrder(requestAs(payload), { ...body, paypal_id: id }))
    expect(early.ok ? null : early.error.code).toBe('payment_incomplete')
    expect(capturesOf(id)).toEqual([])

    peers.paypal.approve(id)
    const created = await placeOrder(requestAs(payload), { ...body, paypal_id: id })
    const [order, ...more] = await ordersOf(payload, body.attempt)
    expect(more).toEqual([])
    expect(order).toMatchObject({ number: created.orderId, paymentMethod: 'paypal', paymentStatus: 'paid' })
    const [capture, ...others] = capturesOf(id)
    expect(others).toEqual([])
    expect(capture).toMatchObject({ status: 'COMPLETED', amount: { value: dollars(body.check_total) } })
    expect((await transactionsOf(payload, { order: order!.id })).map((t) => [t.kind, t.amount, t.providerId])).toEqual([
      ['payment', body.check_total, capture!.id],
    ])
    expect(await sessionOf(payload, body.attempt)).toMatchObject({ status: 'ordered', order: order!.id })

    const again = await post(null, '/order/create-order', { ...body, paypal_id: id })
    expect(again.json?.orderId).toBe(created.orderId)
    expect(capturesOf(id)).toHaveLength(1)
  })

  it('refuses a tampered amount with 422 before a PayPal order exists', async () => {
    const body = await checkoutBody(payload, uid, 'paypal')
    const orders = peers.paypal.orders().length
    const before = await paymentRows(payload)
    const reply = await post(null, '/checkout/paypal', { ...body, amount: body.check_total - 1 })
    expect(reply.status).toBe(422)
    expect(reply.json?.code).toBe('total_changed')
    expect(peers.paypal.orders()).toHaveLength(orders)
    expect(await paymentRows(payload)).toEqual(before)
  })

  it('answers a declined capture 402, takes nothing and places nothing; approving again then pays', async () => {
    const body = await checkoutBody(payload, uid, 'paypal')
    const id = await open(body)
    peers.paypal.approve(id, { decline: true })
    const before = await footprint(payload, valueIds)
    const reply = await post(null, '/order/create-order', { ...body, paypal_id: id })
    expect(reply.status).toBe(402)
    expect(reply.json).toMatchObject({ code: 'INSTRUMENT_DECLINED', message: 'PayPal could not take the payment.' })
    expect(capturesOf(id)).toEqual([])
    expect(await ordersOf(payload, body.attempt)).toEqual([])
    expect(await sessionOf(payload, body.attempt)).toMatchObject({ status: 'failed', order: null })
    expect(await footprint(payload, valueIds)).toEqual(before)

    // The buyer picks another funding source in PayPal's window (the SDK's restart()).
    peers.paypal.approve(id)
    const paid = await post(null, '/order/create-order', { ...body, paypal_id: id })
    expect(paid.status).toBe(200)
    expect(capturesOf(id).map((c) => c.status)).toEqual(['COMPLETED'])
    expect(await ordersOf(payload, body.attempt)).toHaveLength(1)
  })

  it('captures and places the order from CHECKOUT.ORDER.APPROVED when the tab was closed after approval', async () => {
    const body = await checkoutBody(payload, uid, 'paypal')
    const id = await open(body)
    peers.paypal.approve(id)
    const approved = peers.paypal
      .events()
      .find((e) => e.type === 'CHECKOUT.ORDER.APPROVED' && (e.event.resource as { id?: string }).id === id)!
    expect(await peers.paypal.deliver(approved.id)).toEqual([200])
    const [order, ...more] = await ordersOf(payload, body.attempt)
    expect(more).toEqual([])
    expect(order).toMatchObject({ paymentMethod: 'paypal', paymentStatus: 'paid' })
    expect(capturesOf(id).map((c) => c.status)).toEqual(['COMPLETED'])
    expect(await sessionOf(payload, body.attempt)).toMatchObject({ status: 'ordered', order: order!.id })

    // The capture's own event, the approval again, everything newest first, then the browser: still one order.
    const results = await peers.paypal.deliverAll({ reverse: true })
    expect(results.map((r) => r.type)).toContain('PAYMENT.CAPTURE.COMPLETED')
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([200]))
    expect(await peers.paypal.deliver(approved.id, { times: 2, concurrently: true })).toEqual([200, 200])
    const later = await placeOrder(requestAs(payload), { ...body, paypal_id: id })
    expect(later.orderId).toBe(order!.number)
    expect(await ordersOf(payload, body.attempt)).toHaveLength(1)
    expect(capturesOf(id)).toHaveLength(1)
  })

  it('places the order of a capture that was PENDING once PAYMENT.CAPTURE.COMPLETED says it cleared', async () => {
    const body = await checkoutBody(payload, uid, 'paypal')
    const id = await open(body)
    peers.paypal.approve(id, { pending: true })
    const pending = await settle(placeOrder(requestAs(payload), { ...body, paypal_id: id }))
    expect(pending.ok ? null : pending.error.code).toBe('payment_incomplete')
    const [capture] = capturesOf(id)
    expect(capture?.status).toBe('PENDING')
    expect(await ordersOf(payload, body.attempt)).toEqual([])

    peers.paypal.settle(capture!.id)
    const completed = peers.paypal
      .events()
      .find((e) => e.type === 'PAYMENT.CAPTURE.COMPLETED' && (e.event.resource as { id?: string }).id === capture!.id)!
    expect(await peers.paypal.deliver(completed.id)).toEqual([200])
    const orders = await ordersOf(payload, body.attempt)
    expect(orders.map((o) => o.paymentStatus)).toEqual(['paid'])
    expect((await transactionsOf(payload, { order: orders[0]!.id })).map((t) => t.providerId)).toEqual([capture!.id])
    expect(capturesOf(id)).toHaveLength(1)
  })

  it("answers another customer and a guest 404 for customer A's PayPal order", async () => {
    const a = await newCustomer(payload, passwords, 'pp-a')
    const b = await newCustomer(payload, passwords, 'pp-b')
    const body = await checkoutBody(payload, uid, 'paypal', { user: a })
    const id = await open(body, requestAs(payload, a))
    peers.paypal.approve(id)
    for (const caller of [b, null]) {
      const placed = await post(caller, '/order/create-order', { ...body, paypal_id: id })
      expect(placed.status).toBe(404)
      const opened = await post(caller, '/checkout/paypal', { ...body, amount: body.check_total })
      expect(opened.status).toBe(404)
      expect(JSON.stringify(opened.json)).not.toContain(id)
    }
    expect(capturesOf(id)).toEqual([])
    const own = await post(a, '/order/create-order', { ...body, paypal_id: id })
    expect(own.status).toBe(200)
    expect((await ordersOf(payload, body.attempt)).map((o) => o.customer)).toEqual([a.id])
  })
})
