import { callers } from '../../../access/callers'
import { defineEndpoint } from '../../../endpoints/http'
import { createOrderSchema, orderViewQuerySchema } from '../../../lib/checkout/api'
import { placeOrder } from '../../payments/operations/place-order'
import { readOrder } from '../operations/read-order'

const noStore = { 'Cache-Control': 'private, no-store' }

/** Orders' calls under /api/order (docs/api.md). */
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
]
