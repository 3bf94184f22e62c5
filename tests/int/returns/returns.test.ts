// Returns (issue 30), against the real Postgres: the form's options and its server checks (the switch, the US, the
// 15-day window and a forged reason, the spec's field messages), two returns of the last unit at once, the customer's
// cancel, the own-send deadline job, staff receiving (stock back) and refunding by the bill, and another customer's
// returns out of reach.
import { Writable } from 'node:stream'
import type { Payload } from 'payload'
import pino from 'pino'
import { beforeAll, describe, expect, it } from 'vitest'
import { storeLogger } from '../../../src/endpoints/http/fault-log'
import type { AccountReturn, ReturnOptions } from '../../../src/lib/returns/api'
import { NOTHING_LEFT_MESSAGE, US_ONLY_MESSAGE } from '../../../src/lib/returns/eligibility'
import { RETURN_MESSAGES } from '../../../src/lib/returns/form-rules'
import { RETURN_CANCEL_REFUSED } from '../../../src/lib/returns/states'
import { runDueJobs } from '../../../src/plugins/jobs'
import { createReturn } from '../../../src/plugins/returns/operations/create-return'
import { LABEL_PAYMENT_NOT_AVAILABLE } from '../../../src/plugins/returns/operations/label-payment'
import { checkReturnDeadline } from '../../../src/plugins/returns/operations/overdue'
import { query, requestAs, settle, valueStock } from '../checkout/fixtures'
import { restClient } from '../http'
import { testPayload } from '../payload'
import { stockedBuild } from '../payments/helpers'
import { newUser } from '../users'
import { attempt, deliveredOrder, ownSend, reasonId } from './fixtures'

let payload: Payload
let uid: string
let valueIds: number[]
type User = Awaited<ReturnType<typeof newUser>>
let alice: User
let bob: User
let staff: User
let general: number
let repair: number
const { rest, as, jwt } = restClient(() => payload)

beforeAll(async () => {
  payload = await testPayload()
  ;({ uid, valueIds } = await stockedBuild(payload))
  alice = await newUser(payload, 'customer', 'alice-returns')
  bob = await newUser(payload, 'customer', 'bob-returns')
  staff = await newUser(payload, 'admin', 'returns-desk')
  general = await reasonId(payload, 'general')
  repair = await reasonId(payload, 'repair')
  await payload.updateGlobal({ slug: 'site-settings', data: { acceptingReturns: true }, overrideAccess: true })
})

interface Reply {
  message: string
  errors?: Record<string, string[]>
  rma: AccountReturn & { id: number }
  total: number
  data: AccountReturn[]
}

async function call<T = Reply>(user: User | null, method: string, path: string, body?: unknown) {
  const response = await rest(path, await as(user, { method, ...(body ? { body: JSON.stringify(body) } : {}) }))
  return { status: response.status, json: (await response.json().catch(() => null)) as T | null }
}

const rmaRow = async (id: number) => payload.findByID({ collection: 'rmas', id, depth: 0, overrideAccess: true })
const lineStatus = async (orderId: number) =>
  (await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })).lines[0]!.status
const mailsOf = async (to: string) =>
  (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, overrideAccess: true, limit: 200 })).docs

describe('starting a return', () => {
  it('offers the reasons, quantities and address, then records an own-send return the item follows', async () => {
    const order = await deliveredOrder(payload, uid, alice, staff, 2)
    const lineId = order.lines[0]!.id!
    const options = await call<ReturnOptions>(alice, 'GET', `/return-options/${lineId}`)
    expect(options.status).toBe(200)
    expect(options.json).toMatchObject({ problem: null, quantities: [1, 2], inWindow: true, email: alice.email })
    expect(options.json?.reasons.map((r) => r.kind)).toContain('general')

    const created = await call(alice, 'POST', '/create-rma', ownSend(lineId, general, alice.email, 1))
    expect(created.status).toBe(201)
    const rma = await rmaRow(created.json!.rma.id)
    expect(rma).toMatchObject({ status: 'being_returned', quantity: 1, ownSend: true, orderProduct: lineId })
    expect(new Date(rma.deadline!).getTime()).toBeGreaterThan(Date.now() + 4 * 24 * 3600 * 1000)
    expect(await lineStatus(order.id)).toBe('being_returned')

    const read = await call(alice, 'GET', `/rma/${rma.id}`)
    expect(read.json?.rma).toMatchObject({ status: 'being_returned', statusText: 'BEING RETURNED', isOwnSend: true })
    expect(read.json?.rma.desireDateTime).toBe(rma.deadline)
    const listed = await call(alice, 'GET', '/returns?limit=10&offset=0')
    expect(listed.json?.data.map((r) => r.id)).toContain(rma.id)
    const history = await call<{ data: { data: Array<{ products: Array<Record<string, unknown>> }> } }>(
      alice,
      'GET',
      '/account/orders/returns',
    )
    const product = history.json?.data.data.flatMap((o) => o.products).find((p) => p.id === lineId)
    expect(product).toMatchObject({ activeReturnId: rma.id, isReturnable: true, showReturn: true })
    // One unit is left: the form offers 1.
    expect((await call<ReturnOptions>(alice, 'GET', `/return-options/${lineId}`)).json?.quantities).toEqual([1])
    await runDueJobs(payload)
    expect((await mailsOf(alice.email)).some((m) => m.subject?.startsWith('We got your return request'))).toBe(true)
  })

  it("gives the same return for the same submission sent twice: the first's 201 again", async () => {
    const order = await deliveredOrder(payload, uid, alice, staff)
    const body = ownSend(order.lines[0]!.id!, general, alice.email)
    const [first, second] = [
      await call(alice, 'POST', '/create-rma', body),
      await call(alice, 'POST', '/create-rma', body),
    ]
    expect(first.status).toBe(201)
    expect(second).toEqual(first)
  })

  it('refuses a return when nothing is left, naming the quantity', async () => {
    const order = await deliveredOrder(payload, uid, alice, staff)
    const lineId = order.lines[0]!.id!
    expect((await call(alice, 'POST', '/create-rma', ownSend(lineId, general, alice.email))).status).toBe(201)
    const none = await call(alice, 'POST', '/create-rma', ownSend(lineId, general, alice.email))
    expect(none).toMatchObject({
      status: 422,
      json: { message: NOTHING_LEFT_MESSAGE, errors: { quantity: [NOTHING_LEFT_MESSAGE] } },
    })
  })

  it('a label that cannot be paid or comes from outside the US is refused and leaves nothing behind', async () => {
    const order = await deliveredOrder(payload, uid, alice, staff)
    const lineId = order.lines[0]!.id!
    const label = {
      ...ownSend(lineId, general, alice.email),
      ownSend: false,
      createReturnLabel: true,
      shippingMethod: 'usps:Priority',
      paymentMethod: 'stripe' as const,
      paymentToken: 'pm_card_visa',
    }
    const berlin = { address1: 'Unter den Linden 1', address2: '', city: 'Berlin', state: 'BE', zip: '10117' }
    const abroad = await call(alice, 'POST', '/create-rma', { ...label, address: { ...berlin, country: 'DE' } })
    expect(abroad).toMatchObject({
      status: 422,
      json: { message: US_ONLY_MESSAGE, errors: { address: [US_ONLY_MESSAGE] } },
    })
    // No card payments here (no Stripe keys): the label cannot be paid for.
    const home = { address1: '350 5th Ave', address2: '', city: 'New York', state: 'NY', zip: '10118', country: 'US' }
    for (const paymentMethod of ['stripe', 'paypal'] as const) {
      const unpaid = await call(alice, 'POST', '/create-rma', {
        ...label,
        attempt: attempt(),
        paymentMethod,
        address: home,
      })
      expect(unpaid).toMatchObject({ status: 422, json: { message: LABEL_PAYMENT_NOT_AVAILABLE } })
    }
    const { totalDocs } = await payload.count({
      collection: 'rmas',
      where: { orderProduct: { equals: lineId } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
    const options = await call<ReturnOptions>(alice, 'GET', `/return-options/${lineId}`)
    expect(options.json).toMatchObject({ problem: null, quantities: [1] })
    expect(await lineStatus(order.id)).toBe('delivered')
  })

  it('two returns of the last unit at once: one is made, the other is refused', async () => {
    const order = await deliveredOrder(payload, uid, alice, staff)
    const lineId = order.lines[0]!.id!
    const results = await Promise.all(
      [1, 2].map(() => settle(createReturn(requestAs(payload, alice), ownSend(lineId, general, alice.email)))),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    const refused = results.find((r) => !r.ok)
    expect(refused?.ok === false && refused.error.message).toMatch(/already on a return|at most 0/)
    const { docs } = await payload.find({
      collection: 'rmas',
      where: { orderProduct: { equals: lineId } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
  })

  it("answers 422 with the spec's field messages and records nothing", async () => {
    const order = await deliveredOrder(payload, uid, alice, staff)
    const body = { ...ownSend(order.lines[0]!.id!, general, alice.email), email: ' ', description: '' }
    const reply = await call(alice, 'POST', '/create-rma', body)
    expect(reply.status).toBe(422)
    expect(reply.json?.errors).toMatchObject({
      email: [RETURN_MESSAGES.email],
      description: [RETURN_MESSAGES.description],
    })
    const label = await call(alice, 'POST', '/create-rma', {
      ...ownSend(order.lines[0]!.id!, general, alice.email),
      ownSend: false,
      createReturnLabel: true,
      shippingMethod: 'fedex:FEDEX_GROUND',
      address: { address1: '', city: '', state: '', zip: '', country: 'US' },
    })
    expect(label).toMatchObject({ status: 422, json: { message: RETURN_MESSAGES.addressInvalid } })
    const noMethod = await call(alice, 'POST', '/create-rma', {
      ...ownSend(order.lines[0]!.id!, general, alice.email),
      ownSend: false,
    })
    expect(noMethod.json?.errors?.shippingMethod).toEqual([RETURN_MESSAGES.chooseMethod])
    expect((await call(alice, 'POST', '/create-rma', { orderProductId: 'x' })).status).toBe(400)
    const { totalDocs } = await payload.count({
      collection: 'rmas',
      where: { order: { equals: order.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('after 15 days offers only repair, upgrade and other, and refuses a forged general reason', async () => {
    const late = await deliveredOrder(payload, uid, alice, staff, 1, 16)
    const lineId = late.lines[0]!.id!
    const options = await call<ReturnOptions>(alice, 'GET', `/return-options/${lineId}`)
    expect(options.json?.inWindow).toBe(false)
    expect(options.json?.reasons.map((r) => r.kind)).not.toContain('general')
    const forged = await call(alice, 'POST', '/create-rma', ownSend(lineId, general, alice.email))
    expect(forged.status).toBe(422)
    expect(forged.json?.errors?.reason).toBeDefined()
    expect((await call(alice, 'POST', '/create-rma', ownSend(lineId, repair, alice.email))).status).toBe(201)
    // The 15th day still counts in full.
    const edge = await deliveredOrder(payload, uid, alice, staff, 1, 15)
    expect((await call<ReturnOptions>(alice, 'GET', `/return-options/${edge.lines[0]!.id}`)).json?.inWindow).toBe(true)
  })

  it('refuses a return with the switch off (with its tooltip) and for an order shipped outside the US', async () => {
    const order = await deliveredOrder(payload, uid, alice, staff)
    const lineId = order.lines[0]!.id!
    await payload.updateGlobal({ slug: 'site-settings', data: { acceptingReturns: false }, overrideAccess: true })
    try {
      const closed = (await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).returnsClosedText
      const reply = await call(alice, 'POST', '/create-rma', ownSend(lineId, general, alice.email))
      expect(reply).toMatchObject({ status: 422, json: { message: closed } })
      const history = await call<{ data: { data: Array<{ products: Array<Record<string, unknown>> }> } }>(
        alice,
        'GET',
        '/account/orders/all?limit=50',
      )
      const product = history.json?.data.data.flatMap((o) => o.products).find((p) => p.id === lineId)
      expect(product).toMatchObject({ showReturn: true, isReturnable: false, returnProblem: closed })
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { acceptingReturns: true }, overrideAccess: true })
    }
    await query(payload, `update orders set shipping_country = 'CA' where id = $1`, [order.id])
    const abroad = await call(alice, 'POST', '/create-rma', ownSend(lineId, general, alice.email))
    expect(abroad).toMatchObject({ status: 422, json: { message: 'Refunds are currently only supported for the USA' } })
  })

  it("keeps another customer's returns and order products out of reach", async () => {
    const order = await deliveredOrder(payload, uid, alice, staff)
    const lineId = order.lines[0]!.id!
    const created = await call(alice, 'POST', '/create-rma', ownSend(lineId, general, alice.email))
    const id = created.json!.rma.id
    expect((await call(bob, 'GET', `/rma/${id}`)).status).toBe(404)
    expect((await call(bob, 'DELETE', `/returns/${id}`)).status).toBe(404)
    expect((await call(bob, 'GET', `/return-options/${lineId}`)).status).toBe(404)
    expect((await call(bob, 'POST', '/create-rma', ownSend(lineId, general, bob.email))).status).toBe(404)
    expect((await call(bob, 'GET', '/returns')).json?.data.map((r) => r.id)).not.toContain(id)
    expect((await call(bob, 'GET', `/rmas/${id}`)).status).toBe(403)
    expect((await call(alice, 'PATCH', `/rmas/${id}`, { status: 'refunded' })).status).toBe(403)
    expect((await call(null, 'GET', '/returns')).status).toBe(401)
    expect((await rmaRow(id)).status).toBe('being_returned')
  })
})

describe('cancel and the deadline', () => {
  it('the customer cancels while it is being returned; after it was received the answer is 409', async () => {
    const order = await deliveredOrder(payload, uid, alice, staff)
    const lineId = order.lines[0]!.id!
    const first = (await call(alice, 'POST', '/create-rma', ownSend(lineId, general, alice.email))).json!.rma.id
    const canceled = await call(alice, 'DELETE', `/returns/${first}`)
    expect(canceled.json?.rma).toMatchObject({ status: 'canceled', cancelable: false })
    expect(await lineStatus(order.id)).toBe('delivered')

    const second = (await call(alice, 'POST', '/create-rma', ownSend(lineId, general, alice.email))).json!.rma.id
    const received = await call(staff, 'PATCH', `/rmas/${second}`, {
      status: 'return_received',
      received: { units: 1, damaged: 0 },
    })
    expect(received.status).toBe(200)
    const late = await call(alice, 'DELETE', `/returns/${second}`)
    expect(late).toMatchObject({ status: 409, json: { message: RETURN_CANCEL_REFUSED } })
    expect(await lineStatus(order.id)).toBe('return_received')
  })

  it('the deadline job run twice cancels an overdue own-send return once; a receipt committed first wins', async () => {
    const order = await deliveredOrder(payload, uid, alice, staff)
    const lineId = order.lines[0]!.id!
    const id = (await call(alice, 'POST', '/create-rma', ownSend(lineId, general, alice.email))).json!.rma.id
    await query(payload, `update rmas set deadline = now() - interval '1 minute' where id = $1`, [id])
    const outcomes = await Promise.all([1, 2].map(() => checkReturnDeadline(requestAs(payload), id)))
    expect(outcomes.sort()).toEqual(['canceled', 'kept'])
    expect((await rmaRow(id)).status).toBe('canceled')
    expect(await lineStatus(order.id)).toBe('delivered')

    const kept = (await call(alice, 'POST', '/create-rma', ownSend(lineId, general, alice.email))).json!.rma.id
    await call(staff, 'PATCH', `/rmas/${kept}`, { status: 'return_received', received: { units: 1, damaged: 0 } })
    await query(payload, `update rmas set deadline = now() - interval '1 minute' where id = $1`, [kept])
    expect(await checkReturnDeadline(requestAs(payload), kept)).toBe('kept')
    expect((await rmaRow(kept)).status).toBe('return_received')
  })
})

describe('staff receive and refund', () => {
  it('puts undamaged units back in stock and refunds the bill; a second return of the package pays no shipping twice', async () => {
    const order = await deliveredOrder(payload, uid, alice, staff, 3)
    const lineId = order.lines[0]!.id!
    const before = await Promise.all(valueIds.map((v) => valueStock(payload, v)))
    const first = (await call(alice, 'POST', '/create-rma', ownSend(lineId, general, alice.email, 2))).json!.rma.id
    const wrong = await call(staff, 'PATCH', `/rmas/${first}`, { status: 'return_received', received: { units: 3 } })
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(wrong.json)).toContain('between 1 and 2')
    expect((await call(staff, 'PATCH', `/rmas/${first}`, { status: 'refunded' })).status).toBe(400)
    const got = await call(staff, 'PATCH', `/rmas/${first}`, {
      status: 'return_received',
      received: { units: 2, damaged: 1 },
    })
    expect(got.status).toBe(200)
    expect(await Promise.all(valueIds.map((v) => valueStock(payload, v)))).toEqual(before.map((s) => s + 1))
    expect(await lineStatus(order.id)).toBe('return_received')

    // Received: the page says so (no deadline, no box to write on) and shows the bill it expects to refund.
    const receivedView = (await call(alice, 'GET', `/rma/${first}`)).json?.rma
    expect(receivedView).toMatchObject({ status: 'return_received', refund: null, refundBillExpected: true })
    expect(receivedView?.stage.title).toBe('Received: being inspected')
    expect(receivedView?.refundBill?.shippingCost).toBe(order.packages![0]!.price ?? 0)
    const expected = receivedView!.refundBill!.refundTotal

    expect((await call(staff, 'PATCH', `/rmas/${first}`, { status: 'refunded' })).status).toBe(200)
    const refunded = await rmaRow(first)
    expect(refunded.bill?.refundTotal).toBe(expected)
    const refundedView = (await call(alice, 'GET', `/rma/${first}`)).json?.rma
    expect(refundedView).toMatchObject({ status: 'refunded', refund: expected, refundBillExpected: false })
    expect(refundedView?.stage.title).toBe('Refunded')
    const pkg = order.packages![0]!
    const paid = Math.round(
      ((order.lines[0]!.lineTotal + (order.totals!.tax ?? 0) - (order.totals!.discount ?? 0)) * 2) / 3,
    )
    expect(refunded.bill).toMatchObject({ orderGrandTotal: paid, shippingCost: pkg.price ?? 0, restockingFee: 0 })
    expect(refunded.bill?.refundTotal).toBe(paid - (pkg.price ?? 0) - (refunded.bill?.sdaPrice ?? 0))
    expect(await lineStatus(order.id)).toBe('refunded')
    const refund = await payload.findByID({ collection: 'refunds', id: Number(refunded.refund), overrideAccess: true })
    expect(refund).toMatchObject({ amount: refunded.bill?.refundTotal, provider: 'manual', status: 'pending' })

    const second = (await call(alice, 'POST', '/create-rma', ownSend(lineId, general, alice.email, 1))).json!.rma.id
    await call(staff, 'PATCH', `/rmas/${second}`, { status: 'return_received', received: { units: 1 } })
    expect((await call(staff, 'PATCH', `/rmas/${second}`, { status: 'refunded' })).status).toBe(200)
    const again = await rmaRow(second)
    expect(again.bill?.shippingCost).toBe(0)
    const { docs: refunds } = await payload.find({
      collection: 'refunds',
      where: { order: { equals: order.id } },
      overrideAccess: true,
    })
    expect(refunds.reduce((sum, r) => sum + r.amount, 0)).toBeLessThanOrEqual(order.totals!.total)
    await runDueJobs(payload)
    const subjects = (await mailsOf(alice.email)).map((m) => m.subject ?? '')
    expect(subjects.some((s) => s.startsWith(`Your return is refunded (RMA #${first})`))).toBe(true)
    expect(subjects.some((s) => s.startsWith(`We received your return (RMA #${second})`))).toBe(true)
  })

  it('lets a merchandiser receive a return but only an administrator refund it', async () => {
    const merchandiser = await newUser(payload, 'merchandiser', 'returns-floor')
    const order = await deliveredOrder(payload, uid, alice, staff)
    const id = (await call(alice, 'POST', '/create-rma', ownSend(order.lines[0]!.id!, general, alice.email))).json!.rma
      .id
    const received = await call(merchandiser, 'PATCH', `/rmas/${id}`, {
      status: 'return_received',
      received: { units: 1 },
    })
    expect(received.status).toBe(200)
    const refused = await call(merchandiser, 'PATCH', `/rmas/${id}`, { status: 'refunded' })
    expect(refused.status).toBe(403)
    expect((await rmaRow(id)).status).toBe('return_received')
    expect(
      (await call(staff, 'PATCH', `/rmas/${id}`, { status: 'rejected', closedNote: 'Opened and modded' })).status,
    ).toBe(200)
    expect(await lineStatus(order.id)).toBe('delivered')
  })

  it('never refunds more than what remains of the order', async () => {
    const order = await deliveredOrder(payload, uid, alice, staff)
    const lineId = order.lines[0]!.id!
    // Staff already gave most of it back by hand.
    await payload.create({
      collection: 'refunds',
      data: {
        order: order.id,
        amount: order.totals!.total - 100,
        provider: 'manual',
        status: 'succeeded',
        source: 'store',
        reason: 'Goodwill',
        idempotencyKey: `goodwill-${order.id}`,
      },
      overrideAccess: true,
    })
    const id = (await call(alice, 'POST', '/create-rma', ownSend(lineId, general, alice.email))).json!.rma.id
    await call(staff, 'PATCH', `/rmas/${id}`, { status: 'return_received', received: { units: 1 } })
    expect((await call(staff, 'PATCH', `/rmas/${id}`, { status: 'refunded' })).status).toBe(200)
    const own = (await rmaRow(id)).bill?.refundTotal ?? -1
    expect(own).toBeLessThanOrEqual(100)
    // The item shows its own refund; the order shows all of them (the goodwill refund too).
    const history = await call<{
      data: { data: Array<{ refundTotal: number; products: Array<Record<string, unknown>> }> }
    }>(alice, 'GET', '/account/orders/returns')
    const shown = history.json?.data.data.find((o) => o.products.some((p) => p.id === lineId))
    expect(shown?.refundTotal).toBe(order.totals!.total - 100 + own)
    expect(shown?.products.find((p) => p.id === lineId)).toMatchObject({ status: 'refunded', refundTotal: own })
  })

  it("logs a staff upload of a file that is not a label at WARN: it is the staff's input", async () => {
    const lines: Array<Record<string, unknown>> = []
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        done()
      },
    })
    const real = payload.logger
    payload.logger = pino(storeLogger().options, stream) as unknown as Payload['logger']
    try {
      const form = new FormData()
      form.append('file', new Blob(['this is not a PDF'], { type: 'application/pdf' }), 'label.pdf')
      form.append('_payload', '{}')
      const headers = { authorization: `JWT ${await jwt(staff)}` }
      const response = await rest('/return-labels', { method: 'POST', body: form, headers })
      expect(response.status).toBe(400)
    } finally {
      payload.logger = real
    }
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([])
  })
})
