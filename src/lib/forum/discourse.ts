/**
 * Discourse's public JSON (https://docs.discourse.org): `/latest.json` and `/c/{id}/l/latest.json` (topic lists),
 * `/posts.json` (the latest posts), `/c/{id}/show.json` (a category). Read into the widget's shape. Pure: the
 * adapter in `src/plugins/forum/discourse.ts` fetches, these functions only read what came back, leniently: a topic
 * or post missing what the widget needs is left out, never the whole answer.
 */
import { z } from 'zod'
import { FORUM_LIMIT, type ForumCategory, type ForumPost, type ForumTopic } from './index'

const count = z.number().int().min(0).catch(0)
const time = z.string().max(64).nullish().catch(null)

const topicSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1).max(500),
  slug: z.string().max(500).catch(''),
  posts_count: count.optional(),
  reply_count: count.optional(),
  last_posted_at: time,
  bumped_at: time,
  pinned: z.boolean().catch(false).optional(),
  visible: z.boolean().catch(true).optional(),
  category_id: z.number().int().nullish().catch(null),
})

const postSchema = z.object({
  id: z.number().int().positive(),
  topic_id: z.number().int().positive(),
  topic_title: z.string().min(1).max(500),
  topic_slug: z.string().max(500).catch(''),
  post_number: z.number().int().positive().catch(1),
  username: z.string().max(200).catch(''),
  name: z.string().max(200).nullish().catch(null),
  created_at: time,
  cooked: z.string().max(200_000).catch(''),
  excerpt: z.string().max(5000).nullish().catch(null),
  category_id: z.number().int().nullish().catch(null),
  hidden: z.boolean().catch(false).optional(),
  post_type: z.number().int().catch(1).optional(),
})

const categorySchema = z.object({
  category: z.object({ id: z.number().int().positive(), name: z.string().min(1).max(200), slug: z.string().max(200) }),
})

/** The forum's address without a trailing slash, or null when it is not an http(s) URL. */
export function forumBase(value: string | undefined | null): string | null {
  if (!value?.trim()) return null
  try {
    const url = new URL(value.trim())
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  } catch {
    return null
  }
}

/** The list call: every category's latest topics, or one category's. */
export const latestPath = (categoryId?: number) => (categoryId ? `/c/${categoryId}/l/latest.json` : '/latest.json')

const path = (slug: string) => encodeURIComponent(slug || 'topic')

/** Items of `list` that `schema` reads, the others left out. */
function each<T>(list: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(list)) return []
  return list.flatMap((item) => {
    const parsed = schema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined

/** Topics of a `latest.json` answer, newest activity first as Discourse sends them; pinned and unlisted ones out. */
export function readTopics(json: unknown, base: string, limit = FORUM_LIMIT): ForumTopic[] {
  return each(field(field(json, 'topic_list'), 'topics'), topicSchema)
    .filter((t) => !t.pinned && t.visible !== false)
    .slice(0, limit)
    .map((t) => ({
      id: t.id,
      title: t.title,
      url: `${base}/t/${path(t.slug)}/${t.id}`,
      // Discourse shows "replies" as the posts after the first (its `reply_count` counts only posts that answer another).
      replies: t.posts_count !== undefined ? Math.max(0, t.posts_count - 1) : (t.reply_count ?? 0),
      lastPostedAt: t.last_posted_at ?? t.bumped_at ?? null,
    }))
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' }

/** Plain text of a post's HTML, cut to `max` characters at a word. */
export function plainExcerpt(html: string, max = 140): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** Posts of a `posts.json` answer (regular, visible ones), of one category when `categoryId` is given. */
export function readPosts(json: unknown, base: string, categoryId?: number, limit = FORUM_LIMIT): ForumPost[] {
  return each(field(json, 'latest_posts'), postSchema)
    .filter((p) => !p.hidden && (p.post_type ?? 1) === 1)
    .filter((p) => categoryId === undefined || p.category_id === categoryId)
    .slice(0, limit)
    .map((p) => ({
      id: p.id,
      topicId: p.topic_id,
      topicTitle: p.topic_title,
      url: `${base}/t/${path(p.topic_slug)}/${p.topic_id}/${p.post_number}`,
      author: p.name || p.username,
      excerpt: plainExcerpt(p.excerpt || p.cooked),
      createdAt: p.created_at ?? null,
    }))
}

/** A category of a `/c/{id}/show.json` answer, or null. */
export function readCategory(json: unknown, base: string): ForumCategory | null {
  const parsed = categorySchema.safeParse(json)
  if (!parsed.success) return null
  const { id, name, slug } = parsed.data.category
  return { id, name, url: `${base}/c/${path(slug)}/${id}` }
}
