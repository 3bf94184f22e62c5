import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, id } from '../../../endpoints/http'
import {
  createReturnSchema,
  orderProductIdSchema,
  RETURNS_PAGE_SIZE,
  returnPackagesSchema,
} from '../../../lib/returns/api'
import { cancelReturn } from '../operations/cancel-return'
import { createReturn } from '../operations/create-return'
import { confirmLabelPayment } from '../operations/label-payment'
import { returnOptions } from '../operations/return-options'
import { returnPackages } from '../operations/return-packages'
import { listReturns, readReturn } from '../operations/return-views'

const noStore = { 'Cache-Control': 'private, no-store' }
const reply = (value: unknown) => Response.json(value, { headers: noStore })
const page = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(RETURNS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})

/** Returns' calls (account.md section 7; docs/api.md "Account: returns"). Signed-in customers, their own only. */
export const returnEndpoints = [
  defineEndpoint({
    path: '/return-options/:id',
    method: 'get',
    caller: callers.signedIn, // the customer's own order product
    params: z.object({ id: orderProductIdSchema }),
    handler: async ({ req, params }) => reply(await returnOptions(req, params.id)),
  }),
  defineEndpoint({
    path: '/shipping-packages/order-products',
    method: 'post',
    caller: callers.signedIn, // the customer's own order products
    body: {
      schema: returnPackagesSchema,
      hint: '{ "productIds": ["…"], "orderId": 12, "dropType": "DROP_BOX", "address": { "address1": "…", … } }',
    },
    handler: async ({ req, body }) => reply(await returnPackages(req, body)),
  }),
  defineEndpoint({
    path: '/create-rma',
    method: 'post',
    caller: callers.signedIn, // a customer returns their own order product (checked under a lock)
    body: {
      schema: createReturnSchema,
      hint: '{ "orderProductId": "…", "email": "…", "description": "…", "reason": 1, "quantity": 1, "ownSend": true, "attempt": "…" }',
    },
    handler: async ({ req, body }) => {
      // 201 for a new return; a copy of the submission gets the first's answer, its status included.
      const answer = await createReturn(req, body)
      return Response.json(answer.body, { status: answer.status, headers: noStore })
    },
  }),
  defineEndpoint({
    path: '/create-rma/:id/pay',
    method: 'post',
    caller: callers.signedIn, // the customer's own return waiting for its label payment
    params: z.object({ id }),
    handler: async ({ req, params }) => reply(await confirmLabelPayment(req, params.id)),
  }),
  defineEndpoint({
    path: '/rma/:id',
    method: 'get',
    caller: callers.signedIn, // the customer's own return; another's is the same 404
    params: z.object({ id }),
    handler: async ({ req, params }) => reply(await readReturn(req, params.id)),
  }),
  defineEndpoint({
    path: '/returns',
    method: 'get',
    caller: callers.signedIn, // the customer's own returns
    query: page,
    handler: async ({ req, query }) => reply(await listReturns(req, query)),
  }),
  defineEndpoint({
    path: '/returns/:id',
    method: 'delete',
    caller: callers.signedIn, // the customer cancels their own return
    params: z.object({ id }),
    handler: async ({ req, params }) => reply(await cancelReturn(req, params.id)),
  }),
]
