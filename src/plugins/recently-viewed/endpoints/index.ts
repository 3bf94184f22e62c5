import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, id } from '../../../endpoints/http'
import { HISTORY_LIMIT, parseIdList } from '../../../lib/recently-viewed/history'
import { clearHistory } from '../operations/history'
import { listRecentlyViewed } from '../operations/list-recently-viewed'

const noStore = { 'Cache-Control': 'private, no-store' }
const ids = z.array(id).max(HISTORY_LIMIT)

/**
 * POST /api/recently-viewed (storefront.md section 7): `{ ids, limit, offset, except? }` → `{ total, products }`.
 * Anyone: a guest's list is the ids it sends; a customer's is kept on the server (and these ids recorded there).
 */
export const recentlyViewedEndpoint = defineEndpoint({
  path: '/recently-viewed',
  method: 'post',
  caller: callers.anyone, // a guest's history lives in the browser; a customer's own is read by session
  body: {
    schema: z.object({
      ids: ids.default([]),
      limit: z.number().int().min(1).max(HISTORY_LIMIT).default(6),
      offset: z.number().int().min(0).max(HISTORY_LIMIT).default(0),
      except: ids.default([]),
    }),
    hint: '{ "ids": [12, 7], "limit": 6, "offset": 0, "except": [12] }',
  },
  handler: async ({ req, body }) => Response.json(await listRecentlyViewed(req, body), { headers: noStore }),
})

/**
 * GET /api/products/recently-viewed?ids=1,2,3 (storefront.md section 7; on the products collection, before its `/:id`): the slider's cards as JSON `{ products }` (the
 * spec's store sent an HTML fragment; our slider renders the cards itself). Nothing is recorded.
 */
export const recentlyViewedCardsEndpoint = defineEndpoint({
  path: '/recently-viewed',
  method: 'get',
  caller: callers.anyone, // public card data of the ids asked for
  query: z.object({ ids: z.string().max(2000).default('') }),
  handler: async ({ req, query }) =>
    Response.json(
      await listRecentlyViewed(Object.assign(req, { user: null }), {
        ids: parseIdList(query.ids),
        limit: HISTORY_LIMIT,
        offset: 0,
        except: [],
      }),
      { headers: { 'Cache-Control': 'public, max-age=60' } },
    ),
})

/** DELETE /api/recently-viewed: forgets the signed-in customer's history (the account page's Clear). */
export const clearRecentlyViewedEndpoint = defineEndpoint({
  path: '/recently-viewed',
  method: 'delete',
  caller: callers.signedIn,
  handler: async ({ req }) => {
    await clearHistory(req)
    return Response.json({ error: false, message: 'Your browsing history was cleared.' }, { headers: noStore })
  },
})

export const recentlyViewedEndpoints = [
  recentlyViewedEndpoint,
  recentlyViewedCardsEndpoint,
  clearRecentlyViewedEndpoint,
]
