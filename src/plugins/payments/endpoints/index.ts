import { callers } from '../../../access/callers'
import { defineEndpoint } from '../../../endpoints/http'
import { readRawText } from '../../../endpoints/http/body'
import { logMessageSchema, logPaymentMessageSchema } from '../../../lib/payments/api'
import { consume } from '../../../server/rate-limit'
import { handleWebhook, type OnPaid, type OnRefund } from '../operations/handle-webhook'

/** Stripe's and PayPal's event bodies are a few kilobytes; a generous cap. */
const WEBHOOK_BODY_LIMIT = 512 * 1024

/**
 * Payment calls (docs/api.md): provider webhooks and the browser's payment logs. A webhook saying money was taken is
 * handed to `onPaid` (the orders plugin's sale); the payments themselves start in the orders plugin.
 */
export const paymentEndpoints = (handlers: { onPaid: OnPaid; onRefund?: OnRefund }) => [
  ...(['stripe', 'paypal'] as const).map((name) =>
    defineEndpoint({
      path: `/payments/${name}/webhook`,
      method: 'post',
      caller: callers.anyone, // the provider: its signature on the raw body is checked by the operation
      handler: async ({ req }) =>
        handleWebhook(req, name === 'stripe' ? 'card' : 'paypal', await readRawText(req, WEBHOOK_BODY_LIMIT), handlers),
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
]
