import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint } from '../../../endpoints/http'
import { FORUM_ACTIVITY_MAX_PAGE } from '../../../lib/forum/activity'
import { forumActivityOf } from '../operations/activity'

const PAGE_HINT = `page must be a whole number from 1 to ${FORUM_ACTIVITY_MAX_PAGE}`

/**
 * GET /api/account/forum/activities?page=N (account.md section 7) → `{ success, totalResults, results, page }`: the
 * signed-in customer's own forum topics and replies, ten a page, newest first. Guests 401; a page that is not a whole
 * number from 1 to 1000: 400; no forum configured: 404; the forum failing or slow: 503 with a message. Never stored by
 * a browser or a shared cache.
 */
export const forumActivityEndpoint = defineEndpoint({
  path: '/account/forum/activities',
  method: 'get',
  caller: callers.signedIn, // a customer's own activity, found by their account's e-mail
  query: z.object({
    page: z
      .string()
      .regex(/^[1-9]\d{0,3}$/, PAGE_HINT)
      .transform(Number)
      .refine((n) => n <= FORUM_ACTIVITY_MAX_PAGE, PAGE_HINT)
      .default(1),
  }),
  handler: async ({ req, query }) =>
    Response.json(await forumActivityOf(req, query.page), {
      headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' },
    }),
})
