/**
 * A local PayPal for tests: the REST calls the store makes (OAuth token, Orders v2 create/get/capture, Payments v2
 * refunds, webhook signature verification), PayPal's webhooks to the store, and controls under /__peer/ that play the
 * buyer (approve, decline) and the network (deliver events late, twice, out of order). The real hosts are never
 * called. See tests/peers/PAYPAL.md.
 */
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { apiRoutes } from './api'
import { controlRoutes } from './controls'
import { debugId, errorBody, PeerError } from './errors'
import { createLedger, type Funding } from './ledger'
import { findRoute, type Reply, type Route } from './router'
import { createTokens } from './tokens'
import { createWebhooks, type EventRecord } from './webhooks'

export type { EventRecord, Transmission, WebhookEvent } from './webhooks'

export interface PayPalPeerOptions {
  /** 0 (default): any free port. */
  port?: number
  host?: string
  /** Where webhooks go; none: events wait until an address is set. */
  webhookUrl?: string | null
  /** Send each event as it happens (in order, retried 3 times 500 ms apart); otherwise only on command. */
  autoDeliver?: boolean
  clientId?: string
  clientSecret?: string
  webhookId?: string
  /** expires_in of the access tokens; default 32400 (PayPal's 9 hours). */
  tokenTtlSeconds?: number
}

/** A running peer: its address and the controls the tests use (also served under /__peer/). */
export interface PayPalPeer {
  url: string
  port: number
  close(): Promise<void>
  /** Orders, captures and refunds as PayPal's GET calls show them. */
  orders(): object[]
  captures(): object[]
  refunds(): object[]
  events(): EventRecord[]
  /** The buyer approves; `decline` fails the capture (INSTRUMENT_DECLINED), `pending` makes it PENDING. */
  approve(orderId: string, options?: { decline?: boolean; pending?: boolean }): object
  /** A PENDING capture completes, or is denied with `deny`. */
  settle(captureId: string, options?: { deny?: boolean }): object
  deliver(eventId: string, options?: { times?: number; concurrently?: boolean }): Promise<number[]>
  deliverAll(options?: { reverse?: boolean }): Promise<{ id: string; type: string; status: number }[]>
  /** Resolves when auto-delivery has nothing left to send. */
  idle(): Promise<void>
  /** Forgets orders, captures, refunds, events and PayPal-Request-Ids (tokens stay valid). */
  reset(): void
  setWebhookUrl(url: string | null): void
  /** Every access token stops working (the store's next call gets a 401). */
  revokeTokens(): void
  /** How many tokens /v1/oauth2/token has handed out. */
  tokenCount(): number
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PATCH, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '600',
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const INVALID_TOKEN: Reply = {
  status: 401,
  body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
}

/** Starts the peer; `url` is http://<host>:<port> (host 127.0.0.1 unless given). */
export async function startPayPalPeer(options: PayPalPeerOptions = {}): Promise<PayPalPeer> {
  const host = options.host ?? '127.0.0.1'
  let base = ''
  const tokens = createTokens({
    clientId: options.clientId ?? 'padforge-client',
    clientSecret: options.clientSecret ?? 'padforge-secret',
    ttlSeconds: options.tokenTtlSeconds ?? 32_400,
  })
  const replays = new Map<string, Reply>()
  const webhooks = createWebhooks({
    webhookId: options.webhookId ?? 'WH-PADFORGE',
    webhookUrl: options.webhookUrl ?? null,
    autoDeliver: options.autoDeliver ?? false,
    base: () => base,
  })
  const ledger = createLedger(
    () => base,
    (type, resource, summary) => void webhooks.emit(type, resource, summary),
  )
  const api = apiRoutes(ledger, webhooks, replays)
  let controls: Route[] = []

  async function answer(request: IncomingMessage, method: string, path: string): Promise<Reply> {
    const text = await readBody(request)
    if (method === 'POST' && path === '/v1/oauth2/token') return tokens.issue(request, text)
    const isControl = path.startsWith('/__peer/')
    if (!isControl && /^\/v[12]\//.test(path) && !tokens.valid(request)) return INVALID_TOKEN
    const found = findRoute(isControl ? controls : api, method, path)
    if (!found) throw new PeerError(404, 'NOT_FOUND', [{ issue: 'NOT_FOUND', description: `${method} ${path}` }])
    return found.route.handle({ request, params: found.params, text })
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const method = request.method ?? 'GET'
    if (method === 'OPTIONS') {
      response.writeHead(204, CORS).end()
      return
    }
    const debug = debugId()
    const { pathname } = new URL(request.url ?? '/', 'http://peer')
    let reply: Reply
    try {
      reply = await answer(request, method, pathname)
    } catch (error) {
      if (!(error instanceof PeerError)) throw error
      reply = { status: error.status, body: errorBody(error, debug) }
    }
    response
      .writeHead(reply.status, { ...CORS, 'content-type': 'application/json', 'paypal-debug-id': debug })
      .end(JSON.stringify(reply.body))
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { ...CORS, 'content-type': 'application/json' })
      response.end(JSON.stringify({ name: 'INTERNAL_SERVER_ERROR', message: String(error) }))
    })
  })
  server.listen(options.port ?? 0, host)
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  base = `http://${host}:${port}`

  const peer: PayPalPeer = {
    url: base,
    port,
    async close() {
      webhooks.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
    orders: () => ledger.orders(),
    captures: () => ledger.captures(),
    refunds: () => ledger.refunds(),
    events: () => webhooks.events(),
    approve(orderId, { decline = false, pending = false } = {}) {
      const funding: Funding = decline ? 'declined' : pending ? 'pending' : 'ok'
      return ledger.approve(orderId, funding)
    },
    settle: (captureId, settleOptions) => ledger.settle(captureId, settleOptions),
    deliver: (eventId, deliverOptions) => webhooks.deliver(eventId, deliverOptions),
    deliverAll: (deliverOptions) => webhooks.deliverAll(deliverOptions),
    idle: () => webhooks.idle(),
    reset() {
      ledger.reset()
      webhooks.reset()
      replays.clear()
    },
    setWebhookUrl: (url) => webhooks.setUrl(url),
    revokeTokens: () => tokens.revoke(),
    tokenCount: () => tokens.count(),
  }
  controls = controlRoutes(peer)
  return peer
}
