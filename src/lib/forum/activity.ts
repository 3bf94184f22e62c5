/**
 * The customer's own forum activity (account.md sections 2, 3, 7, 9: Forum Activity, `GET /account/forum/activities`
 * with `page` → `success, totalResults, results, page`, paged by page number). Discourse's answers read into the spec's
 * item fields. Pure: no framework import; the adapter in `src/plugins/forum/discourse.ts` fetches.
 */
import { z } from 'zod'
import { plainExcerpt } from './discourse'

/** Items a page (the account's lists show ten, account.md section 9). */
export const FORUM_ACTIVITY_PAGE_SIZE = 10

/** The highest page asked for: past it the forum is not asked (Discourse reads offsets, and huge ones are slow). */
export const FORUM_ACTIVITY_MAX_PAGE = 1000

/** account.md section 3: a forum activity item. */
export interface ForumActivityItem {
  /** Discourse's post id. */
  id: number
  /** 'topic': the customer started it; 'reply': a post in someone's topic. */
  kind: 'topic' | 'reply'
  /** The topic's title. */
  title: string
  /** The post on the forum. */
  url: string
  author: string
  authorUrl: string
  /** A plain-text excerpt of the post (no HTML). */
  content: string
  /** The category the topic is in, or null when the forum did not say. */
  container: string | null
  containerUrl: string | null
  /** ISO time of the post, or null. */
  started: string | null
  /** Replies to the post. */
  comments: number
  /** Likes the post received. */
  reputation: number
}

/** The endpoint's answer (account.md section 7). */
export interface ForumActivityPage {
  success: true
  totalResults: number
  results: ForumActivityItem[]
  page: number
}

export const emptyActivityPage = (page: number): ForumActivityPage => ({
  success: true,
  totalResults: 0,
  results: [],
  page,
})

/** The page a `?page=` query names: a whole number from 1 to the last page asked for, else 1. */
export function pageFromQuery(value: string | null | undefined): number {
  if (!value || !/^[1-9]\d{0,3}$/.test(value)) return 1
  return Math.min(Number(value), FORUM_ACTIVITY_MAX_PAGE)
}

/** '1 reply', '3 replies'; '1 like', '0 likes'. */
export const countLabel = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** Pages of `total` items (at least 1, so page 1 of nothing is a page). */
export const activityPages = (total: number, size = FORUM_ACTIVITY_PAGE_SIZE) => Math.max(1, Math.ceil(total / size))

/** Discourse's user action types the page lists: 4 a new topic, 5 a reply. */
export const NEW_TOPIC = 4
export const REPLY = 5

const encode = encodeURIComponent

/** The admin API's user search by e-mail (`filter` matches parts of e-mails and names: the caller checks exactly). */
export const userByEmailPath = (email: string) =>
  `/admin/users/list/active.json?${new URLSearchParams({ filter: email, show_emails: 'true' })}`

/** One page of a user's topics and replies, newest first. */
export const userActionsPath = (username: string, page: number, size = FORUM_ACTIVITY_PAGE_SIZE) =>
  `/user_actions.json?${new URLSearchParams({
    username,
    filter: `${NEW_TOPIC},${REPLY}`,
    offset: String((page - 1) * size),
    limit: String(size),
  })}`

export const userSummaryPath = (username: string) => `/u/${encode(username)}/summary.json`
export const postPath = (id: number) => `/posts/${id}.json`
export const SITE_PATH = '/site.json'

/** Discourse's page of the signed-in user's own preferences (`/my/…` goes to the current user's). */
export const forumSettingsUrl = (base: string) => `${base}/my/preferences`

const adminUserSchema = z.object({
  username: z.string().min(1).max(200),
  email: z.string().max(320).nullish(),
  secondary_emails: z.array(z.string().max(320)).nullish().catch(null),
  active: z.boolean().catch(true).optional(),
  suspended_at: z.string().nullish().catch(null),
  staged: z.boolean().catch(false).optional(),
})

/**
 * The forum username of the account with exactly `email` (case aside) in an admin users list, or null. Staged (made
 * from an incoming mail, never signed in), inactive and suspended accounts are not the customer's forum account.
 */
export function readForumUsername(json: unknown, email: string): string | null {
  if (!Array.isArray(json)) return null
  const wanted = email.trim().toLowerCase()
  for (const item of json) {
    const parsed = adminUserSchema.safeParse(item)
    if (!parsed.success) continue
    const user = parsed.data
    if (user.email?.trim().toLowerCase() !== wanted) continue
    if (user.active === false || user.staged || user.suspended_at) continue
    return user.username
  }
  return null
}

const time = z.string().max(64).nullish().catch(null)

const actionSchema = z.object({
  action_type: z.number().int(),
  post_id: z.number().int().positive(),
  topic_id: z.number().int().positive(),
  post_number: z.number().int().positive().catch(1),
  title: z.string().min(1).max(500),
  slug: z.string().max(500).catch(''),
  excerpt: z.string().max(20_000).nullish().catch(null),
  created_at: time,
  username: z.string().min(1).max(200),
  name: z.string().max(200).nullish().catch(null),
  category_id: z.number().int().nullish().catch(null),
  deleted: z.boolean().catch(false).optional(),
  hidden: z.boolean().catch(false).optional(),
  post_type: z.number().int().catch(1).optional(),
})
export type UserAction = z.infer<typeof actionSchema>

/**
 * The topics and replies of a `user_actions.json` answer (deleted, hidden and non-regular posts left out), and how many
 * rows it had before that (`rows`, for the total). Throws on an answer that is not Discourse's.
 */
export function readUserActions(json: unknown): { rows: number; actions: UserAction[] } {
  const list = (json as { user_actions?: unknown } | null)?.user_actions
  if (!Array.isArray(list)) throw new Error('user_actions.json answered without user_actions')
  const actions = list.flatMap((item) => {
    const parsed = actionSchema.safeParse(item)
    if (!parsed.success) return []
    const action = parsed.data
    const listed = action.action_type === NEW_TOPIC || action.action_type === REPLY
    return listed && !action.deleted && !action.hidden && (action.post_type ?? 1) === 1 ? [action] : []
  })
  return { rows: list.length, actions }
}

const count = z.number().int().min(0).catch(0)

/** How many posts a `summary.json` answer says the user wrote (topics' first posts included), or null. */
export function readPostCount(json: unknown): number | null {
  const parsed = z.object({ user_summary: z.object({ post_count: count }) }).safeParse(json)
  return parsed.success ? parsed.data.user_summary.post_count : null
}

const postSchema = z.object({
  reply_count: count.optional(),
  like_count: count.optional(),
  actions_summary: z
    .array(z.object({ id: z.number().int(), count: count.optional() }).passthrough())
    .catch([])
    .optional(),
})

/** Replies and likes of a `/posts/{id}.json` answer (likes are action 2 of `actions_summary` on older forums). */
export function readPostCounts(json: unknown): { comments: number; reputation: number } {
  const parsed = postSchema.safeParse(json)
  if (!parsed.success) return { comments: 0, reputation: 0 }
  const { reply_count, like_count, actions_summary } = parsed.data
  const likes = like_count ?? actions_summary?.find((a) => a.id === 2)?.count ?? 0
  return { comments: reply_count ?? 0, reputation: likes }
}

export interface CategoryName {
  name: string
  slug: string
}

const siteCategorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(200),
  slug: z.string().max(200).catch(''),
})

/** Every category of a `/site.json` answer (subcategories included), by id. */
export function readCategoryNames(json: unknown): Map<number, CategoryName> {
  const list = (json as { categories?: unknown } | null)?.categories
  const names = new Map<number, CategoryName>()
  if (!Array.isArray(list)) return names
  for (const item of list) {
    const parsed = siteCategorySchema.safeParse(item)
    if (parsed.success) names.set(parsed.data.id, { name: parsed.data.name, slug: parsed.data.slug })
  }
  return names
}

/** An action as the page lists it. */
export function activityItem(
  action: UserAction,
  counts: { comments: number; reputation: number },
  categories: ReadonlyMap<number, CategoryName>,
  base: string,
): ForumActivityItem {
  const category = action.category_id ? categories.get(action.category_id) : undefined
  const slug = encode(action.slug || 'topic')
  return {
    id: action.post_id,
    kind: action.action_type === NEW_TOPIC ? 'topic' : 'reply',
    title: action.title,
    url: `${base}/t/${slug}/${action.topic_id}/${action.post_number}`,
    author: action.name?.trim() || action.username,
    authorUrl: `${base}/u/${encode(action.username)}`,
    content: plainExcerpt(action.excerpt ?? '', 300),
    container: category?.name ?? null,
    containerUrl: category ? `${base}/c/${encode(category.slug || 'category')}/${action.category_id}` : null,
    started: action.created_at ?? null,
    comments: counts.comments,
    reputation: counts.reputation,
  }
}

/**
 * The total the page shows. Discourse's post count also counts posts the anonymous stream does not show (private
 * categories, deleted posts), so the stream has the last word: a short page ends the list there, and a full page
 * means at least one more item may follow when the count says fewer.
 */
export function activityTotal({
  page,
  size = FORUM_ACTIVITY_PAGE_SIZE,
  rows,
  reported,
}: {
  page: number
  size?: number
  /** Actions the stream gave for this page, before any was left out. */
  rows: number
  reported: number | null
}): number {
  const before = (page - 1) * size
  // Past the end: the count, when it is known to end before this page.
  if (rows === 0 && page > 1) return reported !== null && reported <= before ? reported : 0
  if (rows < size) return before + rows
  return Math.max(reported ?? 0, before + rows)
}
