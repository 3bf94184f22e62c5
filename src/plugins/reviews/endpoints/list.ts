import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, text } from '../../../endpoints/http'
import { pagingOf, parseTarget } from '../../../lib/reviews'
import { listReviews } from '../operations/list-reviews'

/** Payload's own handler for the path this endpoint would otherwise swallow (`POST /api/reviews/access`). */
const payloadOwn = (req: PayloadRequest) =>
  (req.payload.collections.reviews?.config.endpoints || []).find(
    (e) => e.method === 'post' && e.path === '/access/:id?',
  )?.handler

const list = defineEndpoint({
  path: '/:product',
  method: 'post',
  caller: callers.anyone, // approved reviews are public
  params: z.object({ product: text(120) }),
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  // No body means the first page; junk paging falls back to page 1 and 4 per page (pagingOf).
  body: {
    schema: z.record(z.string(), z.unknown()).optional().catch(undefined),
    hint: '{ "limit": 4, "page": 1 }.',
    limit: 4096,
  },
  handler: ({ req, params, query, body }) =>
    listReviews(req, {
      target: parseTarget(params.product),
      ref: params.product,
      paging: pagingOf(body, query),
    }),
})

/**
 * POST /api/reviews/{product}: a page of approved reviews, best first then newest. `{product}` is a prebuilt
 * product's id or a platform's slug (a creator page's reviews). Body (or query) `limit` (default 4, at most 50) and
 * `page` (from 1). Answers `{ data, next_page_url, rating, total, total_1..total_5, current_page, per_page }`;
 * `next_page_url` is POSTed again for the next page. 404 an unknown target.
 */
export const listReviewsEndpoint = {
  ...list,
  handler: async (req: PayloadRequest) => {
    const own = req.routeParams?.product === 'access' ? payloadOwn(req) : undefined
    return own ? own(req) : list.handler(req)
  },
}
