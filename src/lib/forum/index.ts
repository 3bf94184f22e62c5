import type { ForumActivityPage } from './activity'

/**
 * The recent forum activity widget (storefront.md sections 2, 7, 9): what the forum adapter answers and the reply
 * badge. Pure: no framework import.
 */

/** A topic as the widget lists it. */
export interface ForumTopic {
  id: number
  title: string
  url: string
  /** Replies (posts after the first). */
  replies: number
  /** ISO time of the last post, or null when the forum did not say. */
  lastPostedAt: string | null
}

/** A recent post as the widget could list it. */
export interface ForumPost {
  id: number
  topicId: number
  topicTitle: string
  url: string
  author: string
  excerpt: string
  createdAt: string | null
}

export interface ForumCategory {
  id: number
  name: string
  url: string
}

/** `GET /api/forums/recent` → `{ posts, topics, category }` (the spec's response fields). */
export interface ForumActivity {
  posts: ForumPost[]
  topics: ForumTopic[]
  category: ForumCategory | null
}

/** Where recent activity comes from: a forum's adapter (Discourse's is `src/plugins/forum/discourse.ts`). */
export interface ForumAdapter {
  /** Recent topics and posts, of one category when `categoryId` is given. Throws when the forum cannot answer. */
  recent(categoryId?: number): Promise<ForumActivity>
  /** The page of the signed-in user's own settings on the forum (the account's Forum Settings). */
  settingsUrl: string
  /**
   * One page (from 1) of the topics and replies of the forum account with this e-mail, newest first; an empty page
   * when no forum account has it. Present only when the store may look accounts up (an API key). Throws when the forum
   * cannot answer.
   */
  activity?(email: string, page: number): Promise<ForumActivityPage>
}

/** What the endpoint answers and the widget shows when no forum is configured or it cannot be reached: nothing. */
export const EMPTY_FORUM_ACTIVITY: ForumActivity = Object.freeze({ posts: [], topics: [], category: null })

/** Topics and posts the widget keeps. */
export const FORUM_LIMIT = 5

/** storefront.md section 9: "Forum badge shows 99+ above 99". */
export const FORUM_BADGE_MAX = 99

/** The reply badge's text: the count, or '99+' above 99 (a negative or broken count shows as 0). */
export function replyBadge(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '0'
  const whole = Math.floor(count)
  return whole > FORUM_BADGE_MAX ? `${FORUM_BADGE_MAX}+` : String(whole)
}
