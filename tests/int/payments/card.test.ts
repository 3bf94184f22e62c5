// Card payments (issue 13) through the Stripe peer: paying and placing, a declined card, a tampered amount, an intent
// whose amount is not the session's, 3-D Secure, and a session that only its own customer can finish.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CheckoutError } from '../../../src/lib/orders/checkout-error'
import { placeOrder } from '../../../src/plugins/orders'
import { payByCard } from '../../../src/plugins/orders/operations/pay-by-card'
import { startPayment } from '../../../src/plugins/orders/operations/start-payment'
import { stripeClient } from '../../../src/plugins/payments/providers/stripe'
import { paymentProvider, paymentsConfig } from '../../../src/plugins/payments/registry'
import { footprint, requestAs, settle, valueStock } from '../checkout/fixtures'
import { testPayload } from '../payload'
import {
  cardPayment,
  checkoutBody,
  newCustomer,
  ordersOf,
  type Peers,
  payCard,
  paymentRows,
  restCalls,
  sessionOf,
  stockedBuild,
  transactionsOf,
  type User,
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

const chargesOf = (intentId: string) => peers.stripe.charges().filter((c) => c.payment_intent === intentId)

/** The shopper's answer in the 3-D Secure window, as the Stripe.js stand-in sends it (publishable key). */
async function threeDSecure(intentId: string, clientSecret: string, result: 'complete' | 'fail') {
  const response = await fetch(`${peers.stripe.url}/v1/payment_intents/${intentId}/three_d_secure`, {
    method: 'POST',
    headers: { authorization: 'Bearer pk_test_padforge_int', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: clientSecret, result }).toString(),
  })
  expect(response.status).toBe(200)
}

describe('paying by card', () => {
  it('pays, places one paid order with one charge and one payment transaction; placing again replays it', async () => {
    const body = await checkoutBody(payload, uid, 'card')
    const stockBefore = await valueStock(payload, valueIds[0]!)
    const intentId = await payCard(requestAs(payload), body)
    expect((await sessionOf(payload, body.attempt))?.status).toBe('paid')
    const created = await placeOrder(requestAs(payload), { ...body, paymentIntentId: intentId })
    const [order, ...more] = await ordersOf(payload, body.attempt)
    expect(more).toEqual([])
    expect(order).toMatchObject({ number: created.orderId, paymentMethod: 'card', paymentStatus: 'paid' })
    expect(order!.totals?.total).toBe(body.check_total)
    expect(
      (await transactionsOf(payload, { order: order!.id })).map((t) => [t.kind, t.amount, t.status, t.providerId]),
    ).toEqual([['payment', body.check_total, 'succeeded', intentId]])
    expect(await sessionOf(payload, body.attempt)).toMatchObject({ status: 'ordered', order: order!.id })
    expect(chargesOf(intentId).map((c) => c.amount)).toEqual([body.check_total])
    expect(await valueStock(payload, valueIds[0]!)).toBe(stockBefore - 1)

    const again = await placeOrder(requestAs(payload), { ...body, paymentIntentId: intentId })
    expect(again.orderId).toBe(created.orderId)
    expect(await ordersOf(payload, body.attempt)).toHaveLength(1)
    expect(chargesOf(intentId)).toHaveLength(1)
  })

  it('charges once when the Pay button is pressed twice at once', async () => {
    const body = await checkoutBody(payload, uid, 'card')
    const intents = peers.stripe.intents().length
    const [one, two] = await Promise.all([1, 2].map(() => payByCard(requestAs(payload), cardPayment(body))))
    expect(one).toEqual(two)
    expect(peers.stripe.intents()).toHaveLength(intents + 1)
    expect(chargesOf(one!.paymentIntentId!)).toHaveLength(1)
  })

  it("answers a declined card 402 with Stripe's message, writes nothing; the attempt then pays once", async () => {
    const body = await checkoutBody(payload, uid, 'card')
    const before = await footprint(payload, valueIds)
    const declined = await post(null, '/checkout/stripe', cardPayment(body, 'pm_card_chargeDeclined'))
    expect(declined.status).toBe(402)
    expect(declined.json).toMatchObject({ message: 'Your card was declined.', code: 'card_declined', type: 'payment' })
    expect(await ordersOf(payload, body.attempt)).toEqual([])
    const session = await sessionOf(payload, body.attempt)
    expect(session).toMatchObject({ status: 'failed', order: null })
    expect(chargesOf(session!.providerId!)).toEqual([])
    expect(await footprint(payload, valueIds)).toEqual(before)

    const paid = await post(null, '/checkout/stripe', cardPayment(body, 'pm_card_visa'))
    expect(paid).toMatchObject({
      status: 200,
      json: { error: null, requiresAction: false, clientSecret: null, paymentIntentId: session!.providerId },
    })
    expect(chargesOf(session!.providerId!)).toHaveLength(1)
    const placed = await post(null, '/order/create-order', { ...body, paymentIntentId: session!.providerId })
    expect(placed.status).toBe(200)
    expect(await ordersOf(payload, body.attempt)).toHaveLength(1)
    expect(chargesOf(session!.providerId!)).toHaveLength(1)
  })
})

describe('amounts', () => {
  it('refuses an amount that is not the server total with 422 before anything exists at Stripe', async () => {
    const body = await checkoutBody(payload, uid, 'card')
    const before = { footprint: await footprint(payload, valueIds), rows: await paymentRows(payload) }
    const intents = peers.stripe.intents().length
    for (const amount of [body.check_total - 1, body.check_total + 100, 50]) {
      const reply = await post(null, '/checkout/stripe', { ...cardPayment(body), amount })
      expect(reply.status).toBe(422)
      expect(reply.json).toMatchObject({ code: 'total_changed', totals: { totalOrderPrice: body.check_total } })
    }
    expect(peers.stripe.intents()).toHaveLength(intents)
    expect(await sessionOf(payload, body.attempt)).toBeNull()
    expect({ footprint: await footprint(payload, valueIds), rows: await paymentRows(payload) }).toEqual(before)
  })

  it("refunds a PaymentIntent whose amount is not the session's and places no order", async () => {
    const body = await checkoutBody(payload, uid, 'card')
    const card = paymentProvider('card')!
    const opened = await startPayment(requestAs(payload), body, card, body.check_total)
    const intentId = opened.providerId!
    // Somebody changed the intent at Stripe before the card was confirmed.
    await stripeClient(paymentsConfig().stripe!).paymentIntents.update(intentId, { amount: body.check_total + 500 })
    const before = await footprint(payload, valueIds)
    await payCard(requestAs(payload), body)
    expect(chargesOf(intentId).map((c) => c.amount)).toEqual([body.check_total + 500])

    const refused = await settle(placeOrder(requestAs(payload), { ...body, paymentIntentId: intentId }))
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.error).toBeInstanceOf(CheckoutError)
    expect(refused.error.code).toBe('payment_refunded')
    expect(refused.error.message).toMatch(/does not match the order total.*has been refunded/)
    expect(
      peers.stripe
        .refunds()
        .filter((r) => r.payment_intent === intentId)
        .map((r) => r.amount),
    ).toEqual([body.check_total + 500])
    expect(await ordersOf(payload, body.attempt)).toEqual([])
    const session = await sessionOf(payload, body.attempt)
    expect(session?.status).toBe('refunded')
    expect((await transactionsOf(payload, { session: session!.id })).map((t) => [t.kind, t.amount, t.order])).toEqual([
      ['refund', body.check_total + 500, null],
    ])
    const after = await footprint(payload, valueIds)
    expect({ ...after, counts: { ...after.counts, transactions: before.counts!.transactions } }).toEqual(before)
    expect(Number(after.counts!.transactions)).toBe(Number(before.counts!.transactions) + 1)
  })
})

describe('3-D Secure', () => {
  it('asks for authentication with the client secret, and places the order once it is complete', async () => {
    const body = await checkoutBody(payload, uid, 'card')
    const first = await payByCard(requestAs(payload), cardPayment(body, 'pm_card_threeDSecure2Required'))
    expect(first).toMatchObject({ error: null, requiresAction: true })
    const intentId = first.paymentIntentId!
    expect(first.clientSecret).toMatch(new RegExp(`^${intentId}_secret_`))
    expect(chargesOf(intentId)).toEqual([])
    await threeDSecure(intentId, first.clientSecret!, 'complete')

    const { paymentMethodId: _, ...afterAction } = cardPayment(body)
    const second = await payByCard(requestAs(payload), { ...afterAction, paymentIntentId: intentId })
    expect(second).toEqual({ error: null, requiresAction: false, clientSecret: null, paymentIntentId: intentId })
    expect(chargesOf(intentId)).toHaveLength(1)
    const created = await placeOrder(requestAs(payload), { ...body, paymentIntentId: intentId })
    expect((await ordersOf(payload, body.attempt)).map((o) => [o.number, o.paymentStatus])).toEqual([
      [created.orderId, 'paid'],
    ])
  })

  it('answers a failed authentication 402 and makes no order', async () => {
    const body = await checkoutBody(payload, uid, 'card')
    const before = await footprint(payload, valueIds)
    const first = await payByCard(requestAs(payload), cardPayment(body, 'pm_card_threeDSecure2Required'))
    expect(first.requiresAction).toBe(true)
    const intentId = first.paymentIntentId!
    await threeDSecure(intentId, first.clientSecret!, 'fail')

    const { paymentMethodId: _, ...afterAction } = cardPayment(body)
    const reply = await post(null, '/checkout/stripe', { ...afterAction, paymentIntentId: intentId })
    expect(reply.status).toBe(402)
    expect(reply.json?.message).toMatch(/unable to authenticate/)
    const placed = await post(null, '/order/create-order', { ...body, paymentIntentId: intentId })
    expect(placed.status).toBe(402)
    expect(await ordersOf(payload, body.attempt)).toEqual([])
    expect(chargesOf(intentId)).toEqual([])
    expect((await sessionOf(payload, body.attempt))?.status).toBe('failed')
    expect(await footprint(payload, valueIds)).toEqual(before)
  })
})

describe("another buyer and A's session", () => {
  let a: User
  let b: User

  beforeAll(async () => {
    a = await newCustomer(payload, passwords, 'a')
    b = await newCustomer(payload, passwords, 'b')
  })

  it("answers B and a guest 404 when they place, pay or read customer A's card payment", async () => {
    const body = await checkoutBody(payload, uid, 'card', { user: a })
    const intentId = await payCard(requestAs(payload, a), body)
    const { paymentMethodId: _, ...afterAction } = cardPayment(body)
    for (const caller of [b, null]) {
      const calls = [
        post(caller, '/order/create-order', { ...body, paymentIntentId: intentId }),
        post(caller, '/checkout/stripe', cardPayment(body, 'pm_card_mastercard')),
        post(caller, '/checkout/stripe', { ...afterAction, paymentIntentId: intentId }),
      ]
      for (const reply of await Promise.all(calls)) {
        expect(reply.status).toBe(404)
        expect(reply.json?.message).toBe('This payment was not found.')
        expect(JSON.stringify(reply.json)).not.toContain(intentId)
      }
    }
    const asB = await settle(placeOrder(requestAs(payload, b), { ...body, paymentIntentId: intentId }))
    expect(asB.ok).toBe(false)
    expect(await ordersOf(payload, body.attempt)).toEqual([])
    expect(chargesOf(intentId)).toHaveLength(1)

    const own = await post(a, '/order/create-order', { ...body, paymentIntentId: intentId })
    expect(own.status).toBe(200)
    expect((await ordersOf(payload, body.attempt)).map((o) => o.customer)).toEqual([a.id])
  })
})
