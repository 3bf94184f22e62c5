/**
 * The part of Stripe's HTTP API the store uses: keys (secret `sk_test_*` everywhere, publishable `pk_test_*` only
 * where Stripe.js calls), the routes, idempotent replays, and Stripe's error JSON for whatever a route throws.
 */
import { type FormObject, list, parseForm, text } from './form'
import type { IdempotencyCache, Reply } from './idempotency'
import {
  authenticate,
  cancelIntent,
  confirmIntent,
  createIntent,
  intentById,
  presentIntent,
  updateIntent,
} from './intents'
import { type ErrorBody, invalid, missing, StripeFailure } from './objects'
import { onlyKnown } from './params'
import { createPaymentMethod, paymentMethod } from './payment-methods'
import { createRefund, refundById } from './refunds'
import { newId, type RequestContext, type Store } from './store'

/** One API request as the HTTP layer read it. */
export interface ApiRequest {
  method: string
  path: string
  query: string
  body: string
  authorization: string | undefined
  idempotencyKey: string | undefined
}

type KeyKind = 'secret' | 'publishable'

interface Route {
  method: 'GET' | 'POST'
  pattern: RegExp
  /** Stripe.js may call it with the publishable key. */
  publishable?: boolean
  handle(store: Store, id: string, params: FormObject, context: RequestContext, key: KeyKind): unknown
}

const expandOf = (params: FormObject) => list(params, 'expand')

const ROUTES: Route[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/payment_methods$/,
    publishable: true,
    handle: (store, _id, params) => createPaymentMethod(store, params),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payment_methods\/([^/]+)$/,
    handle: (store, id, params) => {
      onlyKnown(params, ['expand'])
      return paymentMethod(store, id, 'payment_method')
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_intents$/,
    handle: (store, _id, params, context) =>
      presentIntent(store, createIntent(store, params, context), expandOf(params)),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payment_intents\/([^/]+)$/,
    publishable: true,
    handle: (store, id, params, _context, key) => {
      onlyKnown(params, ['client_secret', 'expand'])
      const intent = intentById(store, id)
      const secret = text(params, 'client_secret')
      if (key === 'publishable' && !secret) throw invalid('Missing required param: client_secret.', 'parameter_missing')
      if (secret !== undefined && secret !== intent.client_secret) {
        throw invalid('The client_secret provided does not match the client_secret of this PaymentIntent.')
      }
      return presentIntent(store, intent, expandOf(params))
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_intents\/([^/]+)$/,
    handle: (store, id, params) => presentIntent(store, updateIntent(store, id, params), expandOf(params)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
    handle: (store, id, params, context) =>
      presentIntent(store, confirmIntent(store, id, params, context), expandOf(params)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
    handle: (store, id, params, context) =>
      presentIntent(store, cancelIntent(store, id, params, context), expandOf(params)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_intents\/([^/]+)\/three_d_secure$/,
    publishable: true,
    handle: (store, id, params, context) => presentIntent(store, authenticate(store, id, params, context), []),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/refunds$/,
    handle: (store, _id, params, context) => createRefund(store, params, context),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/refunds\/([^/]+)$/,
    handle: (store, id, params) => {
      onlyKnown(params, ['expand'])
      return refundById(store, id)
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/charges\/([^/]+)$/,
    handle: (store, id, params) => {
      onlyKnown(params, ['expand'])
      const charge = store.charges.get(id)
      if (!charge) throw missing('charge', id)
      return charge
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/events\/([^/]+)$/,
    handle: (store, id, params) => {
      onlyKnown(params, ['expand'])
      const event = store.events.find((candidate) => candidate.id === id)
      if (!event) throw missing('event', id)
      return event
    },
  },
]

const authError = (message: string): StripeFailure => new StripeFailure(401, { type: 'authentication_error', message })

/** The key from `Authorization: Bearer …` (or Basic, as curl -u sends it), else the `key` parameter Stripe.js sends. */
function keyOf(request: ApiRequest, params: FormObject): KeyKind {
  const header = request.authorization ?? ''
  let key = text(params, 'key')
  if (/^Bearer /i.test(header)) key = header.slice(7).trim()
  else if (/^Basic /i.test(header)) key = Buffer.from(header.slice(6), 'base64').toString().split(':')[0]
  if (!key) {
    throw authError(
      'You did not provide an API key. You need to provide your API key in the Authorization header, using ' +
        "Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    )
  }
  if (key.startsWith('sk_test_')) return 'secret'
  if (key.startsWith('pk_test_')) return 'publishable'
  throw authError(`Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}`)
}

const failure = (error: unknown): Reply => {
  if (error instanceof StripeFailure) return { status: error.status, body: { error: error.body } }
  const body: ErrorBody = { type: 'api_error', message: error instanceof Error ? error.message : String(error) }
  return { status: 500, body: { error: body } }
}

/** Answers one request to /v1/…; never throws. */
export function handleApi(store: Store, cache: IdempotencyCache, request: ApiRequest, requestId: string): Reply {
  const params = parseForm(request.method === 'POST' ? request.body : request.query)
  try {
    const kind = keyOf(request, params)
    delete params.key
    const methodRoutes = ROUTES.filter((candidate) => candidate.method === request.method)
    const route = methodRoutes.find((candidate) => candidate.pattern.test(request.path))
    if (!route) throw invalid(`Unrecognized request URL (${request.method}: ${request.path}).`)
    if (kind === 'publishable' && !route.publishable) {
      throw authError('This API call cannot be made with a publishable API key. Please use a secret API key.')
    }
    const id = decodeURIComponent(request.path.match(route.pattern)?.[1] ?? '')
    const idempotencyKey = request.method === 'POST' ? (request.idempotencyKey ?? null) : null
    const context: RequestContext = { requestId, idempotencyKey }
    return cache.run(idempotencyKey, request.path, params, () => {
      try {
        return { status: 200, body: route.handle(store, id, params, context, kind) }
      } catch (error) {
        return failure(error)
      }
    })
  } catch (error) {
    return failure(error)
  }
}

/** A fresh `req_…` id for the Request-Id header and the events a request makes. */
export const newRequestId = (): string => newId('req', 14)
