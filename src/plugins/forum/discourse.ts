import type { ForumActivity, ForumAdapter } from '../../lib/forum'
import { forumSettingsUrl } from '../../lib/forum/activity'
import { latestPath, readCategory, readPosts, readTopics } from '../../lib/forum/discourse'
import { accountActivity } from './account-activity'

/** How long the store waits for the forum, and keeps its answers (storefront.md: the widget is a side show). */
export const FORUM_TIMEOUT_MS = 2000
export const FORUM_REVALIDATE_SECONDS = 300

interface Options {
  /** The forum's address without a trailing slash (`forumBase`). */
  base: string
  timeoutMs?: number
  /** How long answers are kept (`FORUM_CACHE_SECONDS`). */
  revalidateSeconds?: number
  /** An admin API key (`FORUM_API_KEY`): finds a customer's forum account by e-mail. None: no account activity. */
  apiKey?: string
  /** The user the key acts as (`FORUM_API_USERNAME`, `system` by default). */
  apiUsername?: string
  fetch?: typeof fetch
}

/**
 * Discourse's public JSON API: latest topics (`/latest.json` or `/c/{id}/l/latest.json`), latest posts
 * (`/posts.json`) and, for a category, its name (`/c/{id}/show.json`). Each call gives up after 2 s and is kept in
 * Next's data cache for `revalidateSeconds` (300 by default; outside Next, fetched every time). Any failure throws: the
 * operation answers nothing. With an API key, also a customer's own activity (`account-activity.ts`).
 */
export function discourseAdapter({
  base,
  timeoutMs = FORUM_TIMEOUT_MS,
  revalidateSeconds = FORUM_REVALIDATE_SECONDS,
  apiKey,
  apiUsername = 'system',
  fetch: get = fetch,
}: Options): ForumAdapter {
  const json = async (path: string): Promise<unknown> => {
    const response = await get(`${base}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      next: { revalidate: revalidateSeconds, tags: ['forum'] },
    } as RequestInit)
    if (!response.ok) throw new Error(`${base}${path} answered ${response.status}`)
    return response.json()
  }
  const account = apiKey ? accountActivity({ base, timeoutMs, apiKey, apiUsername, get, json }) : undefined
  return {
    settingsUrl: forumSettingsUrl(base),
    ...(account ? { activity: account } : {}),
    async recent(categoryId?: number): Promise<ForumActivity> {
      const [latest, posts, category] = await Promise.all([
        json(latestPath(categoryId)),
        json('/posts.json'),
        categoryId ? json(`/c/${categoryId}/show.json`) : null,
      ])
      return {
        topics: readTopics(latest, base),
        posts: readPosts(posts, base, categoryId),
        category: category === null ? null : readCategory(category, base),
      }
    },
  }
}
