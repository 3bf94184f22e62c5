import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, id, text } from '../../../endpoints/http'
import { readRawText } from '../../../endpoints/http/body'
import {
  logMessageSchema,
  logPaymentMessageSchema,
  paypalOrderSchema,
  stripePaymentSchema,
} from '../../../lib/payments/api'
import { consume } from '../../../server/rate-limit'
import { handleWebhook } from '../operations/handle-webhook'
import { payByCard } from '../operations/pay-by-card'
import { refundOrder } from '../operations/refund-order'
import { refundSummary } from '../operations/refund-summary'
import { startPayPal } from '../operations/start-paypal'

const noStore = { 'Cache-Control': 'private, no-store' }
/** Stripe's and PayPal's event bodies are a few kilobytes; a generous cap. */
const WEBHOOK_BODY_LIMIT = 512 * 1024
const CHECKOUT_HINT = 'the create-order body with "amount" (cents) and, for cards, "paymentMethodId"'

/** Payment calls (docs/api.md): card and PayPal payments, provider webhooks, the browser's payment logs, refunds. */
export const paymentEndpoints = [
  defineEndpoint({
    path: '/checkout/stripe',
    method: 'post',
    caller: callers.anyone, // guests pay; the operation checks the checkout, the amount and the session's owner
    body: { schema: stripePaymentSchema, hint: CHECKOUT_HINT },
    handler: async ({ req, body }) => Response.json(await payByCard(req, body), { headers: noStore }),
  }),
  defineEndpoint({
    path: '/checkout/paypal',
    method: 'post',
    caller: callers.anyone, // as above
    body: { schema: paypalOrderSchema, hint: CHECKOUT_HINT },
    handler: async ({ req, body }) => Response.json(await startPayPal(req, body), { headers: noStore }),
  }),
  ...(['stripe', 'paypal'] as const).map((name) =>
    defineEndpoint({
      path: `/payments/${name}/webhook`,
      method: 'post',
      caller: callers.anyone, // the provider: its signature on the raw body is checked by the operation
      handler: async ({ req }) =>
        handleWebhook(req, name === 'stripe' ? 'card' : 'paypal', await readRawText(req, WEBHOOK_BODY_LIMIT)),
    }),
  ),
  defineEndpoint({
    path: '/log-message',
    method: 'post',
    caller: callers.anyone, // the checkout's browser-side errors (wallets, PayPal), rate-limited
    body: { schema: logMessageSchema, hint: '{ "msg": "...", "params": {...}, "logLevel": "error" }' },
    handler: async ({ req, body }) => {
      await consume(req, 'log-message')
      const level = body.logLevel === 'warning' ? 'warn' : body.logLevel
      req.payload.logger[level]({ params: body.params, from: 'browser' }, body.msg)
      return new Response(null, { status: 204 })
    },
  }),
  defineEndpoint({
    path: '/log-payment-message',
    method: 'post',
    caller: callers.anyone, // as above
    body: { schema: logPaymentMessageSchema, hint: '{ "message": "...", "data": {...}, "header": "..." }' },
    handler: async ({ req, body }) => {
      await consume(req, 'log-message')
      req.payload.logger.warn({ data: body.data, header: body.header, from: 'browser' }, `Payment: ${body.message}`)
      return new Response(null, { status: 204 })
    },
  }),
  defineEndpoint({
    path: '/payments/refund',
    method: 'post',
    caller: callers.admins, // money leaves the shop: administrators only
    body: {
      schema: z.object({
        order: id,
        amount: z.number().int().min(1).max(100_000_000).optional(),
        reason: text(500),
      }),
      hint: '{ "order": 12, "amount": 1299, "reason": "..." }',
    },
    handler: async ({ req, body }) => refundOrder(req, body),
  }),
  defineEndpoint({
    path: '/payments/refund',
    method: 'get',
    caller: callers.admins, // the admin's refund panel: the same callers as the refund itself
    query: z.object({ order: id }),
    handler: async ({ req, query }) => Response.json(await refundSummary(req, query.order), { headers: noStore }),
  }),
]
