// Provider webhooks (issue 13) as the peers deliver them to the store's endpoints over HTTP: at the same time as the
// browser, after the tab was closed, with bad signatures, twice, out of order, for payments the store never made,
// and with the provider switched off.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placeOrder } from '../../../src/plugins/orders'
import { stripeClient } from '../../../src/plugins/payments/providers/stripe'
import { paymentsConfig } from '../../../src/plugins/payments/registry'
import { signatureHeader } from '../../peers/stripe/webhooks'
import {
  attemptKey,
  footprint,
  orderByNumber,
  requestAs,
  settle,
  setValueStock,
  valueStock,
} from '../checkout/fixtures'
import { testPayload } from '../payload'
import {
  checkoutBody,
  mailsTo,
  ordersOf,
  type Peers,
  payCard,
  paymentRows,
  sessionOf,
  stockedBuild,
  succeededEvent,
  transactionsOf,
} from './helpers'
import { STRIPE_WEBHOOK_SECRET, startPeers } from './setup'

let payload: Payload
let peers: Peers
let uid: string
let valueIds: number[]

beforeAll(async () => {
  payload = await testPayload()
  peers = await startPeers(payload)
  ;({ uid, valueIds } = await stockedBuild(payload))
})
afterAll(async () => peers?.stop())

/** POSTs a raw body to the store's webhook endpoint, as a provider (or an impostor) would. */
async function postWebhook(provider: 'stripe' | 'paypal', body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${peers.door.url}/api/payments/${provider}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> | null }
}

/** A guest paid by card and closed the tab: the payment exists, no order does. */
async function paidAndClosed() {
  const body = await checkoutBody(payload, uid, 'card')
  const intentId = await payCard(requestAs(payload), body)
  return { body, intentId, eventId: succeededEvent(peers, intentId) }
}

const chargesOf = (intentId: string) => peers.stripe.charges().filter((c) => c.payment_intent === intentId)

describe('the webhook and the browser', () => {
  it('makes one order, charge and payment transaction of three concurrent deliveries and the browser', async () => {
    const { body, intentId, eventId } = await paidAndClosed()
    const [statuses, browser] = await Promise.all([
      peers.stripe.deliver(eventId, { times: 3, concurrently: true }),
      settle(placeOrder(requestAs(payload), { ...body, paymentIntentId: intentId })),
    ])
    expect(statuses).toEqual([200, 200, 200])
    if (!browser.ok) throw browser.error
    const orders = await ordersOf(payload, body.attempt)
    expect(orders.map((o) => [o.number, o.paymentStatus])).toEqual([[browser.value.orderId, 'paid']])
    expect(chargesOf(intentId)).toHaveLength(1)
    expect((await transactionsOf(payload, { order: orders[0]!.id })).map((t) => [t.kind, t.amount])).toEqual([
      ['payment', body.check_total],
    ])
    expect(await sessionOf(payload, body.attempt)).toMatchObject({ status: 'ordered', order: orders[0]!.id })
  })

  it('places the order from the webhook when the tab was closed; the browser later gets the same order', async () => {
    const { body, intentId, eventId } = await paidAndClosed()
    expect(await ordersOf(payload, body.attempt)).toEqual([])
    expect(await peers.stripe.deliver(eventId)).toEqual([200])
    const [order, ...more] = await ordersOf(payload, body.attempt)
    expect(more).toEqual([])
    expect(order).toMatchObject({ paymentMethod: 'card', paymentStatus: 'paid' })
    expect(order!.totals?.total).toBe(body.check_total)
    expect(await sessionOf(payload, body.attempt)).toMatchObject({ status: 'ordered', order: order!.id })
    const email = String((body.order.shipping.address as { email: string }).email)
    expect((await mailsTo(payload, email)).some((m) => m.subject?.includes(order!.number))).toBe(true)

    const later = await placeOrder(requestAs(payload), { ...body, paymentIntentId: intentId })
    expect(later.orderId).toBe(order!.number)
    expect(await ordersOf(payload, body.attempt)).toHaveLength(1)
    expect(chargesOf(intentId)).toHaveLength(1)
  })
})

describe('the last unit', () => {
  it('goes to the paid order, not to a refund, when the browser and the webhook finish it at once', async () => {
    const valueId = valueIds[0]!
    await setValueStock(payload, valueId, 1)
    try {
      const { body, intentId, eventId } = await paidAndClosed()
      const [browser, statuses] = await Promise.all([
        settle(placeOrder(requestAs(payload), { ...body, paymentIntentId: intentId })),
        peers.stripe.deliver(eventId, { times: 2, concurrently: true }),
      ])
      expect(statuses).toEqual([200, 200])
      if (!browser.ok) throw browser.error
      expect((await ordersOf(payload, body.attempt)).map((o) => o.number)).toEqual([browser.value.orderId])
      expect(peers.stripe.refunds().filter((r) => r.payment_intent === intentId)).toEqual([])
      expect(await valueStock(payload, valueId)).toBe(0)
    } finally {
      await setValueStock(payload, valueId, 1000)
    }
  })
})

describe('deliveries', () => {
  it('refuses a bad signature with 400, records nothing; a good one acts once, its duplicate says so', async () => {
    const { body, eventId } = await paidAndClosed()
    const event = peers.stripe.events().find((e) => e.id === eventId)!
    const raw = JSON.stringify(event)
    const before = await paymentRows(payload)
    const forged: Record<string, string>[] = [
      {},
      { 'stripe-signature': signatureHeader(raw, 'whsec_someone_else') },
      { 'stripe-signature': signatureHeader(raw.replace(event.id, 'evt_forged'), STRIPE_WEBHOOK_SECRET) },
      { 'stripe-signature': 't=1,v1=00' },
    ]
    for (const headers of forged) {
      const reply = await postWebhook('stripe', raw, headers)
      expect(reply.status).toBe(400)
      expect(reply.json?.message).toMatch(/signature/)
    }
    const paypal = await postWebhook(
      'paypal',
      JSON.stringify({ id: 'WH-FORGED', event_type: 'CHECKOUT.ORDER.APPROVED' }),
      {
        'paypal-transmission-id': 'x',
        'paypal-transmission-time': new Date().toISOString(),
        'paypal-transmission-sig': 'x',
        'paypal-cert-url': 'https://api.paypal.com/cert.pem',
        'paypal-auth-algo': 'SHA256withRSA',
      },
    )
    expect(paypal.status).toBe(400)
    expect(await paymentRows(payload)).toEqual(before)
    expect(await ordersOf(payload, body.attempt)).toEqual([])

    const signed = () => ({ 'stripe-signature': signatureHeader(raw, STRIPE_WEBHOOK_SECRET) })
    expect(await postWebhook('stripe', raw, signed())).toEqual({ status: 200, json: { received: true } })
    expect(await ordersOf(payload, body.attempt)).toHaveLength(1)
    expect(await postWebhook('stripe', raw, signed())).toEqual({
      status: 200,
      json: { received: true, duplicate: true },
    })
    expect(await ordersOf(payload, body.attempt)).toHaveLength(1)
    expect(await paymentRows(payload)).toEqual({ ...before, events: before.events + 1 })
  })

  it('makes one order of every event delivered newest first', async () => {
    const { body, intentId } = await paidAndClosed()
    const statuses = await peers.stripe.deliverAll({ reverse: true })
    expect(statuses.length).toBeGreaterThanOrEqual(3)
    expect(new Set(statuses)).toEqual(new Set([200]))
    const orders = await ordersOf(payload, body.attempt)
    expect(orders.map((o) => o.paymentStatus)).toEqual(['paid'])
    expect(chargesOf(intentId)).toHaveLength(1)
    const created = await placeOrder(requestAs(payload), { ...body, paymentIntentId: intentId })
    expect((await orderByNumber(payload, created.orderId)).id).toBe(orders[0]!.id)
  })

  it('answers 200 and makes nothing for a PaymentIntent the store never made', async () => {
    const stripe = stripeClient(paymentsConfig().stripe!)
    const intent = await stripe.paymentIntents.create({
      amount: 4200,
      currency: 'usd',
      confirm: true,
      payment_method: 'pm_card_visa',
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      metadata: { attempt: attemptKey() },
    })
    expect(intent.status).toBe('succeeded')
    const before = { footprint: await footprint(payload, valueIds), rows: await paymentRows(payload) }
    expect(await peers.stripe.deliver(succeededEvent(peers, intent.id))).toEqual([200])
    const after = { footprint: await footprint(payload, valueIds), rows: await paymentRows(payload) }
    expect(after).toEqual({ ...before, rows: { ...before.rows, events: before.rows.events + 1 } })
  })

  it('answers 503, recording nothing, when Stripe cannot be reached: the next delivery places it', async () => {
    const { body, eventId } = await paidAndClosed()
    const raw = JSON.stringify(peers.stripe.events().find((e) => e.id === eventId))
    const base = process.env.STRIPE_API_BASE
    process.env.STRIPE_API_BASE = 'http://127.0.0.1:9' // nothing listens there
    const before = await paymentRows(payload)
    try {
      const reply = await postWebhook('stripe', raw, {
        'stripe-signature': signatureHeader(raw, STRIPE_WEBHOOK_SECRET),
      })
      expect(reply.status).toBe(503)
    } finally {
      process.env.STRIPE_API_BASE = base
    }
    expect(await paymentRows(payload)).toEqual(before)
    expect(await ordersOf(payload, body.attempt)).toEqual([])
    expect(await peers.stripe.deliver(eventId)).toEqual([200])
    expect(await ordersOf(payload, body.attempt)).toHaveLength(1)
  })

  it('answers 404 on both webhook endpoints while the provider has no keys', async () => {
    const { eventId } = await paidAndClosed()
    const raw = JSON.stringify(peers.stripe.events().find((e) => e.id === eventId))
    const saved = { ...process.env }
    for (const name of Object.keys(process.env)) if (/^(STRIPE|PAYPAL)_/.test(name)) delete process.env[name]
    try {
      const before = await paymentRows(payload)
      const stripe = await postWebhook('stripe', raw, {
        'stripe-signature': signatureHeader(raw, STRIPE_WEBHOOK_SECRET),
      })
      expect(stripe.status).toBe(404)
      expect((await postWebhook('paypal', '{}')).status).toBe(404)
      expect(await paymentRows(payload)).toEqual(before)
    } finally {
      Object.assign(process.env, saved)
    }
    expect(await peers.stripe.deliver(eventId)).toEqual([200])
  })
})
