import type { ForumAdapter } from '../../lib/forum'
import { forumBase } from '../../lib/forum/discourse'
import { discourseAdapter, FORUM_REVALIDATE_SECONDS } from './discourse'

type Env = Readonly<Record<string, string | undefined>>

/**
 * The forum adapter the environment configures: Discourse at `FORUM_URL`, or none (the widget then shows nothing).
 * Another forum is another `ForumAdapter` chosen here.
 */
export function forumAdapter(env: Env = process.env): ForumAdapter | null {
  const base = forumBase(env.FORUM_URL)
  if (!base) return null
  const apiKey = env.FORUM_API_KEY?.trim() || undefined
  const apiUsername = env.FORUM_API_USERNAME?.trim() || undefined
  return discourseAdapter({ base, revalidateSeconds: forumCacheSeconds(env), apiKey, apiUsername })
}

/** The account's forum items (account.md section 2): Forum Settings with a forum, Forum Activity with its API key too. */
export interface ForumLinks {
  /** The forum's home. */
  url: string
  settingsUrl: string
  activity: boolean
}

/** What the account's sidebar shows of the forum, or null when no forum is configured. */
export function forumLinks(env: Env = process.env): ForumLinks | null {
  const adapter = forumAdapter(env)
  const url = forumBase(env.FORUM_URL)
  return adapter && url ? { url, settingsUrl: adapter.settingsUrl, activity: Boolean(adapter.activity) } : null
}

/**
 * `FORUM_CACHE_SECONDS`: how long the forum's answers are kept, and so how often a page with the widget is rendered
 * again (unset or not a whole number of seconds from 1 to a year: 300).
 */
export function forumCacheSeconds(env: Env = process.env): number {
  const value = env.FORUM_CACHE_SECONDS?.trim() ?? ''
  return /^[1-9]\d{0,7}$/.test(value) && Number(value) <= 31_536_000 ? Number(value) : FORUM_REVALIDATE_SECONDS
}

/** `FORUM_CATEGORY_ID`: the category shown when a call names none (unset or not a positive id: every category). */
export function defaultForumCategory(env: Env = process.env): number | undefined {
  const value = env.FORUM_CATEGORY_ID?.trim() ?? ''
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined
}

/** Whether a forum is configured (`FORUM_URL`): the forum widget and the store's forum links show only then. */
export const forumActivityConfigured = (env: Env = process.env): boolean => forumLinks(env)?.activity === true

export function forumConfigured(env: Env = process.env): boolean {
  return forumBase(env.FORUM_URL) !== null
}
