import { z } from 'zod'
import { callers } from '../../../access/callers'
import { selectionFromQuery } from '../../../creator/preview/query'
import { defineEndpoint, slug } from '../../../endpoints/http'
import { PREVIEW_SIDES } from '../../../lib/platforms'
import { controllerImage } from '../operations/controller-image'

/**
 * GET /api/controller-image/{side}/{platform}?option_12=40&option_9=false&mod_3=1&quantity=1&format=webp
 * (creator.md section 7): the URL of the configuration's image on that side, composed on the server from the same
 * layers the browser stacks. The query is the configuration, one parameter per selection entry (see
 * `src/creator/preview/query.ts` and docs/preview-images.md); `format` is png (default) or webp.
 *
 * 200 `{ url, hash, cached }` (the url is immutable: `/previews/{platform}/{side}/{hash}.{ext}`); 400 a side that is
 * not front, top or back, or a malformed query; 404 an unknown platform or a side it does not show; 422 an option or
 * value that is not on the platform; 429 too many new compositions.
 */
export const controllerImageEndpoint = defineEndpoint({
  path: '/controller-image/:side/:platform',
  method: 'get',
  caller: callers.anyone, // like the creator; new compositions are rate limited per shopper
  params: z.object({ side: z.enum(PREVIEW_SIDES, { error: `expected ${PREVIEW_SIDES.join(', ')}` }), platform: slug }),
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  handler: async ({ req, params, query }) => {
    const { selection, format } = selectionFromQuery(query)
    const image = await controllerImage(req, { platform: params.platform, selection, side: params.side, format })
    return Response.json(image, { headers: { 'Cache-Control': 'no-store' } })
  },
})
