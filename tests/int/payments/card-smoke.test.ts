// Card payment smoke test: pay by card through the Stripe peer, place the order, webhook replays change nothing.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payByCard } from '../../../src/plugins/payments/operations/pay-by-card'
import { placeOrder } from '../../../src/plugins/payments/operations/place-order'
import {
  defaultBuild,
  guestEmail,
  orderByNumber,
  orderInput,
  placeable,
  requestAs,
  restockHardware,
  setValueStock,
  storeConfiguration,
} from '../checkout/fixtures'
import { testPayload } from '../payload'
import { startPeers } from './setup'

let payload: Payload
let peers: Awaited<ReturnType<typeof startPeers>>
let uid: string

beforeAll(async () => {
  payload = await testPayload()
  peers = await startPeers(payload)
  await restockHardware(payload)
  const { selection, inventoried } = await defaultBuild(payload)
  for (const v of inventoried) await setValueStock(payload, v.id, 1000)
  uid = await storeConfiguration(payload, 'ps5', selection)
})
afterAll(async () => peers?.stop())

describe('card', () => {
  it('pays by card and places one order, whatever the webhooks do', async () => {
    const req = requestAs(payload)
    const input = orderInput([{ id: uid, type: 'controller', quantity: 1 }], { email: guestEmail('card') })
    input.paymentMethod = 'card'
    const body = await placeable(req, input)
    const paid = await payByCard(req, {
      ...body,
      amount: body.check_total,
      method: 'card',
      paymentMethodId: 'pm_card_visa',
    })
    expect(paid).toMatchObject({ error: null, requiresAction: false })
    const created = await placeOrder(requestAs(payload), { ...body, paymentIntentId: paid.paymentIntentId! })
    const order = await orderByNumber(payload, created.orderId)
    expect(order.paymentStatus).toBe('paid')
    const statuses = await peers.stripe.deliverAll({})
    expect(statuses.every((s) => s === 200)).toBe(true)
    expect(peers.stripe.charges()).toHaveLength(1)
  })
})
