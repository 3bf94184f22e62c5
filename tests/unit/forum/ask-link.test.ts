import { describe, expect, it } from 'vitest'
import { askForumLink } from '../../../src/lib/forum/link'
import { forumConfigured } from '../../../src/plugins/forum/config'

describe("'Ask in our forum' link (issue 27, finding 14)", () => {
  it('is hidden when no forum is configured and the link is the default /forums/ path', () => {
    expect(forumConfigured({})).toBe(false)
    expect(askForumLink('/forums/', forumConfigured({}))).toBeNull()
    expect(askForumLink('/forums/', forumConfigured({ FORUM_URL: '  ' }))).toBeNull()
    expect(askForumLink('/forums/', forumConfigured({ FORUM_URL: 'not a url' }))).toBeNull()
  })

  it('shows the path when a forum is configured', () => {
    expect(forumConfigured({ FORUM_URL: 'https://forum.example.com' })).toBe(true)
    expect(askForumLink(' /forums/ ', true)).toBe('/forums/')
  })

  it('always shows a full address an editor set, and never an empty or odd one', () => {
    expect(askForumLink('https://community.example.com/c/ps5', false)).toBe('https://community.example.com/c/ps5')
    expect(askForumLink('', true)).toBeNull()
    expect(askForumLink(null, true)).toBeNull()
    expect(askForumLink('javascript:alert(1)', true)).toBeNull()
    expect(askForumLink('//evil.example', true)).toBeNull()
  })
})
