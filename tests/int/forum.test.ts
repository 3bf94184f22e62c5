import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ForumWidgetView } from '../../src/components/forum/ForumWidget'
import { EMPTY_FORUM_ACTIVITY } from '../../src/lib/forum'
import { discourseAdapter } from '../../src/plugins/forum'
import { DEMO_FORUM, type DiscoursePeer, startDiscoursePeer } from '../peers/discourse/server'
import { restClient } from './http'
import { testPayload } from './payload'

// The recent forum activity widget's data (storefront.md sections 2, 7, 9): the Discourse adapter against a local
// peer that speaks Discourse's JSON, and GET /api/forums/recent through the REST router, configured and not.

let payload: Payload
let peer: DiscoursePeer
const { rest } = restClient(() => payload, {})

beforeAll(async () => {
  payload = await testPayload()
  peer = await startDiscoursePeer()
})
afterAll(async () => {
  await peer.close()
})
afterEach(() => {
  delete process.env.FORUM_URL
  delete process.env.FORUM_CATEGORY_ID
  peer.fault('none')
  peer.load(DEMO_FORUM)
})

const recent = async (query = '') => {
  const response = await rest(`/forums/recent${query}`)
  return { status: response.status, cache: response.headers.get('cache-control'), json: await response.json() }
}

describe('Discourse adapter', () => {
  it('reads the latest topics and posts: pinned, hidden and small-action posts left out', async () => {
    peer.load(DEMO_FORUM)
    const activity = await discourseAdapter({ base: peer.url }).recent()
    expect(activity.topics.map((t) => [t.title, t.replies])).toEqual([
      ['Best thumbstick caps for Elite Series 2?', 150],
      ['Rapid Fire timing on PS5: what works', 99],
      ['Back paddles: hair trigger or clicky?', 0],
      ['Macro remap for fighting games', 8],
    ])
    expect(activity.topics[0]?.url).toBe(`${peer.url}/t/best-thumbstick-caps-for-elite-series-2/12`)
    expect(activity.posts.map((p) => p.id)).toEqual([301, 300])
    expect(activity.posts[0]).toMatchObject({ author: 'Mod Der', excerpt: 'The tall caps & grips helped.' })
    expect(activity.category).toBeNull()
    expect(peer.requests()).toEqual(expect.arrayContaining(['/latest.json', '/posts.json']))
  })

  it('a category: its topics and posts, and its name from /c/{id}/show.json', async () => {
    const activity = await discourseAdapter({ base: peer.url }).recent(7)
    expect(activity.topics.map((t) => t.id)).toEqual([15, 21])
    expect(activity.posts.map((p) => p.id)).toEqual([300])
    expect(activity.category).toEqual({ id: 7, name: 'Mods & Macros', url: `${peer.url}/c/mods-and-macros/7` })
  })

  it('throws when the forum fails, answers junk, or is slower than the timeout', async () => {
    const adapter = discourseAdapter({ base: peer.url, timeoutMs: 300 })
    peer.fault('error')
    await expect(adapter.recent()).rejects.toThrow(/500/)
    peer.fault('garbage')
    await expect(adapter.recent()).rejects.toThrow()
    // A slow peer never answers: the call ends only through the adapter's own timeout.
    peer.fault('slow')
    await expect(adapter.recent()).rejects.toThrow()
    peer.fault('none')
    await expect(adapter.recent(999)).rejects.toThrow(/404/)
  })
})

describe('GET /api/forums/recent', () => {
  it('without FORUM_URL: an empty answer, and the forum is never asked', async () => {
    const asked = peer.requests().length
    const { status, json } = await recent('?categoryId=4')
    expect(status).toBe(200)
    expect(json).toEqual({ posts: [], topics: [], category: null })
    expect(peer.requests().length).toBe(asked)
  })

  it('with FORUM_URL: the peer’s topics, posts and (for categoryId) category', async () => {
    process.env.FORUM_URL = `${peer.url}/`
    const all = await recent()
    expect(all.status).toBe(200)
    expect(all.cache).toContain('max-age=300')
    expect(all.json.topics).toHaveLength(4)
    expect(all.json.posts).toHaveLength(2)
    expect(all.json.category).toBeNull()
    const one = await recent('?categoryId=4')
    expect(one.json.category).toMatchObject({ id: 4, name: 'Controllers' })
    expect(one.json.topics.map((t: { id: number }) => t.id)).toEqual([12, 18])
    expect((await recent('?categoryId=')).json.topics).toHaveLength(4)
  })

  it('FORUM_CATEGORY_ID is the category when the call names none', async () => {
    process.env.FORUM_URL = peer.url
    process.env.FORUM_CATEGORY_ID = '7'
    const { json } = await recent()
    expect(json.category?.name).toBe('Mods & Macros')
    expect((await recent('?categoryId=4')).json.category?.name).toBe('Controllers')
  })

  it('a failing or slow forum is logged and answered as empty, never a 5xx', async () => {
    process.env.FORUM_URL = peer.url
    for (const fault of ['error', 'garbage', 'slow'] as const) {
      // A slow peer never answers: an answer at all means the store's timeout ended the call.
      peer.fault(fault)
      const { status, json } = await recent()
      expect(status, fault).toBe(200)
      expect(json, fault).toEqual(EMPTY_FORUM_ACTIVITY)
    }
    peer.fault('none')
    expect((await recent('?categoryId=999')).json).toEqual(EMPTY_FORUM_ACTIVITY)
  })

  it('a categoryId that is no id is a 400', async () => {
    expect((await recent('?categoryId=abc')).status).toBe(400)
    expect((await recent('?categoryId=2147483648')).status).toBe(400)
  })
})

describe('the widget', () => {
  it('lists topics with links and reply badges (99+ above 99), and renders nothing without topics', async () => {
    const activity = await discourseAdapter({ base: peer.url }).recent()
    const html = renderToStaticMarkup(createElement(ForumWidgetView, { activity, title: 'From the forum' }))
    expect(html).toContain(`href="${peer.url}/t/best-thumbstick-caps-for-elite-series-2/12"`)
    expect(html).toContain('>99+<')
    expect(html).toContain('150 replies')
    expect(html).toContain('>99<')
    expect(renderToStaticMarkup(createElement(ForumWidgetView, { activity: EMPTY_FORUM_ACTIVITY, title: 'x' }))).toBe(
      '',
    )
  })
})
