import { describe, expect, it } from 'vitest'
import {
  activityItem,
  activityPages,
  activityTotal,
  countLabel,
  forumSettingsUrl,
  pageFromQuery,
  readCategoryNames,
  readForumUsername,
  readPostCount,
  readPostCounts,
  readUserActions,
  userActionsPath,
  userByEmailPath,
} from '../../../src/lib/forum/activity'
import { FORUM_ACTIVITY_PATH, forumItems, sidebarFor } from '../../../src/lib/routes/account'

// Forum Activity's pure parts (account.md sections 2, 3, 7, 9): reading Discourse's answers into the spec's item
// fields, the total, the page from the address, the sidebar's forum items.

const BASE = 'https://forum.example.com'

const action = (over: Record<string, unknown> = {}) => ({
  action_type: 5,
  post_id: 77,
  topic_id: 12,
  post_number: 3,
  title: 'Best caps?',
  slug: 'best-caps',
  excerpt: '<p>Tall <b>caps</b> &amp; grips</p><script>alert(1)</script>',
  created_at: '2026-11-20T10:00:00.000Z',
  username: 'casey',
  name: 'Casey C.',
  category_id: 4,
  deleted: false,
  hidden: false,
  post_type: 1,
  ...over,
})

describe('finding the customer’s forum account by e-mail', () => {
  const users = [
    { username: 'near', email: 'xcasey@example.com', active: true },
    { username: 'casey', email: 'Casey@Example.com', active: true },
  ]
  it('takes the account whose e-mail is exactly the customer’s, case aside', () => {
    expect(readForumUsername(users, 'casey@example.com')).toBe('casey')
    expect(readForumUsername(users, ' CASEY@example.com ')).toBe('casey')
    expect(readForumUsername(users.slice(0, 1), 'casey@example.com')).toBeNull()
  })
  it('leaves out inactive, staged and suspended accounts, and junk', () => {
    const email = 'casey@example.com'
    expect(readForumUsername([{ username: 'c', email, active: false }], email)).toBeNull()
    expect(readForumUsername([{ username: 'c', email, staged: true }], email)).toBeNull()
    expect(readForumUsername([{ username: 'c', email, suspended_at: '2026-01-01' }], email)).toBeNull()
    expect(readForumUsername({ users }, email)).toBeNull()
    expect(readForumUsername([null, 3, { email }], email)).toBeNull()
  })
  it('asks the admin list with the e-mail as its filter, e-mails shown', () => {
    expect(userByEmailPath('a+b@example.com')).toBe(
      '/admin/users/list/active.json?filter=a%2Bb%40example.com&show_emails=true',
    )
  })
})

describe('reading the user’s stream', () => {
  it('keeps topics (4) and replies (5); deleted, hidden, other kinds and junk left out; counts the rows', () => {
    const { rows, actions } = readUserActions({
      user_actions: [
        action(),
        action({ action_type: 4, post_id: 78 }),
        action({ action_type: 1, post_id: 79 }), // a like given
        action({ deleted: true, post_id: 80 }),
        action({ hidden: true, post_id: 81 }),
        action({ post_type: 3, post_id: 82 }),
        { post_id: 'x' },
      ],
    })
    expect(rows).toBe(7)
    expect(actions.map((a) => a.post_id)).toEqual([77, 78])
  })
  it('throws on an answer that is not a stream (the forum is then “down”)', () => {
    expect(() => readUserActions({ errors: ['nope'] })).toThrow()
    expect(() => readUserActions(null)).toThrow()
  })
  it('asks one page by offset and limit, topics and replies only', () => {
    expect(userActionsPath('casey', 3)).toBe('/user_actions.json?username=casey&filter=4%2C5&offset=20&limit=10')
  })
})

describe('an item in the spec’s fields', () => {
  const categories = readCategoryNames({
    categories: [{ id: 4, name: 'Controllers', slug: 'controllers' }, { id: 'bad' }],
  })
  it('maps title, author, authorUrl, content (plain text), container, started, comments, reputation', () => {
    const [read] = readUserActions({ user_actions: [action()] }).actions
    expect(activityItem(read!, { comments: 2, reputation: 5 }, categories, BASE)).toEqual({
      id: 77,
      kind: 'reply',
      title: 'Best caps?',
      url: `${BASE}/t/best-caps/12/3`,
      author: 'Casey C.',
      authorUrl: `${BASE}/u/casey`,
      content: 'Tall caps & grips',
      container: 'Controllers',
      containerUrl: `${BASE}/c/controllers/4`,
      started: '2026-11-20T10:00:00.000Z',
      comments: 2,
      reputation: 5,
    })
  })
  it('falls back to the username, no category, and a long post cut at a word', () => {
    const long = `<p>${'word '.repeat(100)}</p>`
    const [read] = readUserActions({
      user_actions: [action({ name: '', category_id: 99, excerpt: long, action_type: 4, username: 'a b' })],
    }).actions
    const item = activityItem(read!, { comments: 0, reputation: 0 }, categories, BASE)
    expect(item).toMatchObject({ kind: 'topic', author: 'a b', authorUrl: `${BASE}/u/a%20b`, container: null })
    expect(item.content.length).toBeLessThanOrEqual(300)
    expect(item.content.endsWith('…')).toBe(true)
  })
  it('reads replies and likes from a post (like_count, or action 2 of older forums), 0 when missing', () => {
    expect(readPostCounts({ reply_count: 3, like_count: 4 })).toEqual({ comments: 3, reputation: 4 })
    expect(readPostCounts({ reply_count: 1, actions_summary: [{ id: 2, count: 6 }] })).toEqual({
      comments: 1,
      reputation: 6,
    })
    expect(readPostCounts({ reply_count: -1 })).toEqual({ comments: 0, reputation: 0 })
    expect(readPostCounts('junk')).toEqual({ comments: 0, reputation: 0 })
  })
})

describe('the total and the pages (account.md section 9: paged by page number)', () => {
  it('is the summary’s post count while pages are full', () => {
    expect(readPostCount({ user_summary: { post_count: 23 } })).toBe(23)
    expect(readPostCount({})).toBeNull()
    expect(activityTotal({ page: 1, rows: 10, reported: 23 })).toBe(23)
    expect(activityTotal({ page: 1, rows: 10, reported: null })).toBe(10)
    expect(activityTotal({ page: 2, rows: 10, reported: 12 })).toBe(20) // the count missed some: at least these
  })
  it('a short page ends the list there (posts the count has but the public stream hides)', () => {
    expect(activityTotal({ page: 3, rows: 3, reported: 30 })).toBe(23)
    expect(activityTotal({ page: 1, rows: 0, reported: 4 })).toBe(0)
  })
  it('past the end: the count when it ends before the page, else nothing known', () => {
    expect(activityTotal({ page: 9, rows: 0, reported: 23 })).toBe(23)
    expect(activityTotal({ page: 3, rows: 0, reported: 30 })).toBe(0)
  })
  it('counts pages, at least one', () => {
    expect(activityPages(0)).toBe(1)
    expect(activityPages(10)).toBe(1)
    expect(activityPages(23)).toBe(3)
  })
  it('reads the page from the address: a whole number from 1, else 1', () => {
    expect(pageFromQuery('2')).toBe(2)
    for (const bad of [null, '', '0', '-2', 'x', '1.5', '02']) expect(pageFromQuery(bad), String(bad)).toBe(1)
    expect(pageFromQuery('9999')).toBe(1000)
  })
  it('says 1 reply, 2 replies', () => {
    expect(countLabel(1, 'reply', 'replies')).toBe('1 reply')
    expect(countLabel(0, 'like', 'likes')).toBe('0 likes')
  })
})

describe('the sidebar’s forum items (account.md section 2)', () => {
  const forum = { url: BASE, settingsUrl: forumSettingsUrl(BASE), activity: true }
  it('Forum Settings (the forum’s own preferences page) and Forum Activity after Recently Viewed', () => {
    const labels = sidebarFor({ isAffiliateMember: false }, forum).map((i) => i.label)
    expect(labels.slice(labels.indexOf('Recently Viewed'), labels.indexOf('Recently Viewed') + 3)).toEqual([
      'Recently Viewed',
      'Forum Settings',
      'Forum Activity',
    ])
    expect(forumItems(forum)).toEqual([
      { label: 'Forum Settings', href: `${BASE}/my/preferences`, external: true },
      { label: 'Forum Activity', href: FORUM_ACTIVITY_PATH },
    ])
  })
  it('none without a forum; settings only when accounts cannot be looked up', () => {
    expect(sidebarFor({ isAffiliateMember: true }, null).map((i) => i.label)).not.toContain('Forum Settings')
    expect(forumItems(null)).toEqual([])
    expect(forumItems({ ...forum, activity: false }).map((i) => i.label)).toEqual(['Forum Settings'])
  })
})
