/**
 * The PayPal REST calls the peer answers (after the Bearer token check in server.ts): Orders v2 create/get/capture,
 * Payments v2 capture/refund reads and refunds, webhook signature verification and event reads. POSTs that carry a
 * PayPal-Request-Id answer once: a repeat gets the first successful answer back.
 */
import type { IncomingMessage } from 'node:http'
import { PeerError } from './errors'
import type { Ledger } from './ledger'
import { type Reply, type Route, strictJson } from './router'
import type { Webhooks } from './webhooks'

const VERIFY_FIELDS = [
  'auth_algo',
  'cert_url',
  'transmission_id',
  'transmission_sig',
  'transmission_time',
  'webhook_id',
  'webhook_event',
]

/** `Prefer: return=representation` asks for the whole resource instead of id, status and links. */
const wantsAll = (request: IncomingMessage) => /return=representation/.test(String(request.headers.prefer ?? ''))

/** PayPal's routes over the peer's ledger and webhooks; `replays` keeps first answers per PayPal-Request-Id. */
export function apiRoutes(ledger: Ledger, webhooks: Webhooks, replays: Map<string, Reply>): Route[] {
  const once = (request: IncomingMessage, path: string, run: () => Reply): Reply => {
    const requestId = request.headers['paypal-request-id']
    const key = typeof requestId === 'string' && requestId ? `${path}|${requestId}` : null
    const earlier = key ? replays.get(key) : undefined
    if (earlier) return earlier
    const reply = run()
    // Only successes are kept: a declined capture may be tried again with the same id after the buyer restarts.
    if (key && reply.status < 300) replays.set(key, reply)
    return reply
  }

  return [
    {
      method: 'POST',
      pattern: /^\/v2\/checkout\/orders$/,
      handle: ({ request, text }) => {
        const body = strictJson(text)
        return once(request, 'orders', () => {
          const order = ledger.orderJson(ledger.createOrder(body))
          const minimal = { id: order.id, status: order.status, links: order.links }
          return { status: 201, body: wantsAll(request) ? order : minimal }
        })
      },
    },
    {
      method: 'GET',
      pattern: /^\/v2\/checkout\/orders\/([^/]+)$/,
      handle: ({ params: [id] }) => ({ status: 200, body: ledger.orderJson(id!) }),
    },
    {
      method: 'POST',
      pattern: /^\/v2\/checkout\/orders\/([^/]+)\/capture$/,
      handle: ({ request, params: [id], text }) => {
        strictJson(text)
        return once(request, `capture ${id}`, () => ({ status: 201, body: ledger.capture(id!) }))
      },
    },
    {
      method: 'GET',
      pattern: /^\/v2\/payments\/captures\/([^/]+)$/,
      handle: ({ params: [id] }) => ({ status: 200, body: ledger.captureJson(id!) }),
    },
    {
      method: 'POST',
      pattern: /^\/v2\/payments\/captures\/([^/]+)\/refund$/,
      handle: ({ request, params: [id], text }) => {
        const body = strictJson(text)
        return once(request, `refund ${id}`, () => {
          const refund = ledger.refund(id!, body)
          const minimal = { id: refund.id, status: refund.status, links: refund.links }
          return { status: 201, body: wantsAll(request) ? refund : minimal }
        })
      },
    },
    {
      method: 'GET',
      pattern: /^\/v2\/payments\/refunds\/([^/]+)$/,
      handle: ({ params: [id] }) => ({ status: 200, body: ledger.refundJson(id!) }),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/notifications\/verify-webhook-signature$/,
      handle: ({ text }) => {
        const body = strictJson(text)
        const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
        const missing = VERIFY_FIELDS.find(
          (key) => fields[key] === undefined || fields[key] === null || fields[key] === '',
        )
        if (missing) {
          throw new PeerError(400, 'VALIDATION_ERROR', [
            { issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field is missing.', field: missing },
          ])
        }
        return { status: 200, body: { verification_status: webhooks.verify(fields) } }
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/notifications\/webhooks-events\/([^/]+)$/,
      handle: ({ params: [id] }) => {
        const record = webhooks.event(id!)
        if (!record) {
          throw new PeerError(404, 'INVALID_RESOURCE_ID', [
            { issue: 'INVALID_RESOURCE_ID', description: 'Resource id is invalid.' },
          ])
        }
        return { status: 200, body: record.event }
      },
    },
  ]
}
