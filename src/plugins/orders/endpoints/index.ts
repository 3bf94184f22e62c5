import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, id, text } from '../../../endpoints/http'
import { createOrderSchema, orderViewQuerySchema } from '../../../lib/checkout/api'
import { paypalOrderSchema, stripePaymentSchema } from '../../../lib/payments/api'
import { payByCard } from '../operations/pay-by-card'
import { readOrder } from '../operations/read-order'
import { refundOrder } from '../operations/refund-order'
import { refundSummary } from '../operations/refund-summary'
import { placeOrder } from '../operations/sale'
import { startPayPal } from '../operations/start-paypal'

const noStore = { 'Cache-Control': 'private, no-store' }
const CHECKOUT_HINT = 'the create-order body with "amount" (cents) and, for cards, "paymentMethodId"'

/**
 * Orders' calls (docs/api.md): create-order, the card and PayPal payments that precede it, the order view, and staff
 * refunds.
 */
export const orderEndpoints = [
  defineEndpoint({
    path: '/order/create-order',
    method: 'post',
    caller: callers.anyone, // guests check out; the operation recomputes and checks everything
    body: {
      schema: createOrderSchema,
      hint: '{ "order": {...}, "basket": {...}, "check_total": 12999, "prices": {...}, "attempt": "..." }',
    },
    handler: async ({ req, body }) => Response.json(await placeOrder(req, body), { headers: noStore }),
  }),
  defineEndpoint({
    path: '/order/view',
    method: 'get',
    caller: callers.anyone, // the owner by session, a guest by the order's token (checked by the operation)
    query: orderViewQuerySchema,
    handler: async ({ req, query }) => Response.json(await readOrder(req, query), { headers: noStore }),
  }),
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
