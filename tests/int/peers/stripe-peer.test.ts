// The local Stripe test peer (tests/peers/stripe) driven by the real `stripe` SDK: what the store's adapter relies on
// (payment intents, 3-D Secure, declines, refunds, idempotency, errors) and signed webhooks that
// `stripe.webhooks.constructEvent` accepts, delivered in order, out of order, twice at once, and retried.
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type StripePeer, startStripePeer } from '../../peers/stripe/server'

const SECRET = 'whsec_peer_test_secret'

/** A webhook endpoint that verifies each POST with the SDK, as the store's endpoint will. */
interface Receiver {
  url: string
  received: { event: Stripe.Event | null; error: string | null; body: string; signature: string }[]
  /** Answer the next `count` POSTs with this status instead of 200. */
  failNext(count: number, status?: number): void
  /** Hold each answer this long (to see concurrent deliveries overlap). */
  delayMs: number
  maxInFlight: number
  clear(): void
  close(): Promise<void>
}

async function startReceiver(): Promise<Receiver> {
  let failures: number[] = []
  let inFlight = 0
  const receiver = {
    received: [] as Receiver['received'],
    delayMs: 0,
    maxInFlight: 0,
  }
  const server: Server = createServer(async (request, response) => {
    inFlight++
    receiver.maxInFlight = Math.max(receiver.maxInFlight, inFlight)
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const signature = String(request.headers['stripe-signature'] ?? '')
    let event: Stripe.Event | null = null
    let error: string | null = null
    try {
      event = Stripe.webhooks.constructEvent(body, signature, SECRET)
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause)
    }
    receiver.received.push({ event, error, body, signature })
    if (receiver.delayMs) await new Promise((resolve) => setTimeout(resolve, receiver.delayMs))
    inFlight--
    response.writeHead(failures.shift() ?? (error ? 400 : 200)).end()
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/api/webhooks/stripe`,
    failNext: (count: number, status = 500) => {
      failures = Array.from({ length: count }, () => status)
    },
    clear: () => {
      receiver.received.length = 0
      receiver.maxInFlight = 0
      receiver.delayMs = 0
      failures = []
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  })
}

let receiver: Receiver
let peer: StripePeer
let stripe: Stripe

const clientFor = (key: string, port = peer.port) => new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })

/** Calls the peer as the browser's Stripe.js does: publishable key, form body. */
async function asBrowser(path: string, body?: Record<string, string>) {
  const response = await fetch(`${peer.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: 'Bearer pk_test_padforge', 'content-type': 'application/x-www-form-urlencoded' },
    body: body ? new URLSearchParams(body).toString() : undefined,
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/** An intent confirmed by the server (manual confirmation), as the store makes them. */
const newIntent = (amount = 2500) =>
  stripe.paymentIntents.create({ amount, currency: 'usd', confirmation_method: 'manual' })

/** The error a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

beforeAll(async () => {
  receiver = await startReceiver()
  peer = await startStripePeer({ webhookUrl: receiver.url, webhookSecret: SECRET })
  stripe = clientFor('sk_test_padforge')
})

afterAll(async () => {
  await peer?.close()
  await receiver?.close()
})

beforeEach(() => {
  peer.reset()
  receiver.clear()
})

describe('payment intents', () => {
  it('creates an intent shaped like Stripe’s, waiting for a payment method or a confirmation', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 4599,
      currency: 'EUR',
      confirmation_method: 'manual',
      allowed_payment_method_types: ['card'],
      metadata: { orderId: '42' },
      description: 'Order 42',
      receipt_email: 'shopper@padforge.example',
    })
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 4599,
      currency: 'eur',
      status: 'requires_payment_method',
      confirmation_method: 'manual',
      metadata: { orderId: '42' },
      description: 'Order 42',
      receipt_email: 'shopper@padforge.example',
      payment_method: null,
      latest_charge: null,
      amount_received: 0,
      livemode: false,
    })
    expect(intent.id).toMatch(/^pi_\w{24}$/)
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_\\w+$`))
    expect(intent.created).toBeGreaterThan(1_700_000_000)

    const withMethod = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method_types: ['card'],
      payment_method: 'pm_card_visa',
    } as Stripe.PaymentIntentCreateParams)
    expect(withMethod.status).toBe('requires_confirmation')
    expect(withMethod.payment_method).toBe('pm_card_visa')
    expect(withMethod.payment_method_types).toEqual(['card'])
  })

  it('replays an idempotent create and refuses the same key with other parameters', async () => {
    const first = await stripe.paymentIntents.create(
      { amount: 1500, currency: 'usd', metadata: { cart: 'a' } },
      { idempotencyKey: 'order-7-attempt-1' },
    )
    const again = await stripe.paymentIntents.create(
      { amount: 1500, currency: 'usd', metadata: { cart: 'a' } },
      { idempotencyKey: 'order-7-attempt-1' },
    )
    expect(again.id).toBe(first.id)
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true')
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined()
    expect(peer.intents()).toHaveLength(1)

    const error = await rejection(
      stripe.paymentIntents.create({ amount: 1600, currency: 'usd' }, { idempotencyKey: 'order-7-attempt-1' }),
    )
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
    expect(error.message).toMatch(/^Keys for idempotent requests can only be used with the same parameters/)
    expect(peer.intents()).toHaveLength(1)

    // The SDK's own key on each POST makes two plain creates two intents.
    await stripe.paymentIntents.create({ amount: 1500, currency: 'usd' })
    await stripe.paymentIntents.create({ amount: 1500, currency: 'usd' })
    expect(peer.intents()).toHaveLength(3)
  })

  it('confirms with a good card: succeeded, one charge for the whole amount', async () => {
    const method = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' },
      billing_details: { address: { postal_code: '94110' } },
    })
    expect(method).toMatchObject({ object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' } })
    expect(method.id).toMatch(/^pm_/)

    const intent = await newIntent(3150)
    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: method.id })
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 3150, payment_method: method.id })
    expect(paid.latest_charge).toMatch(/^ch_/)
    const charges = peer.charges()
    expect(charges).toHaveLength(1)
    expect(charges[0]).toMatchObject({
      id: paid.latest_charge,
      amount: 3150,
      payment_intent: intent.id,
      status: 'succeeded',
      payment_method_details: { card: { brand: 'visa', last4: '4242' } },
    })

    const expanded = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] })
    expect(expanded.latest_charge).toMatchObject({ object: 'charge', id: paid.latest_charge })

    const again = await rejection(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }))
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(again.code).toBe('payment_intent_unexpected_state')
    expect(peer.charges()).toHaveLength(1)
  })

  it('refuses a card number that fails the Luhn check', async () => {
    const error = await rejection(
      stripe.paymentMethods.create({
        type: 'card',
        card: { number: '4242424242424241', exp_month: 12, exp_year: 2040, cvc: '123' },
      }),
    )
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError)
    expect(error.code).toBe('incorrect_number')
    expect(error.statusCode).toBe(402)
  })

  it('confirms with creation (confirm: true)', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 990,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    })
    expect(intent.status).toBe('succeeded')
    expect(peer.charges()).toHaveLength(1)
  })
})

describe('3-D Secure', () => {
  it('asks for authentication, then a manual confirmation succeeds once the shopper completed it', async () => {
    const intent = await newIntent()
    const pending = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_threeDSecure2Required',
    })
    expect(pending.status).toBe('requires_action')
    expect(pending.next_action).toMatchObject({
      type: 'use_stripe_sdk',
      use_stripe_sdk: { type: 'three_d_secure_redirect' },
    })
    expect(peer.charges()).toHaveLength(0)

    // The browser reads the intent with the publishable key and its client secret, not without.
    const read = await asBrowser(`/v1/payment_intents/${intent.id}?client_secret=${intent.client_secret}`)
    expect(read).toMatchObject({ status: 200, json: { id: intent.id, status: 'requires_action' } })
    expect((await asBrowser(`/v1/payment_intents/${intent.id}`)).status).toBe(400)
    expect((await asBrowser(`/v1/payment_intents/${intent.id}?client_secret=${intent.id}_secret_wrong`)).status).toBe(
      400,
    )
    // Only the publishable routes take the publishable key.
    expect((await asBrowser(`/v1/payment_intents/${intent.id}/confirm`, {})).status).toBe(401)

    const wrong = await asBrowser(`/v1/payment_intents/${intent.id}/three_d_secure`, {
      client_secret: 'pi_nope_secret_nope',
      result: 'complete',
    })
    expect(wrong.status).toBe(400)
    const done = await asBrowser(`/v1/payment_intents/${intent.id}/three_d_secure`, {
      client_secret: intent.client_secret ?? '',
      result: 'complete',
    })
    expect(done).toMatchObject({ status: 200, json: { status: 'requires_confirmation', next_action: null } })

    const paid = await stripe.paymentIntents.confirm(intent.id)
    expect(paid.status).toBe('succeeded')
    expect(peer.charges()).toHaveLength(1)
  })

  it('goes back to requires_payment_method when authentication fails', async () => {
    const intent = await newIntent()
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_threeDSecure2Required' })
    const failed = await asBrowser(`/v1/payment_intents/${intent.id}/three_d_secure`, {
      client_secret: intent.client_secret ?? '',
      result: 'fail',
    })
    expect(failed.json.status).toBe('requires_payment_method')
    const read = await stripe.paymentIntents.retrieve(intent.id)
    expect(read.status).toBe('requires_payment_method')
    expect(read.payment_method).toBeNull()
    expect(read.last_payment_error).toMatchObject({ code: 'payment_intent_authentication_failure' })
    expect(peer.charges()).toHaveLength(0)
    expect(peer.events().map((event) => event.type)).toEqual([
      'payment_intent.created',
      'payment_intent.requires_action',
      'payment_intent.payment_failed',
    ])
  })
})

describe('declines', () => {
  it('answers a declined card with a StripeCardError, then the same intent succeeds with another card', async () => {
    const intent = await newIntent()
    const error = await rejection(
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }),
    )
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError)
    expect(error).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    })
    expect(error.payment_intent).toMatchObject({ id: intent.id, status: 'requires_payment_method' })
    const read = await stripe.paymentIntents.retrieve(intent.id)
    expect(read.status).toBe('requires_payment_method')
    expect(read.last_payment_error).toMatchObject({ type: 'card_error', code: 'card_declined' })

    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })
    expect(paid.status).toBe('succeeded')
    expect(paid.last_payment_error).toBeNull()
    expect(peer.charges().filter((charge) => charge.payment_intent === intent.id)).toHaveLength(1)
  })

  it('says when the card has insufficient funds', async () => {
    const method = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4000000000009995', exp_month: 1, exp_year: 2041, cvc: '321' },
    })
    const intent = await newIntent()
    const error = await rejection(stripe.paymentIntents.confirm(intent.id, { payment_method: method.id }))
    expect(error).toMatchObject({
      type: 'StripeCardError',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    })
  })

  it('replays a declined confirmation with the same idempotency key without trying again', async () => {
    const intent = await newIntent()
    const confirm = () =>
      stripe.paymentIntents.confirm(
        intent.id,
        { payment_method: 'pm_card_chargeDeclined' },
        { idempotencyKey: 'confirm-once' },
      )
    const first = await rejection(confirm())
    const second = await rejection(confirm())
    expect(second.code).toBe(first.code)
    expect(second.headers?.['idempotent-replayed']).toBe('true')
    expect(peer.events().filter((event) => event.type === 'payment_intent.payment_failed')).toHaveLength(1)
  })
})

describe('cancel, refunds, reads and errors', () => {
  it('cancels an open intent, and refuses to cancel or confirm what is final', async () => {
    const intent = await newIntent()
    const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' })
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' })
    const confirm = await rejection(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }))
    expect(confirm.code).toBe('payment_intent_unexpected_state')

    const paid = await stripe.paymentIntents.create({
      amount: 700,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    })
    const cancel = await rejection(stripe.paymentIntents.cancel(paid.id))
    expect(cancel).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(cancel.code).toBe('payment_intent_unexpected_state')
  })

  it('refunds the whole payment by default, and nothing more', async () => {
    const paid = await stripe.paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    })
    const refund = await stripe.refunds.create({ payment_intent: paid.id, reason: 'requested_by_customer' })
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 5000,
      payment_intent: paid.id,
      charge: paid.latest_charge,
      status: 'succeeded',
      currency: 'usd',
    })
    expect(refund.id).toMatch(/^re_/)
    expect(peer.charges()[0]).toMatchObject({ amount_refunded: 5000, refunded: true })
    expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({ id: refund.id, amount: 5000 })

    const again = await rejection(stripe.refunds.create({ payment_intent: paid.id }))
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(again.code).toBe('charge_already_refunded')
  })

  it('refunds in parts, refusing a part larger than what is left', async () => {
    const paid = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    })
    await stripe.refunds.create({ payment_intent: paid.id, amount: 300 })
    const tooMuch = await rejection(stripe.refunds.create({ payment_intent: paid.id, amount: 800 }))
    expect(tooMuch).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, param: 'amount' })
    expect(tooMuch.message).toMatch(/greater than unrefunded amount/)
    expect(peer.charges()[0]).toMatchObject({ amount_refunded: 300, refunded: false })
    const rest = await stripe.refunds.create({ payment_intent: paid.id })
    expect(rest.amount).toBe(700)
    expect(peer.refunds().map((refund) => refund.amount)).toEqual([300, 700])
    expect(peer.charges()[0]).toMatchObject({ amount_refunded: 1000, refunded: true })

    const unpaid = await newIntent()
    const nothing = await rejection(stripe.refunds.create({ payment_intent: unpaid.id }))
    expect(nothing.statusCode).toBe(400)
  })

  it('retrieves intents and answers unknown ids with 404 resource_missing', async () => {
    const intent = await newIntent(1234)
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ id: intent.id, amount: 1234 })
    const error = await rejection(stripe.paymentIntents.retrieve('pi_missing'))
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' })
    const refund = await rejection(stripe.refunds.retrieve('re_missing'))
    expect(refund.statusCode).toBe(404)
  })

  it('wants a test secret key', async () => {
    for (const key of ['sk_live_not_here', 'pk_test_padforge']) {
      const error = await rejection(clientFor(key).paymentIntents.create({ amount: 1000, currency: 'usd' }))
      expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
      expect(error.statusCode).toBe(401)
    }
    const response = await fetch(`${peer.url}/v1/payment_intents`, { method: 'POST' })
    expect(response.status).toBe(401)
  })

  it('refuses parameters Stripe does not know, and a missing amount', async () => {
    const unknown = await rejection(
      stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        colour: 'red',
      } as Stripe.PaymentIntentCreateParams),
    )
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'colour' })
    const missing = await rejection(
      stripe.paymentIntents.create({ currency: 'usd' } as unknown as Stripe.PaymentIntentCreateParams),
    )
    expect(missing).toMatchObject({ code: 'parameter_missing', param: 'amount' })
  })
})

describe('webhooks', () => {
  const paidFlow = () =>
    stripe.paymentIntents.create(
      { amount: 2000, currency: 'usd', payment_method: 'pm_card_visa', confirm: true },
      { idempotencyKey: `pay-${Math.random()}` },
    )
  const receivedTypes = () => receiver.received.map((entry) => entry.event?.type)

  it('delivers pending events in order, signed so that constructEvent accepts them', async () => {
    const intent = await paidFlow()
    const statuses = await peer.deliverAll()
    expect(statuses).toEqual([200, 200, 200])
    expect(receiver.received.every((entry) => entry.error === null)).toBe(true)
    expect(receivedTypes()).toEqual(['payment_intent.created', 'charge.succeeded', 'payment_intent.succeeded'])
    const succeeded = receiver.received[2]?.event
    expect(succeeded).toMatchObject({
      object: 'event',
      livemode: false,
      api_version: Stripe.API_VERSION,
      pending_webhooks: 1,
      request: { idempotency_key: intent.lastResponse.idempotencyKey },
      data: { object: { id: intent.id, object: 'payment_intent', status: 'succeeded' } },
    })
    expect(succeeded?.id).toMatch(/^evt_/)
    // The snapshot of the first event still says what was true then.
    expect(receiver.received[0]?.event?.data.object).toMatchObject({ status: 'requires_confirmation' })
    // The signature holds for this secret and this body only.
    const first = receiver.received[0]
    expect(first?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    expect(() => Stripe.webhooks.constructEvent(first?.body ?? '', first?.signature ?? '', 'whsec_other')).toThrow()
    const altered = (first?.body ?? '').replace('2000', '2001')
    expect(() => Stripe.webhooks.constructEvent(altered, first?.signature ?? '', SECRET)).toThrow()
    // Delivered events are not pending any more.
    expect(await peer.deliverAll()).toEqual([])
  })

  it('delivers newest first when asked (out of order)', async () => {
    const intent = await newIntent()
    await stripe.paymentIntents.cancel(intent.id)
    await peer.deliverAll({ reverse: true })
    expect(receivedTypes()).toEqual(['payment_intent.canceled', 'payment_intent.created'])
    expect(receiver.received.every((entry) => entry.error === null)).toBe(true)
  })

  it('sends the same event several times at once', async () => {
    await paidFlow()
    const event = peer.events().find((candidate) => candidate.type === 'payment_intent.succeeded')
    receiver.delayMs = 100
    const statuses = await peer.deliver(event?.id ?? '', { times: 3, concurrently: true })
    expect(statuses).toEqual([200, 200, 200])
    expect(receiver.maxInFlight).toBe(3)
    expect(receiver.received.map((entry) => entry.event?.id)).toEqual([event?.id, event?.id, event?.id])
    expect(receiver.received.every((entry) => entry.error === null)).toBe(true)
  })

  it('delivers automatically, in order, retrying an endpoint that answers 500', async () => {
    const auto = await startStripePeer({ webhookUrl: receiver.url, webhookSecret: SECRET, autoDeliver: true })
    try {
      receiver.failNext(2)
      const client = clientFor('sk_test_padforge', auto.port)
      const intent = await client.paymentIntents.create({
        amount: 1200,
        currency: 'usd',
        confirmation_method: 'manual',
      })
      await client.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })
      await auto.settled()
      const created = auto.events()[0]?.id
      expect(auto.deliveries().map((delivery) => [delivery.type, delivery.status])).toEqual([
        ['payment_intent.created', 500],
        ['payment_intent.created', 500],
        ['payment_intent.created', 200],
        ['charge.succeeded', 200],
        ['payment_intent.succeeded', 200],
      ])
      expect(receiver.received.map((entry) => entry.event?.id).slice(0, 3)).toEqual([created, created, created])
      expect(receivedTypes().slice(2)).toEqual([
        'payment_intent.created',
        'charge.succeeded',
        'payment_intent.succeeded',
      ])
      // Retried 500 ms apart: the third attempt came at least a second after the first.
      const [first, , third] = auto.deliveries()
      expect(Date.parse(third?.at ?? '') - Date.parse(first?.at ?? '')).toBeGreaterThanOrEqual(900)
    } finally {
      await auto.close()
    }
  })

  it('gives up after three retries and moves on', async () => {
    const auto = await startStripePeer({
      webhookUrl: receiver.url,
      webhookSecret: SECRET,
      autoDeliver: true,
      retryDelayMs: 20,
    })
    try {
      receiver.failNext(4, 503)
      await clientFor('sk_test_padforge', auto.port).paymentIntents.create({ amount: 1200, currency: 'usd' })
      await clientFor('sk_test_padforge', auto.port).paymentIntents.create({ amount: 1300, currency: 'usd' })
      await auto.settled()
      expect(auto.deliveries().map((delivery) => delivery.status)).toEqual([503, 503, 503, 503, 200])
      expect(await auto.deliverAll()).toEqual([200])
    } finally {
      await auto.close()
    }
  })

  it('offers the same controls over HTTP under /__peer/', async () => {
    const intent = await newIntent()
    const json = async (path: string, body?: unknown) => {
      const response = await fetch(`${peer.url}/__peer/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as unknown }
    }
    expect((await json('intents')).body).toMatchObject([{ id: intent.id }])
    expect((await json('charges')).body).toEqual([])
    expect((await json('refunds')).body).toEqual([])
    const events = (await json('events')).body as { id: string }[]
    expect(events).toHaveLength(1)
    expect((await json('deliver', { eventId: events[0]?.id, times: 2 })).body).toEqual({ statuses: [200, 200] })
    expect((await json('deliver', { eventId: 'evt_missing' })).status).toBe(400)
    expect((await json('deliver-all', { reverse: true })).body).toEqual({ statuses: [] })
    expect((await json('webhook-url', { url: 'http://127.0.0.1:9/nowhere' })).status).toBe(200)
    await stripe.paymentIntents.cancel(intent.id)
    expect((await json('deliver-all', {})).body).toEqual({ statuses: [0] })
    peer.setWebhookUrl(receiver.url)
    expect((await json('reset', {})).body).toEqual({ ok: true })
    expect((await json('intents')).body).toEqual([])
    const preflight = await fetch(`${peer.url}/v1/payment_methods`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })
})
