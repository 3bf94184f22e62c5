// The store's PayPal client against the local PayPal peer: OAuth, Orders v2, refunds, webhooks and their
// verification, the failure answers PayPal gives, duplicate and out-of-order deliveries. No database is used.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPayPalClient, type PayPalClient, PayPalError } from '../../../src/plugins/payments/paypal/client'
import { startWebhookReceiver, type WebhookReceiver } from '../../peers/paypal/receiver'
import { type PayPalPeer, startPayPalPeer } from '../../peers/paypal/server'

const WEBHOOK_ID = 'WH-PADFORGE'

interface Sent {
  method: string
  path: string
  headers: Headers
}

let peer: PayPalPeer
let sent: Sent[]
let paypal: PayPalClient

/** A client for `base` whose calls are logged in `sent`. */
function clientFor(base: string, options: { clientSecret?: string; timeoutMs?: number } = {}): PayPalClient {
  const logging: typeof fetch = async (input, init) => {
    const url = new URL(String(input))
    sent.push({ method: init?.method ?? 'GET', path: url.pathname, headers: new Headers(init?.headers) })
    return fetch(input, init)
  }
  return createPayPalClient({
    apiBase: base,
    clientId: 'padforge-client',
    clientSecret: options.clientSecret ?? 'padforge-secret',
    fetch: logging,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  })
}

const tokenCalls = () => sent.filter((call) => call.path === '/v1/oauth2/token').length

const order = (requestId: string, amountCents = 12345) =>
  paypal.createOrder({
    amountCents,
    currency: 'USD',
    customId: 'PF-1001',
    invoiceId: 'INV-PF-1001',
    description: 'Padforge order PF-1001',
    requestId,
  })

/** The PayPalError a promise rejects with (fails the test when it resolves or throws something else). */
async function failure(promise: Promise<unknown>): Promise<PayPalError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(PayPalError)
  return error as PayPalError
}

/** An approved, captured order; its capture id. */
async function capturedOrder(amountCents = 12345): Promise<string> {
  const { id } = await order(`create-${Math.random()}`, amountCents)
  peer.approve(id)
  return (await paypal.captureOrder(id, `capture-${id}`)).captureId
}

beforeAll(async () => {
  peer = await startPayPalPeer()
})

afterAll(async () => {
  await peer.close()
})

beforeEach(() => {
  peer.reset()
  peer.setWebhookUrl(null)
  sent = []
  paypal = clientFor(peer.url)
})

describe('OAuth', () => {
  it('fetches one token, shares it between concurrent calls and keeps it for later calls', async () => {
    await Promise.all([order('a'), order('b'), order('c')])
    await order('d')
    expect(tokenCalls()).toBe(1)
    const token = sent.find((call) => call.path === '/v1/oauth2/token')!
    const basic = `Basic ${Buffer.from('padforge-client:padforge-secret').toString('base64')}`
    expect(token.headers.get('authorization')).toBe(basic)
    const api = sent.filter((call) => call.path === '/v2/checkout/orders')
    expect(api).toHaveLength(4)
    expect(new Set(api.map((call) => call.headers.get('authorization'))).size).toBe(1)
    expect(api[0]!.headers.get('authorization')).toMatch(/^Bearer A21AA/)
  })

  it('on a 401 fetches a new token once and repeats the call', async () => {
    const first = await order('before')
    peer.revokeTokens()
    const { id } = await paypal.getOrder(first.id)
    expect(id).toBe(first.id)
    expect(tokenCalls()).toBe(2)
    // The repeated call carried the new token.
    const reads = sent.filter((call) => call.method === 'GET')
    expect(reads).toHaveLength(2)
    expect(reads[0]!.headers.get('authorization')).not.toBe(reads[1]!.headers.get('authorization'))
  })

  it('renews a token that expires within a minute instead of keeping it', async () => {
    const shortLived = await startPayPalPeer({ tokenTtlSeconds: 30 })
    try {
      const client = clientFor(shortLived.url)
      const { id } = await client.createOrder({
        amountCents: 100,
        currency: 'USD',
        customId: 'c',
        invoiceId: 'i',
        description: 'd',
        requestId: 'r',
      })
      await client.getOrder(id)
      expect(tokenCalls()).toBe(2)
      expect(shortLived.tokenCount()).toBe(2)
    } finally {
      await shortLived.close()
    }
  })

  it('wrong credentials: a PayPalError 401 invalid_client, and no API call', async () => {
    const wrong = clientFor(peer.url, { clientSecret: 'nope' })
    const error = await failure(wrong.getOrder('X'))
    expect(error.status).toBe(401)
    expect(error.name).toBe('invalid_client')
    expect(sent.map((call) => call.path)).toEqual(['/v1/oauth2/token'])
  })

  it('API calls without a valid Bearer token get 401 invalid_token', async () => {
    const response = await fetch(`${peer.url}/v2/checkout/orders/ANY`, { headers: { authorization: 'Bearer nope' } })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: 'invalid_token' })
  })
})

describe('orders', () => {
  it('creates a CAPTURE order with the amount as a two-decimal string, the ids and the request id', async () => {
    const created = await order('create-1')
    expect(created.status).toBe('CREATED')
    expect(created.id).toMatch(/^[A-Z0-9]{17}$/)
    const call = sent.find((entry) => entry.path === '/v2/checkout/orders')!
    expect(call.headers.get('paypal-request-id')).toBe('create-1')
    const [stored] = peer.orders() as { intent: string; purchase_units: object[] }[]
    expect(stored!.intent).toBe('CAPTURE')
    expect(stored!.purchase_units[0]).toMatchObject({
      amount: { currency_code: 'USD', value: '123.45' },
      custom_id: 'PF-1001',
      invoice_id: 'INV-PF-1001',
      description: 'Padforge order PF-1001',
    })
  })

  it('the same PayPal-Request-Id gives back the same order; another id makes another', async () => {
    const first = await order('same')
    const again = await order('same')
    expect(again.id).toBe(first.id)
    expect(peer.orders()).toHaveLength(1)
    const other = await order('other')
    expect(other.id).not.toBe(first.id)
    expect(peer.orders()).toHaveLength(2)
  })

  it('cuts the description to PayPal’s 127 characters', async () => {
    await paypal.createOrder({
      amountCents: 100,
      currency: 'USD',
      customId: 'c',
      invoiceId: 'i',
      description: 'x'.repeat(300),
      requestId: 'long',
    })
    const [stored] = peer.orders() as { purchase_units: { description: string }[] }[]
    expect(stored!.purchase_units[0]!.description).toHaveLength(127)
  })

  it('reads an order back; an unknown id is RESOURCE_NOT_FOUND / INVALID_RESOURCE_ID', async () => {
    const { id } = await order('get')
    const read = await paypal.getOrder(id)
    expect(read).toMatchObject({ id, intent: 'CAPTURE', status: 'CREATED' })
    expect(read.purchase_units[0]!.amount.value).toBe('123.45')
    expect(read.links.find((link) => link.rel === 'approve')?.href).toContain(id)

    const error = await failure(paypal.getOrder('NOSUCHORDER000000'))
    expect(error).toMatchObject({ status: 404, name: 'RESOURCE_NOT_FOUND', issue: 'INVALID_RESOURCE_ID' })
    expect(error.debugId).toMatch(/^[0-9a-f]{13}$/)
  })

  it('refuses a zero amount with PayPal’s 422 CANNOT_BE_ZERO_OR_NEGATIVE', async () => {
    const error = await failure(order('zero', 0))
    expect(error).toMatchObject({ status: 422, name: 'UNPROCESSABLE_ENTITY', issue: 'CANNOT_BE_ZERO_OR_NEGATIVE' })
  })

  it('checks what other callers send as PayPal does (400 for schema, 422 for totals)', async () => {
    const token = (await (
      await fetch(`${peer.url}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${btoa('padforge-client:padforge-secret')}` },
        body: 'grant_type=client_credentials',
      })
    ).json()) as { access_token: string }
    const post = async (body: unknown) => {
      const response = await fetch(`${peer.url}/v2/checkout/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      const json = (await response.json()) as { name: string; details: { issue: string }[] }
      return [response.status, json.name, json.details[0]?.issue]
    }
    const unit = (amount: object, extra: object = {}) => ({ intent: 'CAPTURE', purchase_units: [{ amount, ...extra }] })
    expect(await post('{nope')).toEqual([400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON'])
    expect(await post({ purchase_units: [] })).toEqual([400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER'])
    expect(await post(unit({ currency_code: 'USD', value: '1.234' }))).toEqual([
      422,
      'UNPROCESSABLE_ENTITY',
      'DECIMAL_PRECISION',
    ])
    const breakdown = { item_total: { currency_code: 'USD', value: '9.00' } }
    expect(await post(unit({ currency_code: 'USD', value: '10.00', breakdown }))).toEqual([
      422,
      'UNPROCESSABLE_ENTITY',
      'AMOUNT_MISMATCH',
    ])
    expect(await post(unit({ currency_code: 'USD', value: '1.00' }, { custom_id: 'x'.repeat(128) }))).toEqual([
      400,
      'INVALID_REQUEST',
      'INVALID_STRING_MAX_LENGTH',
    ])
  })
})

describe('capture', () => {
  it('before the buyer approves: 422 ORDER_NOT_APPROVED', async () => {
    const { id } = await order('not-approved')
    const error = await failure(paypal.captureOrder(id, 'cap-1'))
    expect(error).toMatchObject({ status: 422, name: 'UNPROCESSABLE_ENTITY', issue: 'ORDER_NOT_APPROVED' })
    expect(peer.captures()).toHaveLength(0)
  })

  it('after approval: COMPLETED with the capture, the amount in cents and the custom id', async () => {
    const { id } = await order('approved')
    peer.approve(id)
    expect((await paypal.getOrder(id)).status).toBe('APPROVED')
    const capture = await paypal.captureOrder(id, 'cap-approved')
    expect(capture).toEqual({
      orderId: id,
      status: 'COMPLETED',
      captureId: expect.stringMatching(/^[A-Z0-9]{17}$/),
      captureStatus: 'COMPLETED',
      amountCents: 12345,
      currency: 'USD',
      customId: 'PF-1001',
      payerId: expect.stringMatching(/^PAYER[A-Z0-9]{8}$/),
    })
    const call = sent.find((entry) => entry.path.endsWith('/capture'))!
    expect(call.headers.get('paypal-request-id')).toBe('cap-approved')
    expect((await paypal.getOrder(id)).purchase_units[0]!.payments?.captures?.[0]?.id).toBe(capture.captureId)
    expect(peer.events().map((event) => event.type)).toEqual(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED'])
  })

  it('twice: the same request id replays the first capture, another gets ORDER_ALREADY_CAPTURED', async () => {
    const { id } = await order('twice')
    peer.approve(id)
    const first = await paypal.captureOrder(id, 'cap-twice')
    const replay = await paypal.captureOrder(id, 'cap-twice')
    expect(replay.captureId).toBe(first.captureId)
    const error = await failure(paypal.captureOrder(id, 'cap-twice-other'))
    expect(error).toMatchObject({ status: 422, issue: 'ORDER_ALREADY_CAPTURED' })
    expect(peer.captures()).toHaveLength(1)
  })

  it('a declined funding source: 422 INSTRUMENT_DECLINED, the order stays APPROVED; after a restart it captures', async () => {
    const { id } = await order('declined')
    peer.approve(id, { decline: true })
    const error = await failure(paypal.captureOrder(id, 'cap-declined'))
    expect(error).toMatchObject({ status: 422, name: 'UNPROCESSABLE_ENTITY', issue: 'INSTRUMENT_DECLINED' })
    expect((await paypal.getOrder(id)).status).toBe('APPROVED')
    expect(peer.captures()).toHaveLength(0)
    // The buyer picks another way to pay (actions.restart()); the same request id is not stuck on the failure.
    peer.approve(id)
    const capture = await paypal.captureOrder(id, 'cap-declined')
    expect(capture.captureStatus).toBe('COMPLETED')
  })

  it('a pending capture that is later denied sends PAYMENT.CAPTURE.DENIED', async () => {
    const { id } = await order('pending')
    peer.approve(id, { pending: true })
    const capture = await paypal.captureOrder(id, 'cap-pending')
    expect(capture).toMatchObject({ status: 'COMPLETED', captureStatus: 'PENDING' })
    peer.settle(capture.captureId, { deny: true })
    const types = peer.events().map((event) => event.type)
    expect(types).toEqual(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.PENDING', 'PAYMENT.CAPTURE.DENIED'])
    const error = await failure(paypal.refundCapture(capture.captureId, { requestId: 'refund-denied' }))
    expect(error.issue).toBe('REFUND_NOT_ALLOWED')
  })
})

describe('refunds', () => {
  it('refunds the whole capture; a second refund is CAPTURE_FULLY_REFUNDED', async () => {
    const captureId = await capturedOrder()
    const refund = await paypal.refundCapture(captureId, { requestId: 'refund-full' })
    expect(refund).toEqual({ id: expect.stringMatching(/^[A-Z0-9]{17}$/), status: 'COMPLETED' })
    expect(peer.refunds()).toMatchObject([{ amount: { value: '123.45' }, custom_id: 'PF-1001' }])
    expect(peer.captures()).toMatchObject([{ id: captureId, status: 'REFUNDED' }])
    const error = await failure(paypal.refundCapture(captureId, { requestId: 'refund-full-2' }))
    expect(error).toMatchObject({ status: 422, issue: 'CAPTURE_FULLY_REFUNDED' })
  })

  it('refunds in parts up to the capture, never beyond; the same request id refunds once', async () => {
    const captureId = await capturedOrder(10_000)
    const first = await paypal.refundCapture(captureId, { amountCents: 2_000, requestId: 'part-1' })
    const replay = await paypal.refundCapture(captureId, { amountCents: 2_000, requestId: 'part-1' })
    expect(replay.id).toBe(first.id)
    const call = sent.filter((entry) => entry.path.endsWith('/refund'))[0]!
    expect(call.headers.get('paypal-request-id')).toBe('part-1')
    expect(peer.captures()).toMatchObject([{ status: 'PARTIALLY_REFUNDED' }])

    const tooMuch = await failure(paypal.refundCapture(captureId, { amountCents: 8_001, requestId: 'part-2' }))
    expect(tooMuch).toMatchObject({ status: 422, name: 'UNPROCESSABLE_ENTITY', issue: 'REFUND_AMOUNT_EXCEEDED' })
    await paypal.refundCapture(captureId, { amountCents: 8_000, requestId: 'part-3' })
    expect(peer.refunds().map((refund) => (refund as { amount: { value: string } }).amount.value)).toEqual([
      '20.00',
      '80.00',
    ])
    expect(peer.captures()).toMatchObject([{ status: 'REFUNDED' }])
    const types = peer.events().map((event) => event.type)
    expect(types.filter((type) => type === 'PAYMENT.CAPTURE.REFUNDED')).toHaveLength(2)
  })
})

describe('webhooks', () => {
  let receiver: WebhookReceiver
  let verdicts: boolean[]

  beforeEach(async () => {
    verdicts = []
    receiver = await startWebhookReceiver(async (delivery) => {
      const verified = await paypal.verifyWebhook({
        headers: delivery.headers,
        body: delivery.body,
        webhookId: WEBHOOK_ID,
      })
      verdicts.push(verified)
      return verified ? 200 : 400
    })
    peer.setWebhookUrl(receiver.url)
  })

  afterEach(async () => {
    await receiver.close()
  })

  it('delivers an event with PayPal’s headers; verifyWebhook says true for it and false once tampered', async () => {
    const { id } = await order('hook')
    peer.approve(id)
    const { captureId } = await paypal.captureOrder(id, 'cap-hook')
    const completed = peer.events().find((event) => event.type === 'PAYMENT.CAPTURE.COMPLETED')!
    expect(await peer.deliver(completed.id)).toEqual([200])
    const [delivery] = await receiver.waitFor(1)
    expect(verdicts).toEqual([true])
    for (const name of ['transmission-id', 'transmission-time', 'transmission-sig', 'cert-url', 'auth-algo']) {
      expect(delivery!.headers.get(`paypal-${name}`), name).toBeTruthy()
    }
    const event = JSON.parse(delivery!.body)
    expect(event).toMatchObject({
      id: completed.id,
      event_version: '1.0',
      resource_type: 'capture',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: captureId,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '123.45' },
        custom_id: 'PF-1001',
        supplementary_data: { related_ids: { order_id: id } },
      },
    })
    expect(event.summary).toEqual(expect.any(String))
    expect(event.create_time).toEqual(expect.any(String))

    const tampered = delivery!.body.replace('"123.45"', '"1.00"')
    expect(tampered).not.toBe(delivery!.body)
    const verify = (body: string, headers = delivery!.headers, webhookId = WEBHOOK_ID) =>
      paypal.verifyWebhook({ headers, body, webhookId })
    expect(await verify(tampered)).toBe(false)
    expect(await verify(delivery!.body, delivery!.headers, 'WH-OTHER')).toBe(false)
    const forged = new Headers(delivery!.headers)
    forged.set('paypal-transmission-sig', 'forged')
    expect(await verify(delivery!.body, forged)).toBe(false)
    // The untouched delivery still verifies (a second check of the same transmission).
    expect(await verify(delivery!.body)).toBe(true)
  })

  it('missing PayPal headers or a body that is not JSON: false without asking PayPal', async () => {
    const calls = sent.length
    expect(await paypal.verifyWebhook({ headers: new Headers(), body: '{}', webhookId: WEBHOOK_ID })).toBe(false)
    const headers = new Headers({
      'paypal-transmission-id': 't',
      'paypal-transmission-time': '2026-01-01T00:00:00Z',
      'paypal-transmission-sig': 's',
      'paypal-cert-url': 'https://example.com/cert',
      'paypal-auth-algo': 'SHA256withRSA',
    })
    expect(await paypal.verifyWebhook({ headers, body: 'not json', webhookId: WEBHOOK_ID })).toBe(false)
    expect(sent.length).toBe(calls)
    // With every header but no matching transmission, PayPal is asked and says FAILURE.
    expect(await paypal.verifyWebhook({ headers, body: '{"id":"WH-X"}', webhookId: WEBHOOK_ID })).toBe(false)
    expect(sent.at(-1)?.path).toBe('/v1/notifications/verify-webhook-signature')
  })

  it('out of order: deliverAll({ reverse }) sends the newest first, each verifiable', async () => {
    const captureId = await capturedOrder()
    await paypal.refundCapture(captureId, { requestId: 'refund-ooo' })
    const results = await peer.deliverAll({ reverse: true })
    expect(results.map((result) => result.type)).toEqual([
      'PAYMENT.CAPTURE.REFUNDED',
      'PAYMENT.CAPTURE.COMPLETED',
      'CHECKOUT.ORDER.APPROVED',
    ])
    expect(results.map((result) => result.status)).toEqual([200, 200, 200])
    const arrived = (await receiver.waitFor(3)).map((delivery) => JSON.parse(delivery.body).event_type)
    expect(arrived).toEqual(results.map((result) => result.type))
    expect(verdicts).toEqual([true, true, true])
    expect(peer.events().every((event) => event.delivered)).toBe(true)
    // Nothing is left to deliver.
    expect(await peer.deliverAll()).toEqual([])
  })

  it('concurrent duplicates: one event three times at once, each its own verifiable transmission', async () => {
    await capturedOrder()
    const completed = peer.events().find((event) => event.type === 'PAYMENT.CAPTURE.COMPLETED')!
    expect(await peer.deliver(completed.id, { times: 3, concurrently: true })).toEqual([200, 200, 200])
    const arrived = await receiver.waitFor(3)
    expect(new Set(arrived.map((delivery) => JSON.parse(delivery.body).id))).toEqual(new Set([completed.id]))
    expect(new Set(arrived.map((delivery) => delivery.headers.get('paypal-transmission-id'))).size).toBe(3)
    expect(verdicts).toEqual([true, true, true])
    expect(peer.events().find((event) => event.id === completed.id)?.deliveries).toHaveLength(3)
  })

  it('auto-delivery sends events in order and retries a failing endpoint', async () => {
    let calls = 0
    const flaky = await startWebhookReceiver(() => (++calls <= 2 ? 500 : 200))
    const auto = await startPayPalPeer({ autoDeliver: true, webhookUrl: flaky.url })
    try {
      const client = clientFor(auto.url)
      const { id } = await client.createOrder({
        amountCents: 500,
        currency: 'USD',
        customId: 'auto',
        invoiceId: 'auto',
        description: 'auto',
        requestId: 'auto',
      })
      auto.approve(id)
      await client.captureOrder(id, 'auto-capture')
      await auto.idle()
      const [approved, completed] = auto.events()
      expect(approved!.deliveries.map((delivery) => delivery.status)).toEqual([500, 500, 200])
      expect(completed!.deliveries.map((delivery) => delivery.status)).toEqual([200])
      expect(flaky.received.map((delivery) => JSON.parse(delivery.body).event_type)).toEqual([
        'CHECKOUT.ORDER.APPROVED',
        'CHECKOUT.ORDER.APPROVED',
        'CHECKOUT.ORDER.APPROVED',
        'PAYMENT.CAPTURE.COMPLETED',
      ])
    } finally {
      await auto.close()
      await flaky.close()
    }
  })
})

describe('network failures', () => {
  it('an unreachable PayPal is a PayPalError with status 0', async () => {
    const closed = createServer()
    closed.listen(0, '127.0.0.1')
    await new Promise((resolve) => closed.once('listening', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const error = await failure(clientFor(`http://127.0.0.1:${port}`).getOrder('X'))
    expect(error).toMatchObject({ status: 0, name: 'NETWORK_ERROR' })
  })

  it('a PayPal that does not answer in time is a PayPalError with status 0', async () => {
    const silent = createServer(() => {})
    silent.listen(0, '127.0.0.1')
    await new Promise((resolve) => silent.once('listening', resolve))
    const { port } = silent.address() as AddressInfo
    try {
      const error = await failure(clientFor(`http://127.0.0.1:${port}`, { timeoutMs: 300 }).getOrder('X'))
      expect(error).toMatchObject({ status: 0, name: 'TIMEOUT' })
    } finally {
      silent.closeAllConnections()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})

describe('controls over HTTP (/__peer/)', () => {
  it('lists, approves (with a text/plain body, as the browser stand-in sends it) and resets, with open CORS', async () => {
    const { id } = await order('controls')
    const listed = await fetch(`${peer.url}/__peer/orders`)
    expect(listed.headers.get('access-control-allow-origin')).toBe('*')
    expect(await listed.json()).toMatchObject([{ id, status: 'CREATED' }])

    const approved = await fetch(`${peer.url}/__peer/orders/${id}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ decline: true }),
    })
    expect(approved.status).toBe(200)
    expect(await approved.json()).toMatchObject({ id, status: 'APPROVED', payer: { payer_id: /^PAYER/ } })
    expect((await failure(paypal.captureOrder(id, 'ctl'))).issue).toBe('INSTRUMENT_DECLINED')

    const preflight = await fetch(`${peer.url}/__peer/reset`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    const events = (await (await fetch(`${peer.url}/__peer/events`)).json()) as { type: string }[]
    expect(events.map((event) => event.type)).toEqual(['CHECKOUT.ORDER.APPROVED'])
    await fetch(`${peer.url}/__peer/reset`, { method: 'POST' })
    expect(await (await fetch(`${peer.url}/__peer/orders`)).json()).toEqual([])
    expect(await (await fetch(`${peer.url}/__peer/events`)).json()).toEqual([])
  })

  it('delivers on command over HTTP', async () => {
    const receiver = await startWebhookReceiver()
    try {
      await fetch(`${peer.url}/__peer/webhook-url`, { method: 'POST', body: JSON.stringify({ url: receiver.url }) })
      const { id } = await order('http-deliver')
      peer.approve(id)
      const [event] = peer.events()
      const reply = await fetch(`${peer.url}/__peer/deliver`, {
        method: 'POST',
        body: JSON.stringify({ eventId: event!.id, times: 2 }),
      })
      expect(await reply.json()).toEqual({ statuses: [200, 200] })
      expect(receiver.received).toHaveLength(2)
      const unknown = await fetch(`${peer.url}/__peer/deliver`, { method: 'POST', body: '{"eventId":"WH-NONE"}' })
      expect(unknown.status).toBe(404)
    } finally {
      await receiver.close()
    }
  })
})
