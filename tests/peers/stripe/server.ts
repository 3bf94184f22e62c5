/**
 * A local Stripe for tests: the official `stripe` SDK pointed at it (`host`, `port`, `protocol: 'http'`) and the
 * Stripe.js stand-in (through Playwright routing) talk to it instead of api.stripe.com. It keeps payments in memory,
 * signs and sends webhook events, and offers controls to tests, in-process or as JSON under `/__peer/`.
 * See tests/peers/README.md.
 */
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { handleApi, newRequestId } from './api'
import { IdempotencyCache, type Reply } from './idempotency'
import type { Charge, PaymentIntent, PaymentMethod, Refund, StripeEvent } from './objects'
import { Store } from './store'
import { type Delivery, WebhookSender } from './webhooks'

export type { Charge, Delivery, PaymentIntent, PaymentMethod, Refund, StripeEvent }

/** How `startStripePeer` listens and where its webhooks go. */
export interface StripePeerOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  host?: string
  /** Where events are POSTed (also settable later with setWebhookUrl). */
  webhookUrl?: string
  /** The endpoint's signing secret; `whsec_padforge_test` when not given. */
  webhookSecret?: string
  /** Send each event as it happens, in order, retrying a failure 3 times 500 ms apart. Off: only on command. */
  autoDeliver?: boolean
  /** Pause between automatic retries (500 ms). */
  retryDelayMs?: number
}

/** A running peer and the controls tests use. */
export interface StripePeer {
  /** http://127.0.0.1:<port> */
  url: string
  port: number
  webhookSecret: string
  close(): Promise<void>
  intents(): PaymentIntent[]
  refunds(): Refund[]
  /** One per successful payment. */
  charges(): Charge[]
  paymentMethods(): PaymentMethod[]
  /** In the order they happened. */
  events(): StripeEvent[]
  /** Every webhook POST so far, with its status (0: endpoint unreachable). */
  deliveries(): Delivery[]
  /** Sends one event `times` times (sequentially, or all at once); resolves with each HTTP status. */
  deliver(eventId: string, options?: { times?: number; concurrently?: boolean }): Promise<number[]>
  /** Sends every event not yet answered with a 2xx, oldest first (or newest first with `reverse`). */
  deliverAll(options?: { reverse?: boolean }): Promise<number[]>
  /** Resolves when automatic delivery has nothing left to send. */
  settled(): Promise<void>
  /** Forgets every object, event, idempotency key and delivery (the webhook URL stays). */
  reset(): void
  setWebhookUrl(url: string): void
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, content-type, idempotency-key, stripe-version, stripe-account, x-stripe-client-user-agent',
  'access-control-expose-headers': 'request-id, idempotency-key, idempotent-replayed, stripe-version',
  'access-control-max-age': '300',
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function send(response: ServerResponse, reply: Reply, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(reply.body, null, 2)
  response.writeHead(reply.status, {
    ...CORS,
    ...headers,
    ...(reply.replayed ? { 'idempotent-replayed': 'true' } : {}),
    'content-type': 'application/json',
    'cache-control': 'no-store',
  })
  response.end(body)
}

function parseJson(body: string): Record<string, unknown> {
  if (!body.trim()) return {}
  const value: unknown = JSON.parse(body)
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

/** Starts the peer; `close()` stops it. */
export async function startStripePeer(options: StripePeerOptions = {}): Promise<StripePeer> {
  const webhookSecret = options.webhookSecret ?? 'whsec_padforge_test'
  const webhooks = new WebhookSender({
    url: options.webhookUrl,
    secret: webhookSecret,
    autoDeliver: options.autoDeliver ?? false,
    retryDelayMs: options.retryDelayMs,
  })
  const store = new Store(Stripe.API_VERSION, (event) => webhooks.enqueue(event))
  const cache = new IdempotencyCache()

  const eventById = (id: string): StripeEvent => {
    const event = store.events.find((candidate) => candidate.id === id)
    if (!event) throw new Error(`No such event: ${id}`)
    return event
  }
  const controls = {
    intents: () => [...store.intents.values()].map((intent) => structuredClone(intent)),
    refunds: () => [...store.refunds.values()].map((refund) => structuredClone(refund)),
    charges: () => [...store.charges.values()].map((charge) => structuredClone(charge)),
    paymentMethods: () => [...store.paymentMethods.values()].map((method) => structuredClone(method)),
    events: () => store.events.map((event) => structuredClone(event)),
    deliveries: () => webhooks.deliveries.map((delivery) => ({ ...delivery })),
    deliver: async (eventId: string, { times = 1, concurrently = false } = {}) =>
      webhooks.deliver(eventById(eventId), { times, concurrently }),
    deliverAll: async ({ reverse = false } = {}) => webhooks.deliverPending(store.events, { reverse }),
    settled: () => webhooks.settled(),
    reset: () => {
      store.reset()
      cache.clear()
      webhooks.reset()
    },
    setWebhookUrl: (url: string) => {
      webhooks.url = url
    },
  }

  async function control(request: IncomingMessage, path: string, body: string): Promise<Reply> {
    const input = parseJson(body)
    const name = path.slice('/__peer/'.length)
    if (request.method === 'GET') {
      if (name === 'intents') return { status: 200, body: controls.intents() }
      if (name === 'refunds') return { status: 200, body: controls.refunds() }
      if (name === 'charges') return { status: 200, body: controls.charges() }
      if (name === 'payment-methods') return { status: 200, body: controls.paymentMethods() }
      if (name === 'events') return { status: 200, body: controls.events() }
      if (name === 'deliveries') return { status: 200, body: controls.deliveries() }
      if (name === 'settled') {
        await controls.settled()
        return { status: 200, body: { ok: true } }
      }
    }
    if (request.method === 'POST') {
      if (name === 'deliver') {
        const statuses = await controls.deliver(String(input.eventId), {
          times: typeof input.times === 'number' ? input.times : 1,
          concurrently: input.concurrently === true,
        })
        return { status: 200, body: { statuses } }
      }
      if (name === 'deliver-all') {
        return { status: 200, body: { statuses: await controls.deliverAll({ reverse: input.reverse === true }) } }
      }
      if (name === 'reset') {
        controls.reset()
        return { status: 200, body: { ok: true } }
      }
      if (name === 'webhook-url' && typeof input.url === 'string') {
        controls.setWebhookUrl(input.url)
        return { status: 200, body: { ok: true } }
      }
    }
    return { status: 404, body: { error: `Unknown control: ${request.method} ${path}` } }
  }

  const server = createServer(async (request, response) => {
    try {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS).end()
        return
      }
      const url = new URL(request.url ?? '/', 'http://peer')
      const body = await readBody(request)
      if (url.pathname.startsWith('/__peer/')) {
        const reply = await control(request, url.pathname, body).catch((error: Error) => ({
          status: 400,
          body: { error: error.message },
        }))
        send(response, reply)
        return
      }
      const requestId = newRequestId()
      const idempotencyKey = request.headers['idempotency-key']
      const reply = handleApi(
        store,
        cache,
        {
          method: request.method ?? 'GET',
          path: url.pathname,
          query: url.search.slice(1),
          body,
          authorization: request.headers.authorization,
          idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
        },
        requestId,
      )
      const version = request.headers['stripe-version']
      send(response, reply, {
        'request-id': requestId,
        'stripe-version': typeof version === 'string' ? version : Stripe.API_VERSION,
        ...(typeof idempotencyKey === 'string' ? { 'idempotency-key': idempotencyKey } : {}),
      })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (!response.headersSent) send(response, { status: 500, body: { error: { type: 'api_error', message } } })
    }
  })
  server.listen(options.port ?? 0, options.host ?? '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    webhookSecret,
    ...controls,
    close: async () => {
      webhooks.reset()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
