import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, id } from '../../../endpoints/http'
import { recentForumActivity } from '../operations/recent'

/**
 * GET /api/forums/recent?categoryId= (storefront.md section 7) → `{ posts, topics, category }`. Public; empty lists
 * (and `category: null`) when no forum is configured or it cannot be read.
 */
export const recentForumEndpoint = defineEndpoint({
  path: '/forums/recent',
  method: 'get',
  caller: callers.anyone, // public forum activity
  query: z.object({ categoryId: z.union([id, z.literal('').transform(() => undefined)]).optional() }),
  handler: async ({ req, query }) =>
    Response.json(
      await recentForumActivity(query.categoryId, (err, message) => req.payload.logger.warn({ err }, message)),
      { headers: { 'Cache-Control': 'public, max-age=300' } },
    ),
})
