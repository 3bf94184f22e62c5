import { describe, expect, it } from 'vitest'
import { forumAdapter, forumCacheSeconds } from '../../../src/plugins/forum/config'
import { discourseAdapter } from '../../../src/plugins/forum/discourse'

describe('FORUM_CACHE_SECONDS (how long the forum’s answers are kept)', () => {
  it('300 s unless set to a whole number of seconds from 1 to a year', () => {
    expect(forumCacheSeconds({})).toBe(300)
    expect(forumCacheSeconds({ FORUM_CACHE_SECONDS: '86400' })).toBe(86_400)
    expect(forumCacheSeconds({ FORUM_CACHE_SECONDS: ' 60 ' })).toBe(60)
    for (const bad of ['', '0', '-5', '1.5', '10s', '31536001', '999999999'])
      expect(forumCacheSeconds({ FORUM_CACHE_SECONDS: bad }), bad).toBe(300)
  })

  it('is what the adapter asks Next’s data cache for; no FORUM_URL, no adapter', async () => {
    const asked: unknown[] = []
    const fetch = (async (_url: string, init: { next?: unknown }) => {
      asked.push(init.next)
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })
    }) as unknown as typeof globalThis.fetch
    await discourseAdapter({ base: 'http://forum.test', revalidateSeconds: 42, fetch }).recent()
    expect(asked).toEqual([
      { revalidate: 42, tags: ['forum'] },
      { revalidate: 42, tags: ['forum'] },
    ])
    expect(forumAdapter({})).toBeNull()
    expect(forumAdapter({ FORUM_URL: 'http://forum.test', FORUM_CACHE_SECONDS: '60' })).not.toBeNull()
  })
})
