// Issue 27 item 11: the admin's refund panel reads what was paid, refunded and what remains
// (GET /api/payments/refund), counted as the refund operation counts it, and only administrators may read or refund.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placeOrder } from '../../../src/plugins/orders'
import { guestEmail, orderByNumber, requestAs } from '../checkout/fixtures'
import { restClient } from '../http'
import { testPayload } from '../payload'
import { checkoutBody, type Peers, payCard, stockedBuild } from './helpers'
import { startPeers } from './setup'

let payload: Payload
let peers: Peers
let uid: string
const PASSWORDS: Record<string, string> = {}
const { rest, as } = restClient(() => payload, PASSWORDS)

async function userWith(role: 'admin' | 'merchandiser' | 'customer') {
  const email = guestEmail(`refund-${role}`)
  PASSWORDS[email] = `${role}-password-1`
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORDS[email]!, role, firstName: role },
    overrideAccess: true, // the test's own user
  })
  return { email }
}

const summary = async (user: { email: string } | null, order: number | string) => {
  const response = await rest(`/payments/refund?order=${order}`, await as(user))
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> }
}

beforeAll(async () => {
  payload = await testPayload()
  peers = await startPeers(payload)
  ;({ uid } = await stockedBuild(payload))
})
afterAll(async () => peers?.stop())

describe("the admin's refund panel (issue 27 item 11)", () => {
  it('shows what was paid, each refund with its reason and what remains, to administrators only', async () => {
    const body = await checkoutBody(payload, uid, 'card')
    const intentId = await payCard(requestAs(payload), body)
    const created = await placeOrder(requestAs(payload), { ...body, paymentIntentId: intentId })
    const order = await orderByNumber(payload, created.orderId)
    const admin = await userWith('admin')

    expect(await summary(admin, order.id)).toMatchObject({
      status: 200,
      json: {
        number: order.number,
        provider: 'card',
        paid: body.check_total,
        refunded: 0,
        remaining: body.check_total,
      },
    })

    const refund = await rest(
      '/payments/refund',
      await as(admin, { method: 'POST', body: JSON.stringify({ order: order.id, amount: 1000, reason: 'Scratched' }) }),
    )
    expect(refund.status).toBe(200)
    const after = await summary(admin, order.id)
    expect(after.json).toMatchObject({ paid: body.check_total, refunded: 1000, remaining: body.check_total - 1000 })
    expect(after.json.refunds).toEqual([
      expect.objectContaining({ amount: 1000, status: 'succeeded', reason: 'Scratched' }),
    ])

    for (const role of ['merchandiser', 'customer'] as const)
      expect((await summary(await userWith(role), order.id)).status).toBe(403)
    expect([401, 403]).toContain((await summary(null, order.id)).status)
  })

  it('answers a malformed order 400 and an unknown one 404', async () => {
    const admin = await userWith('admin')
    expect((await summary(admin, 'abc')).status).toBe(400)
    expect((await summary(admin, 2147483647)).status).toBe(404)
  })
})
