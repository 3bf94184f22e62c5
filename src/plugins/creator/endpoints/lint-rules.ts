import { z } from 'zod'
import { callers } from '../../../access/callers'
import { lintPlatforms } from '../../../creator/server/lint-platforms'
import { defineEndpoint, slug } from '../../../endpoints/http'

/**
 * GET /api/platforms/lint-rules?platform=ps5: the rule lint as JSON `{ ok, results }`, for the admin's 'Check rules'
 * button. Without `platform` every platform is linted. 403 for anyone but staff; 404 an unknown platform.
 */
export const lintRulesEndpoint = defineEndpoint({
  path: '/lint-rules',
  method: 'get',
  caller: callers.staff,
  query: z.object({ platform: slug.optional() }).loose(),
  handler: async ({ req, query }) => {
    const results = await lintPlatforms(req.payload, query.platform ? [query.platform] : undefined)
    return { ok: results.every((r) => r.report.ok), results }
  },
})
