import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, id, slug } from '../../../endpoints/http'
import { NotFoundError } from '../../../lib/errors'
import {
  enabledPlatformId,
  randomRelated,
  SLIDER_MAX,
  type SliderKind,
  sliderProducts,
} from '../operations/slider-products'

const paging = {
  schema: z
    .object({
      limit: z.number().int().min(1).max(SLIDER_MAX).default(6),
      offset: z.number().int().min(0).max(10_000).default(0),
    })
    .default({ limit: 6, offset: 0 }),
  hint: '{ "limit": 6, "offset": 0 }',
}
const publicCache = { 'Cache-Control': 'public, max-age=60' }

const sliderEndpoint = (path: string, kind: SliderKind) =>
  defineEndpoint({
    path,
    method: 'post',
    caller: callers.anyone, // public catalog data
    body: paging,
    handler: async ({ req, body }) =>
      Response.json(await sliderProducts(req.payload, kind, body.limit, body.offset), { headers: publicCache }),
  })

/** POST /api/products-by-top: featured, then best rated, then newest. */
const top = sliderEndpoint('/products-by-top', { kind: 'top' })
/** POST /api/products-by-multi: accessories that fit every platform. */
const multi = sliderEndpoint('/products-by-multi', { kind: 'multi' })

/** POST /api/products-by-platform/{platform}: a platform's products (by its slug). */
const byPlatform = defineEndpoint({
  path: '/products-by-platform/:platform',
  method: 'post',
  caller: callers.anyone, // public catalog data
  params: z.object({ platform: slug }),
  body: paging,
  handler: async ({ req, params, body }) => {
    const platformId = await enabledPlatformId(req.payload, params.platform)
    if (platformId === null) throw new NotFoundError('No such platform.')
    return Response.json(await sliderProducts(req.payload, { kind: 'platform', platformId }, body.limit, body.offset), {
      headers: publicCache,
    })
  },
})

/** POST /api/products-by-random/{id}/{limit}: related items of a product, in a new order each call (not cached). */
const random = defineEndpoint({
  path: '/products-by-random/:id/:limit',
  method: 'post',
  caller: callers.anyone, // public catalog data
  params: z.object({ id, limit: z.coerce.number().int().min(1).max(SLIDER_MAX) }),
  handler: async ({ req, params }) =>
    Response.json(await randomRelated(req, params.id, params.limit), { headers: { 'Cache-Control': 'no-store' } }),
})

export const sliderEndpoints = [top, multi, byPlatform, random]
