// Issue 34: GA4's `refund` from the server where refunds happen, through the Measurement Protocol, against the GA peer
// (tests/peers/ga). Sent once a refund succeeds, only when GA_MEASUREMENT_ID and GA_API_SECRET are set, and never
// making a refund fail or wait when GA is down.
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { analyticsSettled } from '../../../src/plugins/analytics'
import { placeOrder } from '../../../src/plugins/orders'
import { refundOrder } from '../../../src/plugins/orders/operations/refund-order'
import { type GaPeer, startGaPeer } from '../../peers/ga/server'
import { orderByNumber, requestAs } from '../checkout/fixtures'
import { DEMO, testPayload, userByEmail } from '../payload'
import { checkoutBody, type Peers, payCard, stockedBuild, type User } from './helpers'
import { startPeers } from './setup'

const GA_ENV = ['GA_MEASUREMENT_ID', 'GA_API_SECRET', 'GA_MP_URL'] as const

let payload: Payload
let peers: Peers
let ga: GaPeer
let uid: string
let admin: User
let saved: Record<string, string | undefined>

beforeAll(async () => {
  payload = await testPayload()
  peers = await startPeers(payload)
  ga = await startGaPeer()
  ;({ uid } = await stockedBuild(payload))
  admin = await userByEmail(payload, DEMO.admin)
  saved = Object.fromEntries(GA_ENV.map((k) => [k, process.env[k]]))
})
afterAll(async () => {
  for (const k of GA_ENV)
    if (saved[k] === undefined) delete process.env[k]
    else process.env[k] = saved[k]
  await peers?.stop()
  await ga?.close()
})
afterEach(() => ga.reset())

const configure = () => {
  process.env.GA_MEASUREMENT_ID = 'G-PADFORGE'
  process.env.GA_API_SECRET = 'int-secret'
  process.env.GA_MP_URL = ga.url
}
const unconfigure = () => {
  for (const k of GA_ENV) delete process.env[k]
}

/** A placed order paid by card (the Stripe peer). */
async function paidOrder() {
  const body = await checkoutBody(payload, uid, 'card')
  const intentId = await payCard(requestAs(payload), body)
  const created = await placeOrder(requestAs(payload), { ...body, paymentIntentId: intentId })
  return { body, order: await orderByNumber(payload, created.orderId) }
}

const collects = () => ga.requests().filter((r) => r.path === '/mp/collect')

describe('the refund event', () => {
  it('a refund that succeeds is sent once: the order number, the amount in USD, the measurement id and secret', async () => {
    configure()
    const { order } = await paidOrder()
    const part = await refundOrder(requestAs(payload, admin), { order: order.id, amount: 1050, reason: 'Scratched' })
    expect(part.status).toBe('succeeded')
    await analyticsSettled()
    expect(collects()).toEqual([
      expect.objectContaining({
        method: 'POST',
        query: { measurement_id: 'G-PADFORGE', api_secret: 'int-secret' },
        body: {
          client_id: `order.${order.number}`,
          events: [
            {
              name: 'refund',
              params: { currency: 'USD', transaction_id: order.number, value: 10.5, refund_id: expect.any(String) },
            },
          ],
        },
      }),
    ])

    // The rest: a second event of its own; nothing again for the first.
    await refundOrder(requestAs(payload, admin), { order: order.id, reason: 'Returned' })
    await analyticsSettled()
    const sent = collects().map(
      (r) => (r.body as { events: Array<{ params: { value: number; refund_id: string } }> }).events[0]!.params,
    )
    expect(sent).toHaveLength(2)
    expect(new Set(sent.map((p) => p.refund_id)).size).toBe(2)
  })

  it('nothing is sent without GA_MEASUREMENT_ID and GA_API_SECRET', async () => {
    unconfigure()
    process.env.GA_MP_URL = ga.url
    const { order } = await paidOrder()
    expect((await refundOrder(requestAs(payload, admin), { order: order.id, reason: 'Changed mind' })).status).toBe(
      'succeeded',
    )
    await analyticsSettled()
    expect(ga.requests()).toEqual([])
  })

  it('GA failing or hanging neither fails nor slows the refund', async () => {
    configure()
    for (const fault of ['error', 'hang'] as const) {
      ga.setFault(fault)
      const { order } = await paidOrder()
      const started = Date.now()
      const result = await refundOrder(requestAs(payload, admin), { order: order.id, reason: `GA ${fault}` })
      expect(result.status).toBe('succeeded')
      expect(Date.now() - started).toBeLessThan(3000)
      expect((await orderByNumber(payload, order.number)).paymentStatus).toBe('refunded')
    }
    await analyticsSettled()
    expect(collects()).toHaveLength(2)
  })
})
