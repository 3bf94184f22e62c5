import { z } from 'zod'
import { callers } from '../../../access/callers'
import { clearPreviews } from '../../../creator/preview/compose'
import { defineEndpoint, slug } from '../../../endpoints/http'
import { PREVIEW_SIDES } from '../../../lib/platforms'

/**
 * DELETE /api/clear-configuration-image/{side}/{platform} (creator.md sections 6 and 7): deletes the platform's
 * composed images of that side (`all`: every side) and forgets the decoded layers, so the next request composes
 * afresh. 200 `{ cleared: n }`; 403 anyone but an admin; 400 an unknown side; 404 an unknown platform. Query parameters
 * (the creator sends its configuration) are ignored: images are shared between configurations with the same layers.
 */
export const clearImagesEndpoint = defineEndpoint({
  path: '/clear-configuration-image/:side/:platform',
  method: 'delete',
  caller: callers.admins,
  params: z.object({ side: z.enum([...PREVIEW_SIDES, 'all']), platform: slug }),
  handler: async ({ req, params }) => ({
    cleared: await clearPreviews(req.payload, params.platform, params.side === 'all' ? undefined : params.side),
  }),
})
