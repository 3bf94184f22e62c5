import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, id, text } from '../../../endpoints/http'
import { createOrderSchema, orderViewQuerySchema } from '../../../lib/checkout/api'
import { paypalOrderSchema, stripePaymentSchema } from '../../../lib/payments/api'
import { ORDER_LISTS } from '../../../lib/routes/account'
import { listAccountOrders, ORDERS_PAGE_SIZE, readOrderProduct } from '../operations/account-orders'
import { cancelOrder } from '../operations/cancel-order'
import { payByCard } from '../operations/pay-by-card'
import { readOrder } from '../operations/read-order'
import { refundOrder } from '../operations/refund-order'
import { refundSummary } from '../operations/refund-summary'
import { placeOrder } from '../operations/sale'
import { startPayPal } from '../operations/start-paypal'
import { trackOrderProduct } from '../operations/track-order-product'

const noStore = { 'Cache-Control': 'private, no-store' }
const CHECKOUT_HINT = 'the create-order body with "amount" (cents) and, for cards, "paymentMethodId"'

/** An order product's id: the order line's row id (24 hex characters). */
const orderProductId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not an order product id.') })
const page = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})

/** The account's order history, cancel and tracking (account.md section 7). Signed-in customers, their own only. */
const accountEndpoints = [
  ...(['', '/:status'] as const).map((tail) =>
    defineEndpoint({
      path: `/account/orders${tail}`,
      method: 'get',
      caller: callers.signedIn, // the customer's own orders (the operation filters by the session's customer)
      ...(tail ? { params: z.object({ status: z.enum(ORDER_LISTS.map((l) => l.status)) }) } : {}),
      query: page,
      handler: async ({ req, params, query }) =>
        Response.json(
          await listAccountOrders(req, {
            status: (params as { status?: 'all' } | undefined)?.status ?? 'all',
            ...query,
          }),
          { headers: noStore },
        ),
    }),
  ),
  defineEndpoint({
    path: '/account/orders/:id',
    method: 'delete',
    caller: callers.signedIn, // a customer cancels their own order; another's is the same 404
    params: z.object({ id }),
    handler: async ({ req, params }) => Response.json(await cancelOrder(req, params.id), { headers: noStore }),
  }),
  defineEndpoint({
    path: '/order-product/:id',
    method: 'get',
    caller: callers.signedIn, // the customer's own order product
    params: orderProductId,
    handler: async ({ req, params }) => Response.json(await readOrderProduct(req, params.id), { headers: noStore }),
  }),
  defineEndpoint({
    path: '/track-order-product/:id',
    method: 'get',
    caller: callers.signedIn, // the customer's own order product, while it can be tracked
    params: orderProductId,
    handler: async ({ req, params }) => Response.json(await trackOrderProduct(req, params.id), { headers: noStore }),
  }),
]

/**
 * Orders' calls (docs/api.md): create-order, the card and PayPal payments that precede it, the order view, staff
 * refunds, and the account's history, cancel and tracking.
 */
export const orderEndpoints = [
  ...accountEndpoints,
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
