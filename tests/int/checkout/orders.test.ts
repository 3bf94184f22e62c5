import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createOrder } from '../../../src/plugins/orders/operations/create-order'
import { readOrder } from '../../../src/plugins/orders/operations/read-order'
import { testPayload } from '../payload'
import { defaultBuild, orderInput, placeable, requestAs, storeConfiguration } from './fixtures'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('create-order', () => {
  it('places a guest order with the manual payment, creates the customer and reads back with the token', async () => {
    const { selection } = await defaultBuild(payload)
    const uid = await storeConfiguration(payload, 'ps5', selection)
    const req = requestAs(payload)
    const body = await placeable(
      req,
      orderInput([{ id: uid, type: 'controller', quantity: 1 }], { email: 'guest-one@example.com' }),
    )
    const created = await createOrder(requestAs(payload), body)
    expect(created.orderId).toMatch(/^PF-\d{6}$/)
    const order = (
      await payload.find({ collection: 'orders', where: { number: { equals: created.orderId } }, overrideAccess: true })
    ).docs[0]!
    expect(order.totals?.total).toBe(body.check_total)
    expect(order.paymentStatus).toBe('awaiting')
    expect(order.paymentInstructions).toMatch(/bank transfer/)
    const view = await readOrder(requestAs(payload), { order: created.orderId, token: created.token })
    expect(view.total).toBe(body.check_total)
    await expect(readOrder(requestAs(payload), { order: created.orderId })).rejects.toThrow(/could not find/)
  })
})
