import { callers } from '../access/callers'
import { sql } from '../server/sql'
import { defineEndpoint } from './http'

/**
 * GET /api/health: the load balancer's check (docs/deploy.md). 200 `{ status: 'ok' }` when this instance answers and
 * reaches PostgreSQL; 503 when it cannot, so the balancer sends shoppers elsewhere. A Redis that is away does not
 * count: pages are then rendered uncached, slower but right. Never cached.
 */
export const healthEndpoint = defineEndpoint({
  path: '/health',
  method: 'get',
  caller: callers.anyone, // says only whether this instance can serve
  handler: async ({ req }) => {
    const headers = { 'Cache-Control': 'no-store' }
    try {
      await req.payload.db.drizzle.execute(sql`select 1`)
      return Response.json({ status: 'ok' }, { headers })
    } catch (error) {
      req.payload.logger.error({ err: error }, 'Health check: the database cannot be reached')
      return Response.json({ status: 'unavailable' }, { status: 503, headers })
    }
  },
})
