import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, id, slug } from '../../../endpoints/http'
import { adminCreatorView } from '../operations/admin-view'

/**
 * GET /api/creator/admin-view/{platform}?product={id}: the admin mode's data (real stock, labels, the product being
 * edited) for a creator or product page the admin's browser loaded from the shared cache. 403 anyone but an admin; 404
 * an unknown platform or a product not of it. Never stored by a cache.
 */
export const adminViewEndpoint = defineEndpoint({
  path: '/creator/admin-view/:platform',
  method: 'get',
  caller: callers.admins,
  params: z.object({ platform: slug }),
  query: z.object({ product: id.optional() }),
  handler: async ({ req, params, query }) =>
    Response.json(await adminCreatorView(req, { platform: params.platform, productId: query.product }), {
      headers: { 'Cache-Control': 'private, no-store' },
    }),
})
