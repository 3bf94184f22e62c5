// Issue 34: GA4's `refund` from the server where refunds happen, through the Measurement Protocol, against the GA peer
// (tests/peers/ga). Queued as a job when a refund succeeds (in its transaction), only when GA_MEASUREMENT_ID and
// GA_API_SECRET are set; the refund never calls GA itself, and a GA that is down gets the event on a later attempt.
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { REFUND_TASK } from '../../../src/plugins/analytics'
import { runDueJobs } from '../../../src/plugins/jobs'
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

/** The refund jobs queued so far, oldest first. */
async function refundJobs() {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: REFUND_TASK } },
    sort: 'createdAt',
    limit: 100,
    depth: 0,
  })
  return docs
}

/** Runs the due jobs (this test's process runs no job runner: JOBS_RUNNER=off). */
const runJobs = () => runDueJobs(payload)

describe('the refund event', () => {
  it('a refund that succeeds is sent once: the order number, the amount in USD, the measurement id and secret', async () => {
    configure()
    const { order } = await paidOrder()
    const part = await refundOrder(requestAs(payload, admin), { order: order.id, amount: 1050, reason: 'Scratched' })
    expect(part.status).toBe('succeeded')
    // The refund itself asked GA nothing: its job does, when the runner takes it.
    expect(collects()).toEqual([])
    await runJobs()
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
    await runJobs()
    await runJobs()
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
    const before = (await refundJobs()).length
    expect((await refundOrder(requestAs(payload, admin), { order: order.id, reason: 'Changed mind' })).status).toBe(
      'succeeded',
    )
    expect(await refundJobs()).toHaveLength(before)
    await runJobs()
    expect(ga.requests()).toEqual([])
  })

  it('a refund whose transaction is rolled back is never reported', async () => {
    configure()
    await runJobs() // what earlier tests left
    const { order } = await paidOrder()
    const before = (await refundJobs()).length
    const transactionID = await payload.db.beginTransaction()
    if (transactionID === null) throw new Error('no transaction')
    await payload.create({
      collection: 'refunds',
      data: {
        order: order.id,
        status: 'succeeded',
        amount: 500,
        provider: 'stripe',
        source: 'external',
        idempotencyKey: `rollback-${order.number}`,
      },
      overrideAccess: true,
      req: { transactionID } as never,
    })
    expect(await refundJobs()).toHaveLength(before) // outside the transaction: not there yet
    await payload.db.rollbackTransaction(transactionID)
    expect(await refundJobs()).toHaveLength(before)
    await runJobs()
    expect(collects()).toEqual([])
  })

  it('GA failing or hanging neither fails the refund nor loses the event: a later attempt sends it', async () => {
    configure()
    await runJobs() // what earlier tests left
    for (const fault of ['error', 'hang'] as const) {
      ga.setFault(fault)
      const { order } = await paidOrder()
      const result = await refundOrder(requestAs(payload, admin), { order: order.id, reason: `GA ${fault}` })
      expect(result.status).toBe('succeeded')
      expect((await orderByNumber(payload, order.number)).paymentStatus).toBe('refunded')
      // The attempt fails (GA answers 500, or not within the adapter's timeout): the job stays, to be tried again.
      await runJobs()
      const job = (await refundJobs()).at(-1)
      expect(job).toMatchObject({ hasError: false, completedAt: null, input: { refund: expect.any(Number) } })
      expect(job?.totalTried).toBe(1)
      // GA is back and the retry is due: the event is sent once.
      ga.setFault('none')
      await payload.update({ collection: 'payload-jobs', id: job?.id as number, data: { waitUntil: null } })
      await runJobs()
      // Done, so gone from the queue (Payload deletes a completed job).
      expect((await refundJobs()).map((j) => j.id)).not.toContain(job?.id)
      const events = collects().filter(
        (r) => r.body && (r.body as { client_id: string }).client_id === `order.${order.number}`,
      )
      // The failed attempt reached GA too (the peer logs every call), then the one it took.
      expect(events).toHaveLength(2)
    }
  })
})
