import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ForumActivityPage } from '../../src/lib/forum/activity'
import { FORUM_DOWN_MESSAGE } from '../../src/plugins/forum'
import { DEMO_FORUM, type DiscoursePeer, PEER_API_KEY, startDiscoursePeer } from '../peers/discourse/server'
import { restClient } from './http'
import { testPayload } from './payload'
import { newUser } from './users'

// Forum Activity in the account (account.md sections 2, 3, 7, 9; issue 34 part 3): GET /api/account/forum/activities
// through the REST router against the local Discourse, the customer found by their e-mail through the admin API.

let payload: Payload
let peer: DiscoursePeer
const { rest, as } = restClient(() => payload)
type Customer = Awaited<ReturnType<typeof newUser>>
let poster: Customer
let other: Customer
let quiet: Customer

/** The peer's demo forum, with casey's 23 posts under `poster`'s e-mail and `other` owning two posts of their own. */
const load = () => {
  const users = DEMO_FORUM.users.map((u) => (u.username === 'casey' ? { ...u, email: poster.email } : u))
  const mine = DEMO_FORUM.userPosts.slice(0, 2).map((p, i) => ({ ...p, id: 900 + i, username: 'otherpad' }))
  peer.load({
    ...DEMO_FORUM,
    users: [
      ...users,
      { id: 20, username: 'otherpad', name: 'Other Pad', email: other.email },
      { id: 21, username: 'quietpad2', email: quiet.email },
    ],
    userPosts: [...DEMO_FORUM.userPosts, ...mine],
  })
}

beforeAll(async () => {
  payload = await testPayload()
  peer = await startDiscoursePeer()
  poster = await newUser(payload, 'customer', 'forum-poster')
  other = await newUser(payload, 'customer', 'forum-other')
  quiet = await newUser(payload, 'customer', 'forum-quiet')
})
afterAll(async () => {
  await peer.close()
})
afterEach(() => {
  delete process.env.FORUM_URL
  delete process.env.FORUM_API_KEY
  peer.fault('none')
})

const configure = () => {
  process.env.FORUM_URL = peer.url
  process.env.FORUM_API_KEY = PEER_API_KEY
  load()
}

const activities = async (user: Customer | null, query = '') => {
  const response = await rest(`/account/forum/activities${query}`, await as(user))
  return { status: response.status, cache: response.headers.get('cache-control'), json: await response.json() }
}

describe('GET /api/account/forum/activities', () => {
  it('pages through the customer’s own topics and replies, ten a page, newest first, in the spec’s fields', async () => {
    configure()
    const first = await activities(poster, '?page=1')
    expect(first.status).toBe(200)
    expect(first.cache).toBe('private, no-store')
    const page1 = first.json as ForumActivityPage
    expect(page1).toMatchObject({ success: true, totalResults: 23, page: 1 })
    expect(page1.results).toHaveLength(10)
    expect(page1.results[0]).toEqual({
      id: 500,
      kind: 'reply',
      title: 'My first custom PS5 build: purple shell and clicky paddles',
      url: `${peer.url}/t/my-first-custom-ps5-build-purple-shell-and-clicky-paddles/40/2`,
      author: 'Casey C.',
      authorUrl: `${peer.url}/u/casey`,
      content:
        'Swapped the stock caps for the tall concave ones & my aim is steadier. Highly recommend for shooters. (#23)',
      container: 'Controllers',
      containerUrl: `${peer.url}/c/controllers/4`,
      started: '2026-11-20T00:00:00.000Z',
      comments: 0,
      reputation: 0,
    })
    expect(page1.results[1]).toMatchObject({ id: 501, container: 'Controllers', comments: 1, reputation: 7 })
    expect(page1.results[2]).toMatchObject({ id: 502, container: 'Mods & Macros', comments: 2, reputation: 2 })
    const page2 = (await activities(poster, '?page=2')).json as ForumActivityPage
    expect(page2.results.map((r) => r.id)).toEqual([510, 511, 512, 513, 514, 515, 516, 517, 518, 519])
    expect(page2.results.find((r) => r.id === 518)?.kind).toBe('topic')
    const page3 = (await activities(poster, '?page=3')).json as ForumActivityPage
    expect(page3).toMatchObject({ totalResults: 23, page: 3 })
    expect(page3.results.map((r) => r.id)).toEqual([520, 521, 522])
    expect(page3.results.every((r) => !/[<>]/.test(r.content))).toBe(true)
    // No page given is page 1; past the end is an empty page.
    expect(((await activities(poster)).json as ForumActivityPage).results[0]?.id).toBe(500)
    expect((await activities(poster, '?page=9')).json).toMatchObject({ results: [], page: 9 })
  })

  it('a second customer sees only their own activity; a customer with no posts or no forum account, none', async () => {
    configure()
    const theirs = (await activities(other)).json as ForumActivityPage
    expect(theirs.totalResults).toBe(2)
    expect(theirs.results.map((r) => [r.id, r.author])).toEqual([
      [900, 'Other Pad'],
      [901, 'Other Pad'],
    ])
    expect((await activities(quiet)).json).toEqual({ success: true, totalResults: 0, results: [], page: 1 })
    const stranger = await newUser(payload, 'customer', 'forum-stranger')
    expect((await activities(stranger)).json).toEqual({ success: true, totalResults: 0, results: [], page: 1 })
  })

  it('finds the account by the whole e-mail only: a forum e-mail that merely contains it is someone else', async () => {
    configure()
    const near = await newUser(payload, 'customer', 'forum-near')
    peer.load({
      ...DEMO_FORUM,
      users: [{ id: 30, username: 'casey', email: `x${near.email}` }],
    })
    expect((await activities(near)).json).toMatchObject({ totalResults: 0, results: [] })
  })

  it('guests get 401 and the forum is not asked', async () => {
    configure()
    const asked = peer.requests().length
    const { status, json } = await activities(null, '?page=1')
    expect(status).toBe(401)
    expect(json.message).toBeTruthy()
    expect(peer.requests().length).toBe(asked)
  })

  it('a page that is not a whole number from 1 to 1000 is a 400 naming the field', async () => {
    configure()
    for (const page of ['0', '-1', 'abc', '1.5', '1e3', '1001', '']) {
      const { status, json } = await activities(poster, `?page=${page}`)
      expect(status, page).toBe(400)
      expect(JSON.stringify(json), page).toContain('page')
    }
    expect((await activities(poster, '?page=%00')).status).toBe(400)
  })

  it('without a forum, or without the key to find accounts with: 404, and nothing is asked', async () => {
    const asked = peer.requests().length
    expect((await activities(poster)).status).toBe(404)
    process.env.FORUM_URL = peer.url
    expect((await activities(poster)).status).toBe(404)
    expect(peer.requests().length).toBe(asked)
  })

  it('a wrong key is the forum failing: logged and a 503 with a message, never a 500', async () => {
    configure()
    process.env.FORUM_API_KEY = 'not-the-key'
    const { status, json } = await activities(other, '?page=2')
    expect(status).toBe(503)
    expect(json.message).toBe(FORUM_DOWN_MESSAGE)
  })

  it('a forum that fails, answers junk or hangs: a 503 with a message within the 2 s timeout', async () => {
    configure()
    for (const [fault, page] of [
      ['error', 4],
      ['garbage', 5],
      ['slow', 6],
    ] as const) {
      // A slow peer never answers: an answer at all means the store's timeout ended the call.
      peer.fault(fault)
      const { status, json } = await activities(poster, `?page=${page}`)
      expect(status, fault).toBe(503)
      expect(json.message, fault).toBe(FORUM_DOWN_MESSAGE)
    }
    peer.fault('none')
    expect((await activities(poster, '?page=4')).status).toBe(200)
  })

  it('keeps a customer’s page a minute: paging back asks the forum nothing', async () => {
    configure()
    await activities(quiet, '?page=2')
    const asked = peer.requests().length
    await activities(quiet, '?page=2')
    expect(peer.requests().length).toBe(asked)
  })
})

describe('GET /api/session', () => {
  it('gives a signed-in customer the forum items: settings always with a forum, activity with its key', async () => {
    const session = async () => (await (await rest('/session', await as(poster))).json()) as { forum: unknown }
    expect((await session()).forum).toBeNull()
    process.env.FORUM_URL = peer.url
    expect((await session()).forum).toEqual({
      url: peer.url,
      settingsUrl: `${peer.url}/my/preferences`,
      activity: false,
    })
    process.env.FORUM_API_KEY = PEER_API_KEY
    expect((await session()).forum).toMatchObject({ activity: true })
    expect(await (await rest('/session')).json()).toEqual({ viewer: null })
  })
})
