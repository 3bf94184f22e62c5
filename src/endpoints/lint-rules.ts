import type { Endpoint } from 'payload'
import { isStaff } from '../access/roles'
import { lintPlatforms } from '../creator/server/lint-platforms'
import { UnknownPlatformError } from '../creator/server/load-catalog'

/**
 * GET /api/platforms/lint-rules?platform=ps5 (merchandisers and admins): the rule lint as JSON, for the admin.
 * Without `platform` every platform is linted.
 */
export const lintRulesEndpoint: Endpoint = {
  path: '/lint-rules',
  method: 'get',
  handler: async (req) => {
    if (!isStaff(req.user))
      return Response.json({ message: 'You are not allowed to perform this action.' }, { status: 403 })
    const platform = typeof req.query?.platform === 'string' ? req.query.platform : undefined
    try {
      const results = await lintPlatforms(req.payload, platform ? [platform] : undefined)
      return Response.json({ ok: results.every((r) => r.report.ok), results })
    } catch (error) {
      if (error instanceof UnknownPlatformError) return Response.json({ message: error.message }, { status: 404 })
      throw error
    }
  },
}
