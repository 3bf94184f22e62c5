import type { Endpoint } from 'payload'
import { composePreview } from '../creator/preview/compose'
import { PreviewError } from '../creator/preview/errors'
import { SelectionQueryError, selectionFromQuery } from '../creator/preview/query'
import { UnknownPlatformError } from '../creator/server/load-catalog'
import { PREVIEW_SIDES, type PreviewSide } from '../lib/platforms'

/**
 * The query exactly as sent. Payload's `req.query` is parsed for its own API and gains parameters of its own
 * (`depth`), so the configuration is read from the URL itself; a repeated parameter comes back as a list.
 */
function rawQuery(url: string | undefined): Record<string, string | string[]> {
  const params = new URL(url ?? '/', 'http://localhost').searchParams
  const query: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key)
    query[key] = values.length > 1 ? values : (values[0] ?? '')
  }
  return query
}

/**
 * GET /api/controller-image/{side}/{platform}?option_12=40&option_9=false&mod_3=1&quantity=1&format=webp
 * (creator.md section 7): the URL of the configuration's image on that side, composed on the server from the same
 * layers the browser stacks. The query is the configuration, one parameter per selection entry (see
 * `src/creator/preview/query.ts` and docs/preview-images.md); `format` is png (default) or webp.
 *
 * 200 `{ url, hash, cached }` (the url is immutable: `/previews/{platform}/{side}/{hash}.{ext}`); 400 for a side
 * that is not front, top or back, or a malformed query; 404 for an unknown platform or a side it does not show;
 * 422 for an option or value that is not on the platform. Open to everyone, like the creator.
 */
export const controllerImageEndpoint: Endpoint = {
  path: '/controller-image/:side/:platform',
  method: 'get',
  handler: async (req) => {
    const side = String(req.routeParams?.side ?? '')
    const platform = String(req.routeParams?.platform ?? '')
    if (!(PREVIEW_SIDES as readonly string[]).includes(side))
      return Response.json(
        { message: `Unknown side "${side}": expected ${PREVIEW_SIDES.join(', ')}.` },
        { status: 400 },
      )
    try {
      const { selection, format } = selectionFromQuery(rawQuery(req.url))
      const image = await composePreview(req.payload, platform, selection, side as PreviewSide, format)
      return Response.json(image, { headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      if (error instanceof SelectionQueryError) return Response.json({ message: error.message }, { status: 400 })
      if (error instanceof UnknownPlatformError) return Response.json({ message: error.message }, { status: 404 })
      if (error instanceof PreviewError) return Response.json({ message: error.message }, { status: error.status })
      throw error
    }
  },
}
