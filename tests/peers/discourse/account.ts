/**
 * The part of the Discourse peer the account's Forum Activity reads, in Discourse's shapes: the admin API's user list
 * (`/admin/users/list/active.json?filter=&show_emails=true`, only with `Api-Key`), a user's stream of topics and replies
 * (`/user_actions.json?username=&filter=4,5&offset=&limit=`, newest first), their summary's post count, a post's
 * replies and likes (`/posts/{id}.json`) and every category (`/site.json`).
 */
import type { IncomingHttpHeaders } from 'node:http'
import type { PeerCategory, PeerUser, PeerUserPost } from './server'

/** The admin API key the peer takes (`Api-Key`), with any `Api-Username`. */
export const PEER_API_KEY = 'peer-api-key'

interface State {
  categories: PeerCategory[]
  users: PeerUser[]
  userPosts: PeerUserPost[]
  privateCounts: Record<string, number>
}

type Answer = { status: number; body: unknown } | null

const NOT_FOUND = { errors: ['The requested URL or resource could not be found.'], error_type: 'not_found' }
const FORBIDDEN = { errors: ['You are not permitted to view the requested resource.'], error_type: 'invalid_access' }

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const excerptOf = (cooked: string) => cooked.replace(/<[^>]*>/g, '').slice(0, 300)

export function accountApi(state: () => State) {
  const adminUser = (u: PeerUser, withEmail: boolean) => ({
    id: u.id,
    username: u.username,
    name: u.name ?? null,
    avatar_template: `/user_avatar/forum/${u.username}/{size}/1.png`,
    active: u.active ?? true,
    admin: false,
    moderator: false,
    staged: u.staged ?? false,
    suspended_at: null,
    created_at: '2025-06-01T10:00:00.000Z',
    ...(withEmail ? { email: u.email, secondary_emails: [] } : {}),
  })

  const action = (p: PeerUserPost, user: PeerUser | undefined) => ({
    excerpt: excerptOf(p.cooked),
    truncated: false,
    action_type: p.postNumber === 1 ? 4 : 5,
    created_at: p.createdAt,
    avatar_template: `/user_avatar/forum/${p.username}/{size}/1.png`,
    acting_avatar_template: `/user_avatar/forum/${p.username}/{size}/1.png`,
    slug: slugOf(p.topicTitle),
    topic_id: p.topicId,
    target_user_id: user?.id ?? 0,
    target_name: user?.name ?? null,
    target_username: p.username,
    post_number: p.postNumber,
    post_id: p.id,
    username: p.username,
    name: user?.name ?? null,
    user_id: user?.id ?? 0,
    acting_username: p.username,
    acting_name: user?.name ?? null,
    acting_user_id: user?.id ?? 0,
    title: p.topicTitle,
    deleted: false,
    hidden: Boolean(p.hidden),
    post_type: 1,
    action_code: null,
    category_id: p.categoryId,
    closed: false,
    archived: false,
  })

  return (path: string, query: URLSearchParams, headers: IncomingHttpHeaders): Answer => {
    const { categories, users, userPosts, privateCounts } = state()
    if (path === '/admin/users/list/active.json') {
      if (headers['api-key'] !== PEER_API_KEY || !headers['api-username']) return { status: 403, body: FORBIDDEN }
      const filter = (query.get('filter') ?? '').toLowerCase()
      const found = users.filter(
        (u) => u.active !== false && (u.email.toLowerCase().includes(filter) || u.username.includes(filter)),
      )
      return { status: 200, body: found.map((u) => adminUser(u, query.get('show_emails') === 'true')) }
    }
    if (path === '/user_actions.json') {
      const user = users.find((u) => u.username === query.get('username'))
      if (!user) return { status: 404, body: NOT_FOUND }
      const types = (query.get('filter') ?? '').split(',').map(Number)
      const offset = Math.max(0, Number(query.get('offset') ?? 0) || 0)
      const limit = Number(query.get('limit') ?? 30) || 30
      const stream = userPosts
        .filter((p) => p.username === user.username && types.includes(p.postNumber === 1 ? 4 : 5))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      return { status: 200, body: { user_actions: stream.slice(offset, offset + limit).map((p) => action(p, user)) } }
    }
    const summary = /^\/u\/([^/]+)\/summary\.json$/.exec(path)
    if (summary) {
      const user = users.find((u) => u.username === decodeURIComponent(summary[1] ?? ''))
      if (!user) return { status: 404, body: NOT_FOUND }
      const own = userPosts.filter((p) => p.username === user.username)
      const hidden = privateCounts[user.username] ?? 0
      return {
        status: 200,
        body: {
          topics: [],
          badges: [],
          user_summary: {
            likes_given: 4,
            likes_received: own.reduce((sum, p) => sum + p.likes, 0),
            topics_entered: 12,
            posts_read_count: 120,
            days_visited: 9,
            topic_count: own.filter((p) => p.postNumber === 1).length,
            post_count: own.length + hidden,
            time_read: 3600,
            recent_time_read: 600,
            bookmark_count: 0,
            can_see_summary_stats: true,
            topic_ids: [],
            replies: [],
            links: [],
            most_liked_by_users: [],
            most_liked_users: [],
            most_replied_to_users: [],
          },
        },
      }
    }
    const post = /^\/posts\/(\d+)\.json$/.exec(path)
    if (post) {
      const found = userPosts.find((p) => p.id === Number(post[1]))
      if (!found) return null // the widget's posts, if any, or 404
      return {
        status: 200,
        body: {
          id: found.id,
          username: found.username,
          created_at: found.createdAt,
          cooked: found.cooked,
          post_number: found.postNumber,
          post_type: 1,
          reply_count: found.replies,
          reply_to_post_number: null,
          topic_id: found.topicId,
          topic_slug: slugOf(found.topicTitle),
          actions_summary: found.likes > 0 ? [{ id: 2, count: found.likes }] : [],
        },
      }
    }
    if (path === '/site.json') {
      return {
        status: 200,
        body: {
          default_archetype: 'regular',
          categories: categories.map((c, i) => ({ ...c, color: '0088CC', text_color: 'FFFFFF', position: i })),
        },
      }
    }
    return null
  }
}

const TOPICS = [
  { id: 40, title: 'My first custom PS5 build: purple shell and clicky paddles', categoryId: 4 },
  { id: 12, title: 'Best thumbstick caps for Elite Series 2?', categoryId: 4 },
  { id: 15, title: 'Rapid Fire timing on PS5: what works', categoryId: 7 },
  { id: 41, title: 'Trigger stops on the Xbox Series X pad: worth it?', categoryId: 4 },
  { id: 21, title: 'Macro remap for fighting games', categoryId: 7 },
]

const LINES = [
  'Swapped the stock caps for the tall concave ones & my aim is steadier. <b>Highly</b> recommend for shooters.',
  'Rapid fire at 12 shots a second is the sweet spot for most semi-autos; higher and the game drops inputs.',
  'The paddles arrived mapped to X and O, took two minutes to remap them in the creator.',
  'Trigger stops cut my reaction time in half. The hair trigger option feels odd for racing though.',
  'Anyone tried the purple shell with the white buttons? Thinking of ordering one for my brother.',
]

/** casey's 23 posts (topics 40 and 41 started by them), newest first one day apart; `quietpad` has none. */
export function demoAccounts(): { users: PeerUser[]; userPosts: PeerUserPost[] } {
  const users: PeerUser[] = [
    { id: 7, username: 'casey', name: 'Casey C.', email: 'customer@padforge.example' },
    { id: 8, username: 'quietpad', name: 'Quiet Pad', email: 'quiet@padforge.example' },
    { id: 9, username: 'modder', name: 'Mod Der', email: 'modder@forum.example' },
  ]
  const userPosts: PeerUserPost[] = Array.from({ length: 23 }, (_, i) => {
    const topic = TOPICS[i % TOPICS.length] as (typeof TOPICS)[number]
    const starts = i === 22 || i === 18
    const day = new Date(Date.UTC(2026, 10, 20) - i * 86_400_000)
    return {
      id: 500 + i,
      username: 'casey',
      topicId: starts ? (i === 22 ? 40 : 41) : topic.id,
      topicTitle: starts ? (TOPICS[i === 22 ? 0 : 3]?.title ?? topic.title) : topic.title,
      categoryId: starts ? 4 : topic.categoryId,
      postNumber: starts ? 1 : 2 + i,
      cooked: `<p>${LINES[i % LINES.length]} (#${23 - i})</p>`,
      createdAt: day.toISOString(),
      likes: (i * 7) % 12,
      replies: i % 4,
    }
  })
  return { users, userPosts }
}
