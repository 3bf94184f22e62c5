import type { Endpoint } from 'payload'
import { readJsonBody } from '../../../endpoints/read-json-body'
import { pagingOf, parseTarget } from '../../../lib/reviews'
import { reviewPage } from '../queries'
import { findTarget } from '../target'
import { fail } from './reply'

/** Payload's own handler for a path this endpoint would otherwise swallow (`POST /api/reviews/access`). */
const payloadOwn = (req: Parameters<Endpoint['handler']>[0]) =>
  (req.payload.collections.reviews?.config.endpoints || []).find(
    (e) => e.method === 'post' && e.path === '/access/:id?',
  )?.handler

/**
 * POST /api/reviews/{product}: a page of approved reviews, best first then newest. `{product}` is a prebuilt
 * product's id or a platform's slug (a creator page's reviews). Body (or query) `limit` (default 4, at most 50) and
 * `page` (from 1); no body means the first page. Answers `{ data, next_page_url, rating, total, total_1..total_5,
 * current_page, per_page }`; `next_page_url` is POSTed again for the next page. 404 for an unknown target.
 */
export const listReviewsEndpoint: Endpoint = {
  path: '/:product',
  method: 'post',
  handler: async (req) => {
    const ref = String(req.routeParams?.product ?? '')
    const own = ref === 'access' ? payloadOwn(req) : undefined
    if (own) return own(req)
    const target = parseTarget(ref)
    const found = target ? await findTarget(req.payload, target) : null
    if (!found) return fail(404, `There are no reviews for "${ref}".`)
    const body = await readJsonBody(req, '{ "limit": 4, "page": 1 }.', 4096)
    if (!body.ok && body.status === 413) return fail(413, body.message)
    const sent = body.ok && typeof body.value === 'object' && body.value ? (body.value as Record<string, unknown>) : {}
    const query = Object.fromEntries(new URL(req.url ?? 'http://localhost/').searchParams)
    return Response.json(await reviewPage(req.payload, found, pagingOf(sent, query)))
  },
}
