import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint } from '../../../endpoints/http'
import { PREVIEW_SIDES } from '../../../lib/platforms'
import { configurationImage } from '../operations/configuration-image'

/**
 * GET /api/controller-preview-image/{configuration_id}/{side}?format=webp → `{ url }` of the composed image of that
 * side of a stored configuration (creator.md section 7; PNG by default). 404 an unknown configuration or a side with
 * nothing to draw; 400 a side the platform does not have or an unknown format; 422 when the stored configuration
 * names values no longer on the platform.
 */
export const previewImageEndpoint = defineEndpoint({
  path: '/controller-preview-image/:configurationId/:side',
  method: 'get',
  caller: callers.anyone, // whoever holds the unguessable uid
  params: z.object({
    configurationId: z.string().max(64),
    side: z.enum(PREVIEW_SIDES, { error: `use ${PREVIEW_SIDES.join(', ')}` }),
  }),
  query: z.object({ format: z.enum(['png', 'webp'], { error: 'use png or webp' }).default('png') }).loose(),
  handler: ({ req, params, query }) =>
    configurationImage(req, { uid: params.configurationId, side: params.side, format: query.format }),
})
