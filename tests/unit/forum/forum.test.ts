import { describe, expect, it } from 'vitest'
import { FORUM_BADGE_MAX, replyBadge } from '../../../src/lib/forum'
import {
  forumBase,
  latestPath,
  plainExcerpt,
  readCategory,
  readPosts,
  readTopics,
} from '../../../src/lib/forum/discourse'

describe('reply badge (storefront.md section 9: 99+ above 99)', () => {
  it('shows the count up to 99', () => {
    expect(replyBadge(0)).toBe('0')
    expect(replyBadge(1)).toBe('1')
    expect(replyBadge(FORUM_BADGE_MAX)).toBe('99')
  })
  it("shows '99+' above 99", () => {
    expect(replyBadge(100)).toBe('99+')
    expect(replyBadge(150_000)).toBe('99+')
  })
  it('reads a broken count as 0 and a fraction as its whole part', () => {
    expect(replyBadge(-3)).toBe('0')
    expect(replyBadge(Number.NaN)).toBe('0')
    expect(replyBadge(Number.POSITIVE_INFINITY)).toBe('0')
    expect(replyBadge(99.9)).toBe('99')
  })
})

describe("Discourse's JSON read into the widget's shape", () => {
  const base = 'https://forum.example'

  it('forumBase: an http(s) address without its trailing slash, else none', () => {
    expect(forumBase('https://forum.example/')).toBe('https://forum.example')
    expect(forumBase(' https://example.com/community// ')).toBe('https://example.com/community')
    expect(forumBase('http://127.0.0.1:9000')).toBe('http://127.0.0.1:9000')
    expect(forumBase('')).toBeNull()
    expect(forumBase(undefined)).toBeNull()
    expect(forumBase('ftp://forum.example')).toBeNull()
    expect(forumBase('not a url')).toBeNull()
  })

  it('latestPath: every category, or one', () => {
    expect(latestPath()).toBe('/latest.json')
    expect(latestPath(7)).toBe('/c/7/l/latest.json')
  })

  it('topics: title, link, replies (posts after the first); pinned and unlisted left out; at most the limit', () => {
    const json = {
      topic_list: {
        topics: [
          { id: 1, title: 'About', slug: 'about', posts_count: 1, pinned: true },
          { id: 2, title: 'Sticks & caps', slug: 'sticks-caps', posts_count: 151, reply_count: 3, last_posted_at: 'x' },
          { id: 3, title: 'Hidden', slug: 'hidden', posts_count: 2, visible: false },
          { id: 4, title: 'Only reply_count', slug: 'r', reply_count: 5 },
          { title: 'no id' },
          'junk',
          { id: 5, title: 'Five', slug: '', posts_count: 2 },
        ],
      },
    }
    const topics = readTopics(json, base)
    expect(topics.map((t) => t.id)).toEqual([2, 4, 5])
    expect(topics[0]).toEqual({
      id: 2,
      title: 'Sticks & caps',
      url: 'https://forum.example/t/sticks-caps/2',
      replies: 150,
      lastPostedAt: 'x',
    })
    expect(topics[1]?.replies).toBe(5)
    expect(topics[2]?.url).toBe('https://forum.example/t/topic/5')
    expect(readTopics(json, base, 1)).toHaveLength(1)
    expect(readTopics(null, base)).toEqual([])
    expect(readTopics({ topic_list: { topics: 'no' } }, base)).toEqual([])
  })

  it('posts: regular visible ones, as plain text, of the category asked for', () => {
    const json = {
      latest_posts: [
        {
          id: 9,
          topic_id: 2,
          topic_title: 'Sticks',
          topic_slug: 'sticks',
          post_number: 4,
          username: 'mod',
          name: 'Mo D',
          cooked: '<p>Tall <b>caps</b> &amp; grips</p>',
          category_id: 4,
        },
        { id: 8, topic_id: 2, topic_title: 'Sticks', topic_slug: 'sticks', cooked: '<p>x</p>', hidden: true },
        { id: 7, topic_id: 2, topic_title: 'Sticks', topic_slug: 'sticks', cooked: '<p>x</p>', post_type: 3 },
        { id: 6, topic_id: 3, topic_title: 'Other', topic_slug: 'o', username: 'u', cooked: 'y', category_id: 5 },
      ],
    }
    const posts = readPosts(json, base)
    expect(posts.map((p) => p.id)).toEqual([9, 6])
    expect(posts[0]).toMatchObject({
      url: 'https://forum.example/t/sticks/2/4',
      author: 'Mo D',
      excerpt: 'Tall caps & grips',
      topicTitle: 'Sticks',
    })
    expect(posts[1]?.author).toBe('u')
    expect(readPosts(json, base, 5).map((p) => p.id)).toEqual([6])
  })

  it('a category: its name and link; anything else none', () => {
    expect(readCategory({ category: { id: 4, name: 'Controllers', slug: 'controllers' } }, base)).toEqual({
      id: 4,
      name: 'Controllers',
      url: 'https://forum.example/c/controllers/4',
    })
    expect(readCategory({ errors: ['not found'] }, base)).toBeNull()
  })

  it('excerpts drop scripts and tags and are cut at a word', () => {
    expect(plainExcerpt('<p>a<script>alert(1)</script> b</p>')).toBe('a b')
    const long = plainExcerpt(`<p>${'word '.repeat(60)}</p>`, 40)
    expect(long.length).toBeLessThanOrEqual(40)
    expect(long.endsWith('word…')).toBe(true)
  })
})
