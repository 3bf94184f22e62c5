import type { Endpoint } from 'payload'
import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, id, text } from '../../../endpoints/http'
import { configuredMarketplaces, type MarketplaceAdapter } from '../marketplaces'
import { sendToMarketplace } from '../operations/send-to-marketplace'

const STATUS = { sent: 200, failed: 502, 'not-configured': 501 } as const

/**
 * POST /api/marketplace-products `{ product: id, marketplace?: adapterId }`: sends a prebuilt product to a marketplace
 * (see `sendToMarketplace`). 200 `{ message, status: 'sent', marketplace, submission }`; 502 the same with
 * `status: 'failed'` and the adapter's message; 501 `{ message, status: 'not-configured', submission }` when no
 * marketplace is configured (the default); 400 no or an unknown marketplace among several, or a body of another shape;
 * 404 an unknown product; 409 a product without a platform; 403 anyone but an admin. `adapters` is for tests.
 */
export function sendToMarketplaceEndpoint(adapters: () => MarketplaceAdapter[] = configuredMarketplaces): Endpoint {
  return defineEndpoint({
    path: '/marketplace-products',
    method: 'post',
    caller: callers.admins,
    body: {
      schema: z.object({ product: id, marketplace: text(100).trim().min(1).nullish() }),
      hint: '{ "product": 12, "marketplace": "..." }.',
    },
    handler: async ({ req, body }) => {
      const result = await sendToMarketplace(req, body, adapters())
      return Response.json(result, { status: STATUS[result.status] })
    },
  })
}
