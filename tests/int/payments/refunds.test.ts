// Refunds (issue 13): money taken for an order that can no longer be made goes back once, whoever notices first (the
// browser or the webhook), and the shopper is mailed; staff refunds of placed orders, whole or in parts, never more
// than was paid, even two at once, and only by administrators.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OUT_OF_STOCK_MESSAGE } from '../../../src/creator/engine/stock'
import { formatUSD } from '../../../src/lib/money'
import { placeOrder } from '../../../src/plugins/orders'
import { ordersSettled } from '../../../src/plugins/orders/operations/after-order'
import { refundOrder } from '../../../src/plugins/orders/operations/refund-order'
import { startPayPal } from '../../../src/plugins/orders/operations/start-paypal'
import { orderByNumber, requestAs, settle, setValueStock, valueStock } from '../checkout/fixtures'
import { DEMO, testPayload, userByEmail } from '../payload'
import {
  checkoutBody,
  mailsTo,
  ordersOf,
  type Peers,
  payCard,
  refundRecordsOf,
  restCalls,
  sessionOf,
  stockedBuild,
  succeededEvent,
  transactionsOf,
  type User,
} from './helpers'
import { startPeers } from './setup'

let payload: Payload
let peers: Peers
let uid: string
let valueIds: number[]
let admin: User
const { post } = restCalls(() => payload)

beforeAll(async () => {
  payload = await testPayload()
  peers = await startPeers(payload)
  ;({ uid, valueIds } = await stockedBuild(payload))
  admin = await userByEmail(payload, DEMO.admin)
})
afterAll(async () => peers?.stop())

const refundsOf = (intentId: string) => peers.stripe.refunds().filter((r) => r.payment_intent === intentId)
const emailOf = (body: { order: { shipping: { address: Record<string, unknown> } } }) =>
  String(body.order.shipping.address.email)

/** A placed, paid card order: its body, PaymentIntent and stored order. */
async function paidOrder() {
  const body = await checkoutBody(payload, uid, 'card')
  const intentId = await payCard(requestAs(payload), body)
  const created = await placeOrder(requestAs(payload), { ...body, paymentIntentId: intentId })
  return { body, intentId, order: await orderByNumber(payload, created.orderId) }
}

describe('stock lost after the payment', () => {
  it('refunds the whole payment once, records it, mails the shopper and places nothing', async () => {
    const valueId = valueIds[0]!
    await setValueStock(payload, valueId, 1)
    try {
      const body = await checkoutBody(payload, uid, 'card')
      const intentId = await payCard(requestAs(payload), body)
      // Another buyer takes the last unit between the payment and the order.
      const other = await checkoutBody(payload, uid, 'card')
      const otherIntent = await payCard(requestAs(payload), other)
      await placeOrder(requestAs(payload), { ...other, paymentIntentId: otherIntent })
      expect(await valueStock(payload, valueId)).toBe(0)

      const reply = await post(null, '/order/create-order', { ...body, paymentIntentId: intentId })
      expect(reply.status).toBe(422)
      expect(reply.json).toMatchObject({ code: 'payment_refunded', disablePaymentButton: true })
      expect(reply.json?.message).toBe(
        `${OUT_OF_STOCK_MESSAGE}. Your payment of ${formatUSD(body.check_total)} has been refunded.`,
      )
      expect(refundsOf(intentId).map((r) => [r.amount, r.status])).toEqual([[body.check_total, 'succeeded']])
      expect(await ordersOf(payload, body.attempt)).toEqual([])
      const session = await sessionOf(payload, body.attempt)
      expect(session).toMatchObject({ status: 'refunded', order: null })
      expect(
        (await transactionsOf(payload, { session: session!.id })).map((t) => [t.kind, t.amount, t.status]),
      ).toEqual([['refund', body.check_total, 'succeeded']])
      const mails = await mailsTo(payload, emailOf(body))
      expect(mails.map((m) => m.subject)).toEqual([`We refunded your payment of ${formatUSD(body.check_total)}`])
      expect(mails[0]!.text).toContain(`could not place the order: ${OUT_OF_STOCK_MESSAGE}. We refunded`)
      expect(await valueStock(payload, valueId)).toBe(0)

      // Asked again (a reload, the webhook): the same answer, no second refund or mail.
      const again = await post(null, '/order/create-order', { ...body, paymentIntentId: intentId })
      expect(again).toEqual(reply)
      expect(await peers.stripe.deliver(succeededEvent(peers, intentId))).toEqual([200])
      await ordersSettled()
      expect(refundsOf(intentId)).toHaveLength(1)
      expect(await mailsTo(payload, emailOf(body))).toHaveLength(1)
    } finally {
      await setValueStock(payload, valueId, 1000)
    }
  })

  it('makes ONE refund when the browser and two webhook deliveries refund at the same time', async () => {
    const valueId = valueIds[0]!
    const body = await checkoutBody(payload, uid, 'card')
    const intentId = await payCard(requestAs(payload), body)
    await setValueStock(payload, valueId, 0)
    try {
      const [browser, statuses] = await Promise.all([
        settle(placeOrder(requestAs(payload), { ...body, paymentIntentId: intentId })),
        peers.stripe.deliver(succeededEvent(peers, intentId), { times: 2, concurrently: true }),
      ])
      expect(browser.ok ? null : browser.error.code).toBe('payment_refunded')
      expect(statuses).toEqual([200, 200])
      expect(refundsOf(intentId).map((r) => r.amount)).toEqual([body.check_total])
      const session = await sessionOf(payload, body.attempt)
      expect(session?.status).toBe('refunded')
      expect(await transactionsOf(payload, { session: session!.id })).toHaveLength(1)
      expect(await ordersOf(payload, body.attempt)).toEqual([])
      expect(await valueStock(payload, valueId)).toBe(0)
      await ordersSettled()
      expect(await mailsTo(payload, emailOf(body))).toHaveLength(1)
    } finally {
      await setValueStock(payload, valueId, 1000)
    }
  })
})

describe('refunding a placed order', () => {
  it("refunds all of it through the endpoint: the order's payment status becomes refunded", async () => {
    const { body, intentId, order } = await paidOrder()
    const reply = await post(admin, '/payments/refund', { order: order.id, reason: 'Changed their mind' })
    expect(reply).toEqual({ status: 200, json: { refunded: body.check_total, remaining: 0, status: 'succeeded' } })
    expect(refundsOf(intentId).map((r) => r.amount)).toEqual([body.check_total])
    expect((await orderByNumber(payload, order.number)).paymentStatus).toBe('refunded')
    expect((await transactionsOf(payload, { order: order.id })).map((t) => [t.kind, t.amount])).toEqual([
      ['payment', body.check_total],
    ])
    expect((await refundRecordsOf(payload, order.id)).map((r) => [r.amount, r.status, r.source])).toEqual([
      [body.check_total, 'succeeded', 'store'],
    ])
    const more = await post(admin, '/payments/refund', { order: order.id, amount: 1, reason: 'Again' })
    expect(more.status).toBe(409)
    expect(refundsOf(intentId)).toHaveLength(1)
  })

  it('refunds a part, then the rest; more than remains is 409 and refunds nothing', async () => {
    const { body, intentId, order } = await paidOrder()
    const req = () => requestAs(payload, admin)
    const part = await refundOrder(req(), { order: order.id, amount: 1000, reason: 'A button was scratched' })
    expect(part).toEqual({ refunded: 1000, remaining: body.check_total - 1000, status: 'succeeded' })
    expect((await orderByNumber(payload, order.number)).paymentStatus).toBe('paid')

    const over = await settle(
      refundOrder(req(), { order: order.id, amount: body.check_total - 999, reason: 'Too much' }),
    )
    expect(over.ok).toBe(false)
    if (!over.ok) expect(over.error.message).toBe(`At most ${body.check_total - 1000} cents can be refunded.`)
    const overReply = await post(admin, '/payments/refund', { order: order.id, amount: body.check_total, reason: 'x' })
    expect(overReply.status).toBe(409)

    const rest = await refundOrder(req(), { order: order.id, reason: 'Returned' })
    expect(rest).toEqual({ refunded: body.check_total - 1000, remaining: 0, status: 'succeeded' })
    expect(refundsOf(intentId).map((r) => r.amount)).toEqual([1000, body.check_total - 1000])
    expect((await orderByNumber(payload, order.number)).paymentStatus).toBe('refunded')
  })

  it('never refunds more than was paid when five refunds run at once', async () => {
    const { body, intentId, order } = await paidOrder()
    const part = Math.floor(body.check_total * 0.4)
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        settle(refundOrder(requestAs(payload, admin), { order: order.id, amount: part, reason: `Refund ${i}` })),
      ),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(2)
    const left = body.check_total - 2 * part
    for (const r of results) if (!r.ok) expect(r.error.message).toBe(`At most ${left} cents can be refunded.`)
    const refunded = refundsOf(intentId).reduce((sum, r) => sum + r.amount, 0)
    expect(refunded).toBe(2 * part)
    expect(refunded).toBeLessThanOrEqual(body.check_total)
    const recorded = await refundRecordsOf(payload, order.id)
    expect(recorded.reduce((sum, t) => sum + t.amount, 0)).toBe(refunded)
  })

  it('refunds a PayPal order against its capture', async () => {
    const body = await checkoutBody(payload, uid, 'paypal')
    const { id } = await startPayPal(requestAs(payload), { ...body, amount: body.check_total })
    peers.paypal.approve(id)
    const created = await placeOrder(requestAs(payload), { ...body, paypal_id: id })
    const order = await orderByNumber(payload, created.orderId)
    const result = await refundOrder(requestAs(payload, admin), { order: order.id, amount: 500, reason: 'Late' })
    expect(result).toEqual({ refunded: 500, remaining: body.check_total - 500, status: 'succeeded' })
    const [payment] = await transactionsOf(payload, { order: order.id })
    const refunds = peers.paypal.refunds() as Array<{
      amount: { value: string }
      links: Array<{ rel: string; href: string }>
    }>
    const ofCapture = refunds.filter((r) =>
      r.links.some((l) => l.rel === 'up' && l.href.endsWith(`/${payment!.providerId}`)),
    )
    expect(ofCapture.map((r) => r.amount.value)).toEqual(['5.00'])
  })

  it('refuses customers, merchandisers (403) and guests (401) through the endpoint', async () => {
    const { intentId, order } = await paidOrder()
    const customer = await userByEmail(payload, DEMO.customer)
    const merchandiser = await userByEmail(payload, DEMO.merchandiser)
    for (const [user, status] of [
      [customer, 403],
      [merchandiser, 403],
      [null, 401],
    ] as const) {
      const reply = await post(user, '/payments/refund', { order: order.id, reason: 'Mine' })
      expect(reply.status).toBe(status)
    }
    expect(refundsOf(intentId)).toEqual([])
    expect((await orderByNumber(payload, order.number)).paymentStatus).toBe('paid')
  })
})
