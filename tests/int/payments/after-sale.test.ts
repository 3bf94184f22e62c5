// After the sale with real providers (issue 29): a card order canceled by its customer is refunded at Stripe once; a
// refund whose answer is lost stays pending and its retry job sends it again with the same key (one refund at
// Stripe); a refund made in Stripe's dashboard is recorded once as external, however often its webhook comes; the
// store's own refund's webhook adds nothing.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDueJobs } from '../../../src/plugins/jobs'
import { placeOrder } from '../../../src/plugins/orders'
import { cancelOrder } from '../../../src/plugins/orders/operations/cancel-order'
import { refundOrder } from '../../../src/plugins/orders/operations/refund-order'
import { orderByNumber, query, requestAs, settle } from '../checkout/fixtures'
import { testPayload } from '../payload'
import { newUser } from '../users'
import { checkoutBody, type Peers, payCard, refundRecordsOf, stockedBuild } from './helpers'
import { startPeers } from './setup'

let payload: Payload
let peers: Peers
let uid: string
type User = Awaited<ReturnType<typeof newUser>>
let customer: User
let admin: User

beforeAll(async () => {
  payload = await testPayload()
  peers = await startPeers(payload)
  ;({ uid } = await stockedBuild(payload))
  customer = await newUser(payload, 'customer', 'after-sale')
  admin = await newUser(payload, 'admin', 'after-sale-admin')
})
afterAll(async () => peers?.stop())

async function paidOrder() {
  const body = await checkoutBody(payload, uid, 'card', { user: customer })
  const intentId = await payCard(requestAs(payload, customer), body)
  const created = await placeOrder(requestAs(payload, customer), { ...body, paymentIntentId: intentId })
  return { intentId, order: await orderByNumber(payload, created.orderId) }
}

const stripeRefunds = (intentId: string) => peers.stripe.refunds().filter((r) => r.payment_intent === intentId)

/** A door in front of the Stripe peer that, while `dropping`, passes refunds on but loses Stripe's answer. */
async function lossyDoor(target: string) {
  const state = { dropping: true }
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([k, v]) => typeof v === 'string' && !['host', 'connection', 'content-length'].includes(k),
      ),
    ) as Record<string, string>
    const answer = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
    })
    const text = await answer.text()
    if (state.dropping && req.method === 'POST' && req.url?.startsWith('/v1/refunds')) {
      req.socket.destroy() // Stripe made the refund; the store never hears of it
      return
    }
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
    res.end(text)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

describe('a card order after the sale', () => {
  it('a customer cancels it: Stripe refunds it once, the record and the order say refunded', async () => {
    const { intentId, order } = await paidOrder()
    const { order: view } = await cancelOrder(requestAs(payload, customer), order.id)
    expect(view.status).toBe('canceled')
    expect(view.refunds).toEqual([expect.objectContaining({ amount: order.totals!.total, status: 'succeeded' })])
    expect(stripeRefunds(intentId).map((r) => r.amount)).toEqual([order.totals!.total])
    expect((await orderByNumber(payload, order.number)).paymentStatus).toBe('refunded')
    const [record] = await refundRecordsOf(payload, order.id)
    // Stripe's own webhook for that refund finds the record: still one.
    const event = peers.stripe
      .events()
      .find((e) => e.type === 'refund.created' && (e.data.object as { id?: string }).id === record?.providerRefundId)
    expect(event).toBeDefined()
    await peers.stripe.deliver(event!.id, { times: 2 })
    expect(await refundRecordsOf(payload, order.id)).toHaveLength(1)
    // The retry job queued with the refund finds it done and sends nothing.
    await query(payload, `update payload_jobs set wait_until = now() - interval '1 second' where completed_at is null`)
    await runDueJobs(payload)
    expect(stripeRefunds(intentId)).toHaveLength(1)
  })

  it('two refunds of the remainder at once: one refund, one 409', async () => {
    const { intentId, order } = await paidOrder()
    await refundOrder(requestAs(payload, admin), { order: order.id, amount: 1000, reason: 'Scratched' })
    const rest = order.totals!.total - 1000
    const results = await Promise.all(
      [1, 2].map(() =>
        settle(refundOrder(requestAs(payload, admin), { order: order.id, amount: rest, reason: 'All' })),
      ),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    const refused = results.find((r) => !r.ok)
    expect(refused?.ok === false && refused.error.message).toBe('Nothing of this order is left to refund.')
    expect(stripeRefunds(intentId).map((r) => r.amount)).toEqual([1000, rest])
  })

  it('a lost answer leaves the refund pending; the job sends it again with the same key: one refund at Stripe', async () => {
    const { intentId, order } = await paidOrder()
    const door = await lossyDoor(peers.stripe.url)
    const direct = process.env.STRIPE_API_BASE
    process.env.STRIPE_API_BASE = door.url
    try {
      const first = await refundOrder(requestAs(payload, admin), { order: order.id, reason: 'Lost answer' })
      expect(first.status).toBe('pending')
      expect(stripeRefunds(intentId)).toHaveLength(1) // made at Stripe; the SDK's retries were replays
      const [pending] = await refundRecordsOf(payload, order.id)
      expect(pending).toMatchObject({ status: 'pending', providerRefundId: null })
      door.state.dropping = false
      await query(
        payload,
        `update payload_jobs set wait_until = now() - interval '1 second' where completed_at is null`,
      )
      await runDueJobs(payload)
      const [sent] = await refundRecordsOf(payload, order.id)
      expect(sent).toMatchObject({ status: 'succeeded', idempotencyKey: pending!.idempotencyKey })
      expect(sent!.providerRefundId).toBe(stripeRefunds(intentId)[0]!.id)
      expect(stripeRefunds(intentId)).toHaveLength(1)
      expect((await orderByNumber(payload, order.number)).paymentStatus).toBe('refunded')
    } finally {
      process.env.STRIPE_API_BASE = direct
      await door.close()
    }
  })

  it("a refund made in Stripe's dashboard is recorded once, as external", async () => {
    const { intentId, order } = await paidOrder()
    const base = new URL(peers.stripe.url)
    const stripe = new Stripe('sk_test_padforge_int', {
      host: base.hostname,
      port: Number(base.port),
      protocol: 'http',
    })
    const refund = await stripe.refunds.create({ payment_intent: intentId, amount: 300 })
    const event = peers.stripe
      .events()
      .find((e) => e.type === 'refund.created' && (e.data.object as { id?: string }).id === refund.id)
    await peers.stripe.deliver(event!.id, { times: 3, concurrently: true })
    const records = await refundRecordsOf(payload, order.id)
    expect(records.map((r) => [r.amount, r.status, r.source, r.providerRefundId])).toEqual([
      [300, 'succeeded', 'external', refund.id],
    ])
    const rest = await refundOrder(requestAs(payload, admin), { order: order.id, reason: 'The rest' })
    expect(rest).toEqual({ refunded: order.totals!.total - 300, remaining: 0, status: 'succeeded' })
  })
})
