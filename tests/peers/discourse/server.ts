/**
 * A local Discourse for tests: the public JSON the store's forum adapter reads (`/latest.json`,
 * `/c/{id}/l/latest.json` and `/c/{slug}/{id}/l/latest.json`, `/posts.json`, `/c/{id}/show.json`), in Discourse's
 * shapes, from topics and posts held in memory; and controls that play a broken or slow forum (also over HTTP under
 * `/__peer/`). Also what the account's Forum Activity reads (./account.ts): the admin users list by e-mail,
 * `/user_actions.json`, `/u/{username}/summary.json`, `/posts/{id}.json`, `/site.json`. See tests/peers/README.md.
 */
import type { IncomingHttpHeaders } from 'node:http'
import { answerControl, faultSwitch, type Reply, sendJson, startServer } from '../peer-server'
import { accountApi, demoAccounts } from './account'

export interface PeerCategory {
  id: number
  name: string
  slug: string
}

export interface PeerTopic {
  id: number
  title: string
  categoryId: number
  /** Posts in the topic, the first included (Discourse's `posts_count`). */
  postsCount: number
  pinned?: boolean
  lastPostedAt?: string
}

export interface PeerPost {
  id: number
  topicId: number
  postNumber: number
  username: string
  cooked: string
  hidden?: boolean
  /** 1 regular, 2 moderator action, 3 small action, 4 whisper (Discourse's post types). */
  postType?: number
}

/** A forum account: the admin API finds it by e-mail. */
export interface PeerUser {
  id: number
  username: string
  name?: string
  email: string
  active?: boolean
  staged?: boolean
}

/** A post of a user's own (their activity stream: a topic they started when `postNumber` is 1, else a reply). */
export interface PeerUserPost {
  id: number
  username: string
  topicId: number
  topicTitle: string
  categoryId: number
  postNumber: number
  cooked: string
  createdAt: string
  likes: number
  replies: number
  hidden?: boolean
}

export interface PeerContent {
  categories: PeerCategory[]
  topics: PeerTopic[]
  posts: PeerPost[]
  users?: PeerUser[]
  userPosts?: PeerUserPost[]
  /** Posts Discourse counts for a user but shows nobody anonymous (private categories), by username. */
  privatePostCounts?: Record<string, number>
}

/** How the forum misbehaves: answers 500, hangs past any timeout, or sends something that is not its JSON. */
export type PeerFault = 'none' | 'error' | 'slow' | 'garbage'

export interface DiscoursePeer {
  url: string
  port: number
  close(): Promise<void>
  /** Replaces the forum's content (topics newest activity first, as /latest.json lists them). */
  load(content: PeerContent): void
  fault(fault: PeerFault): void
  /** Paths asked for, in order. */
  requests(): string[]
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const NOT_FOUND = { errors: ['The requested URL or resource could not be found.'], error_type: 'not_found' }

export { PEER_API_KEY } from './account'

export async function startDiscoursePeer({ port = 0, host = '127.0.0.1' } = {}): Promise<DiscoursePeer> {
  let categories: PeerCategory[] = []
  let topics: PeerTopic[] = []
  let posts: PeerPost[] = []
  let users: PeerUser[] = []
  let userPosts: PeerUserPost[] = []
  let privateCounts: Record<string, number> = {}
  const fault = faultSwitch<PeerFault>(['none', 'error', 'slow', 'garbage'])
  const log: string[] = []

  const topicJson = (t: PeerTopic) => ({
    id: t.id,
    title: t.title,
    fancy_title: t.title.replace(/&/g, '&amp;'),
    slug: slugOf(t.title),
    posts_count: t.postsCount,
    reply_count: Math.max(0, t.postsCount - 2),
    highest_post_number: t.postsCount,
    image_url: null,
    created_at: '2026-01-05T10:00:00.000Z',
    last_posted_at: t.lastPostedAt ?? '2026-01-06T10:00:00.000Z',
    bumped: true,
    bumped_at: t.lastPostedAt ?? '2026-01-06T10:00:00.000Z',
    archetype: 'regular',
    unseen: false,
    pinned: Boolean(t.pinned),
    unpinned: null,
    visible: true,
    closed: false,
    archived: false,
    bookmarked: null,
    liked: null,
    views: 40 + t.id,
    like_count: 3,
    has_summary: false,
    last_poster_username: 'modder',
    category_id: t.categoryId,
    pinned_globally: false,
    posters: [{ extras: 'latest', description: 'Original Poster, Most Recent Poster', user_id: 1 }],
  })

  const topicList = (list: PeerTopic[]) => ({
    users: [{ id: 1, username: 'modder', name: 'Mod Der', avatar_template: '/user_avatar/forum/modder/{size}/1.png' }],
    primary_groups: [],
    topic_list: { can_create_topic: false, per_page: 30, top_tags: [], topics: list.map(topicJson) },
  })

  const postJson = (p: PeerPost) => {
    const topic = topics.find((t) => t.id === p.topicId)
    return {
      id: p.id,
      name: p.username === 'modder' ? 'Mod Der' : null,
      username: p.username,
      avatar_template: `/user_avatar/forum/${p.username}/{size}/1.png`,
      created_at: '2026-01-06T10:00:00.000Z',
      cooked: p.cooked,
      post_number: p.postNumber,
      post_type: p.postType ?? 1,
      updated_at: '2026-01-06T10:00:00.000Z',
      reply_count: 0,
      reply_to_post_number: null,
      topic_id: p.topicId,
      topic_slug: topic ? slugOf(topic.title) : 'topic',
      topic_title: topic?.title ?? 'Topic',
      topic_html_title: topic?.title ?? 'Topic',
      category_id: topic?.categoryId ?? null,
      hidden: Boolean(p.hidden),
      raw: p.cooked.replace(/<[^>]*>/g, ''),
    }
  }

  const account = accountApi(() => ({ categories, users, userPosts, privateCounts }))

  const answer = (path: string, url: URL, headers: IncomingHttpHeaders): { status: number; body: unknown } => {
    const mine = account(path, url.searchParams, headers)
    if (mine) return mine
    if (path === '/latest.json') return { status: 200, body: topicList(topics) }
    if (path === '/posts.json') return { status: 200, body: { latest_posts: posts.map(postJson) } }
    const list = /^\/c\/(?:[a-z0-9-]+\/)?(\d+)\/l\/latest\.json$/.exec(path)
    if (list) {
      const id = Number(list[1])
      if (!categories.some((c) => c.id === id)) return { status: 404, body: NOT_FOUND }
      return { status: 200, body: topicList(topics.filter((t) => t.categoryId === id)) }
    }
    const show = /^\/c\/(\d+)\/show\.json$/.exec(path)
    if (show) {
      const category = categories.find((c) => c.id === Number(show[1]))
      if (!category) return { status: 404, body: NOT_FOUND }
      return {
        status: 200,
        body: {
          category: { ...category, color: '0088CC', text_color: 'FFFFFF', topic_count: 3, post_count: 9, position: 1 },
        },
      }
    }
    return { status: 404, body: NOT_FOUND }
  }

  /** `GET /__peer/requests`, `POST /__peer/fault {fault}`: the controls over HTTP (a peer run as a process), never faulty. */
  const control = (method: string, path: string, body: string): Reply => {
    if (method === 'GET' && path === '/__peer/requests') return { status: 200, body: log }
    return fault.control(method, path, body) ?? { status: 404, body: NOT_FOUND }
  }

  const peer = await startServer(
    (req, res, hang) => {
      const url = new URL(req.url ?? '/', 'http://peer')
      const path = url.pathname
      if (path.startsWith('/__peer/')) return answerControl(req, res, control)
      log.push(path)
      if (req.method !== 'GET') return res.writeHead(405).end()
      if (fault.current === 'slow') return hang(res)
      if (fault.current === 'error') return res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Oops</h1>')
      if (fault.current === 'garbage')
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"topic_list": ')
      const { status, body } = answer(path, url, req.headers)
      sendJson(res, status, body)
    },
    { port, host },
  )
  return {
    url: peer.url,
    port: peer.port,
    close: peer.close,
    load(content) {
      categories = content.categories
      topics = content.topics
      posts = content.posts
      users = content.users ?? []
      userPosts = content.userPosts ?? []
      privateCounts = content.privatePostCounts ?? {}
    },
    fault: fault.set,
    requests: () => [...log],
  }
}

/** The demo customer (customer@padforge.example) as `casey`, 23 posts (three pages of ten), and a member with none. */
const DEMO_ACCOUNTS = demoAccounts()

/** A small forum: two categories, pinned welcome topic, a busy topic (150 replies) and a few more. */
export const DEMO_FORUM = {
  categories: [
    { id: 4, name: 'Controllers', slug: 'controllers' },
    { id: 7, name: 'Mods & Macros', slug: 'mods-and-macros' },
  ],
  topics: [
    { id: 1, title: 'Welcome to the Padforge forum', categoryId: 4, postsCount: 1, pinned: true },
    { id: 12, title: 'Best thumbstick caps for Elite Series 2?', categoryId: 4, postsCount: 151 },
    { id: 15, title: 'Rapid Fire timing on PS5: what works', categoryId: 7, postsCount: 100 },
    { id: 18, title: 'Back paddles: hair trigger or clicky?', categoryId: 4, postsCount: 1 },
    { id: 21, title: 'Macro remap for fighting games', categoryId: 7, postsCount: 9 },
  ],
  posts: [
    {
      id: 301,
      topicId: 12,
      postNumber: 151,
      username: 'modder',
      cooked: '<p>The <b>tall</b> caps &amp; grips helped.</p>',
    },
    { id: 300, topicId: 15, postNumber: 100, username: 'gamer42', cooked: '<p>Set it to 12 shots a second.</p>' },
    { id: 299, topicId: 21, postNumber: 9, username: 'gamer42', cooked: '<p>Hidden one</p>', hidden: true },
    { id: 298, topicId: 18, postNumber: 2, username: 'system', cooked: '<p>closed</p>', postType: 3 },
  ],
  ...DEMO_ACCOUNTS,
} satisfies PeerContent
