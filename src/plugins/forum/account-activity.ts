import {
  activityItem,
  activityTotal,
  emptyActivityPage,
  type ForumActivityPage,
  postPath,
  readCategoryNames,
  readForumUsername,
  readPostCount,
  readPostCounts,
  readUserActions,
  SITE_PATH,
  userActionsPath,
  userByEmailPath,
  userSummaryPath,
} from '../../lib/forum/activity'
import { rememberBriefly } from './brief-cache'

interface Deps {
  base: string
  timeoutMs: number
  apiKey: string
  apiUsername: string
  get: typeof fetch
  /** A public read, kept in Next's data cache like the widget's (categories, a post's counts). */
  json: (path: string) => Promise<unknown>
}

/**
 * A customer's own topics and replies on Discourse (docs/decisions.md, "Forum activity in the account"): the forum
 * account with the customer's e-mail through the admin API (`/admin/users/list/active.json`, the key never leaves the
 * server), then that user's public stream (`/user_actions.json`, filter 4,5: topics and replies, newest first, asked
 * without the key so nothing from a private category shows), the total from `/u/{username}/summary.json`, each post's
 * replies and likes from `/posts/{id}.json` and the category names from `/site.json`. Per-customer answers are never
 * put in Next's shared data cache: a page is kept in this process for a minute (`rememberBriefly`).
 */
export function accountActivity({ base, timeoutMs, apiKey, apiUsername, get, json }: Deps) {
  const fresh = async (path: string, admin = false): Promise<unknown> => {
    const response = await get(`${base}${path}`, {
      headers: { accept: 'application/json', ...(admin ? { 'Api-Key': apiKey, 'Api-Username': apiUsername } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    })
    if (!response.ok) throw new Error(`${base}${path.split('?')[0]} answered ${response.status}`)
    return response.json()
  }

  const read = async (email: string, page: number): Promise<ForumActivityPage> => {
    const username = readForumUsername(await fresh(userByEmailPath(email), true), email)
    if (!username) return emptyActivityPage(page)
    const [stream, summary, site] = await Promise.all([
      fresh(userActionsPath(username, page)),
      fresh(userSummaryPath(username)).catch(() => null), // the total falls back to what the stream shows
      json(SITE_PATH).catch(() => null), // no category names rather than no page
    ])
    const { rows, actions } = readUserActions(stream)
    const categories = readCategoryNames(site)
    const counts = await Promise.all(
      actions.map((action) =>
        json(postPath(action.post_id)).then(readPostCounts, () => ({ comments: 0, reputation: 0 })),
      ),
    )
    return {
      success: true,
      totalResults: activityTotal({ page, rows, reported: readPostCount(summary) }),
      results: actions.map((action, i) =>
        activityItem(action, counts[i] ?? { comments: 0, reputation: 0 }, categories, base),
      ),
      page,
    }
  }

  return (email: string, page: number) =>
    rememberBriefly(`${base}\n${email.toLowerCase()}\n${page}`, () => read(email, page))
}
