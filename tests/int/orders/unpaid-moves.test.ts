// Issue 50 item 8: a bank-transfer order awaiting its payment cannot move past new (into the workshop or out of the
// door) over REST, a bulk PATCH or the local API as staff, unless an administrator gives a reason, which the status
// history records with who gave it. A merchandiser can neither override nor mark the payment received.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { OVERRIDE_ADMINS_ONLY } from '../../../src/lib/orders/paid-moves'
import type { Order } from '../../../src/payload-types'
import { orderByNumber, placeOrder } from '../checkout/fixtures'
import { restClient } from '../http'
import { testPayload } from '../payload'
import { stockedBuild } from '../payments/helpers'
import { newUser } from '../users'

let payload: Payload
let uid: string
type User = Awaited<ReturnType<typeof newUser>>
let buyer: User
let merchandiser: User
let admin: User
const { rest, as } = restClient(() => payload)

beforeAll(async () => {
  payload = await testPayload()
  ;({ uid } = await stockedBuild(payload))
  buyer = await newUser(payload, 'customer', 'unpaid-buyer')
  merchandiser = await newUser(payload, 'merchandiser', 'unpaid-workshop')
  admin = await newUser(payload, 'admin', 'unpaid-admin')
})

/** A bank-transfer order of one controller, its payment awaiting. */
async function unpaidOrder(): Promise<Order> {
  const { created } = await placeOrder(payload, [{ id: uid, type: 'controller', quantity: 1 }], {
    user: buyer,
    email: buyer.email,
  })
  const order = await orderByNumber(payload, created.orderId)
  expect(order).toMatchObject({ paymentMethod: 'manual', paymentStatus: 'awaiting' })
  return order
}

async function patch(user: User, order: Order, body: Record<string, unknown>) {
  const response = await rest(
    `/orders/${order.id}?depth=0`,
    await as(user, { method: 'PATCH', body: JSON.stringify(body) }),
  )
  return { status: response.status, text: await response.text() }
}

const toProcessed = (order: Order) => ({ lines: order.lines.map((l) => ({ ...l, status: 'processed' })) })

/** The order as stored, and that nothing about its fulfilment changed. */
async function expectUnmoved(order: Order) {
  const stored = await orderByNumber(payload, order.number)
  expect(stored.status).toBe('new')
  expect(stored.lines.map((l) => l.status)).toEqual(['new'])
  expect(stored.statusHistory).toHaveLength(order.statusHistory?.length ?? 0)
  return stored
}

describe('an unpaid order past new', () => {
  it("is refused to staff's PATCH with the reason, and the order stays new", async () => {
    const order = await unpaidOrder()
    const refused = await patch(merchandiser, order, toProcessed(order))
    expect(refused.status).toBe(400)
    expect(refused.text).toContain(
      `Order ${order.number} is not paid (payment awaiting): \\"${order.lines[0]!.name}\\" cannot go to processed until the payment is recorded as paid.`,
    )
    await expectUnmoved(order)
    // An administrator without a reason is refused the same way.
    expect((await patch(admin, order, toProcessed(order))).status).toBe(400)
    expect((await patch(admin, order, { ...toProcessed(order), overrideReason: '   ' })).status).toBe(400)
    await expectUnmoved(order)
  })

  it('is refused over a bulk PATCH and the local API with staff rights too', async () => {
    const order = await unpaidOrder()
    const bulk = await rest(
      `/orders?where[id][equals]=${order.id}&depth=0`,
      await as(merchandiser, { method: 'PATCH', body: JSON.stringify(toProcessed(order)) }),
    )
    expect(bulk.status).toBe(400)
    expect(await bulk.text()).toContain('is not paid (payment awaiting)')
    await expect(
      payload.update({
        collection: 'orders',
        id: order.id,
        data: toProcessed(order) as never,
        user: merchandiser,
        overrideAccess: true,
      }),
    ).rejects.toThrow(/is not paid \(payment awaiting\)/)
    await expectUnmoved(order)
  })

  it("refuses a merchandiser's override and keeps the payment status theirs to read only", async () => {
    const order = await unpaidOrder()
    const override = await patch(merchandiser, order, { ...toProcessed(order), overrideReason: 'Customer is trusted' })
    expect(override.status).toBe(403)
    expect(override.text).toContain(OVERRIDE_ADMINS_ONLY)
    // Marking the payment received is the administrator's record: a merchandiser's 'paid' is not taken.
    const marked = await patch(merchandiser, order, { ...toProcessed(order), paymentStatus: 'paid' })
    expect(marked.status).toBe(400)
    const stored = await expectUnmoved(order)
    expect(stored.paymentStatus).toBe('awaiting')
  })

  it("moves on with an administrator's reason, recorded in the status history with who gave it", async () => {
    const order = await unpaidOrder()
    const reason = 'Paid in cash at the workshop counter'
    const moved = await patch(admin, order, { ...toProcessed(order), overrideReason: `  ${reason} ` })
    expect(moved.status).toBe(200)
    expect(moved.text).not.toContain('overrideReason')
    const stored = await orderByNumber(payload, order.number)
    expect(stored).toMatchObject({ status: 'processed', paymentStatus: 'awaiting' })
    const note = `Moved on unpaid (payment awaiting) by an administrator: ${reason}`
    const added = stored.statusHistory?.slice(order.statusHistory?.length ?? 0)
    expect(added?.map((h) => ({ status: h.status, line: h.line ?? null, by: Number(h.by), note: h.note }))).toEqual([
      { status: 'processed', line: null, by: admin.id, note },
      { status: 'processed', line: order.lines[0]!.id, by: admin.id, note },
    ])
    // The override was for that change only: the next move past new needs one again.
    const line = stored.lines[0]!
    const ship = await patch(admin, stored, {
      lines: [{ ...line, status: 'shipped', shipment: { carrier: 'usps', trackingNumber: '9400 1118 50' } }],
    })
    expect(ship.status).toBe(400)
    expect(ship.text).toContain('cannot go to shipped until the payment is recorded as paid')
  })

  it('is canceled by staff without any override', async () => {
    const order = await unpaidOrder()
    const canceled = await patch(merchandiser, order, { lines: order.lines.map((l) => ({ ...l, status: 'canceled' })) })
    expect(canceled.status).toBe(200)
    expect((await orderByNumber(payload, order.number)).status).toBe('canceled')
  })
})

describe('a paid order', () => {
  it('moves on for staff once an administrator records the payment', async () => {
    const order = await unpaidOrder()
    expect((await patch(admin, order, { paymentStatus: 'paid' })).status).toBe(200)
    const paid = await orderByNumber(payload, order.number)
    expect(paid.paymentStatus).toBe('paid')
    const moved = await patch(merchandiser, paid, toProcessed(paid))
    expect(moved.status).toBe(200)
    const stored = await orderByNumber(payload, order.number)
    expect(stored.status).toBe('processed')
    expect(stored.statusHistory?.at(-1)).toMatchObject({ status: 'processed', by: merchandiser.id, note: null })
  })

  it('takes the payment and the move in one save by an administrator', async () => {
    const order = await unpaidOrder()
    const moved = await patch(admin, order, { ...toProcessed(order), paymentStatus: 'paid' })
    expect(moved.status).toBe(200)
    expect(await orderByNumber(payload, order.number)).toMatchObject({ status: 'processed', paymentStatus: 'paid' })
  })
})
