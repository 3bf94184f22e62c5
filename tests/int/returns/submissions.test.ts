// One return submission sent several times at once (issue 50 item 3), through Payload's REST router against the
// Stripe peer: the attempt's lock comes before the order product's, so the copies wait for the first instead of
// deadlocking, and every copy gets the first's reply (201 for a new return, the bank's 402, the 3-D Secure step);
// one return, one label payment, never a 5xx.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CreateReturnInput } from '../../../src/lib/returns/api'
import type { Order } from '../../../src/payload-types'
import { restClient } from '../http'
import { testPayload } from '../payload'
import { type Peers, stockedBuild } from '../payments/helpers'
import { startPeers } from '../payments/setup'
import { newUser } from '../users'
import { cardLabelReturn, deliveredOrder, reasonId } from './fixtures'

let payload: Payload
let peers: Peers
type User = Awaited<ReturnType<typeof newUser>>
let customer: User
let reason: number
const orders: Order[] = []
const { rest, as } = restClient(() => payload)

beforeAll(async () => {
  payload = await testPayload()
  const { uid } = await stockedBuild(payload)
  customer = await newUser(payload, 'customer', 'rma-twice')
  const staff = await newUser(payload, 'admin', 'rma-twice-desk')
  reason = await reasonId(payload, 'general')
  await payload.updateGlobal({ slug: 'site-settings', data: { acceptingReturns: true }, overrideAccess: true })
  // Bank-transfer orders, placed before card payments go live (the checkout then offers only cards).
  for (let i = 0; i < 3; i++) orders.push(await deliveredOrder(payload, uid, customer, staff))
  peers = await startPeers(payload)
})
afterAll(async () => peers?.stop())

const labelReturn = (order: Order, paymentToken: string) =>
  cardLabelReturn(order, { email: customer.email, reason }, paymentToken)

/** The same body sent `times` at once through the REST router, as a double click or a retrying proxy sends it. */
async function sendAtOnce(body: CreateReturnInput, times = 5) {
  const init = await as(customer, { method: 'POST', body: JSON.stringify(body) })
  return Promise.all(
    Array.from({ length: times }, async () => {
      const response = await rest('/create-rma', { ...init })
      return { status: response.status, text: await response.text() }
    }),
  )
}

const returnsOf = async (order: Order) =>
  (
    await payload.find({
      collection: 'rmas',
      where: { orderProduct: { equals: order.lines[0]!.id } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const intentsOf = (body: CreateReturnInput) =>
  peers.stripe.intents().filter((i) => i.metadata?.attempt === `rma-${body.attempt}`)

describe('the same return submitted five times at once', () => {
  it('a paid label: one return, one payment, the same 201 for every copy', async () => {
    const body = labelReturn(orders[0]!, 'pm_card_visa')
    const replies = await sendAtOnce(body)
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201])
    expect(new Set(replies.map((r) => r.text)).size).toBe(1)
    const rmas = await returnsOf(orders[0]!)
    expect(rmas.map((r) => [r.status, r.label?.paymentStatus])).toEqual([['return_label_issued', 'paid']])
    expect(JSON.parse(replies[0]!.text)).toEqual({ rma: { id: rmas[0]!.id } })
    expect(intentsOf(body)).toHaveLength(1)
    expect(intentsOf(body)[0]).toMatchObject({ status: 'succeeded', amount: 1240 })
  })

  it("a declined card: every copy gets the bank's 402, and the unit is free", async () => {
    const body = labelReturn(orders[1]!, 'pm_card_chargeDeclined')
    const replies = await sendAtOnce(body)
    expect(replies.map((r) => r.status)).toEqual([402, 402, 402, 402, 402])
    expect(new Set(replies.map((r) => r.text)).size).toBe(1)
    expect(JSON.parse(replies[0]!.text).message).toBeTruthy()
    expect((await returnsOf(orders[1]!)).map((r) => r.status)).toEqual(['canceled'])
    expect(intentsOf(body)).toHaveLength(1)
  })

  it('3-D Secure: every copy asks the browser for the same step', async () => {
    const body = labelReturn(orders[2]!, 'pm_card_threeDSecure2Required')
    const replies = await sendAtOnce(body)
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201])
    expect(new Set(replies.map((r) => r.text)).size).toBe(1)
    expect(JSON.parse(replies[0]!.text)).toMatchObject({ requiresAction: true, clientSecret: expect.any(String) })
    expect((await returnsOf(orders[2]!)).map((r) => r.status)).toEqual(['label_payment_pending'])
    expect(intentsOf(body)).toHaveLength(1)
  })
})
