import { describe, expect, it } from 'vitest'
import { landingLink, normalisedPath, shareLinks } from '../../../src/lib/affiliates/links'
import { AFFILIATE_MESSAGES } from '../../../src/lib/affiliates/messages'

const STORE = 'https://shop.example'
const refused = { ok: false, message: AFFILIATE_MESSAGES.badLanding }

describe('the partner link generator (account.md section 5)', () => {
  it('adds ref with ? or &, and keeps the #fragment', () => {
    expect(landingLink(STORE, 'https://shop.example/store', 'PADREVIEWS')).toEqual({
      ok: true,
      link: 'https://shop.example/store?ref=PADREVIEWS',
    })
    expect(landingLink(STORE, 'https://shop.example/store?platform=ps5#grid', 'PADREVIEWS')).toEqual({
      ok: true,
      link: 'https://shop.example/store?platform=ps5&ref=PADREVIEWS#grid',
    })
    expect(landingLink(STORE, 'https://shop.example/#top', 'AB12CD')).toEqual({
      ok: true,
      link: 'https://shop.example/?ref=AB12CD#top',
    })
  })

  it('replaces a ref the page already had', () => {
    expect(landingLink(STORE, 'https://shop.example/store?ref=OTHER&x=1', 'MINE01')).toEqual({
      ok: true,
      link: 'https://shop.example/store?x=1&ref=MINE01',
    })
  })

  it("refuses another origin, even one that starts with the store's address", () => {
    expect(landingLink(STORE, 'https://shop.example.evil.com/store', 'AB12CD')).toEqual(refused)
    expect(landingLink(STORE, 'https://evil.com/?u=https://shop.example/', 'AB12CD')).toEqual(refused)
    expect(landingLink(STORE, 'https://shop.example@evil.com/', 'AB12CD')).toEqual(refused)
    expect(landingLink(STORE, 'https://user:pw@shop.example/', 'AB12CD')).toEqual(refused)
    expect(landingLink(STORE, 'https://shop.example:8443/', 'AB12CD')).toEqual(refused)
  })

  it('refuses http and what is not a URL', () => {
    expect(landingLink(STORE, 'http://shop.example/store', 'AB12CD')).toEqual(refused)
    expect(landingLink(STORE, 'shop.example/store', 'AB12CD')).toEqual(refused)
    expect(landingLink(STORE, 'javascript:alert(1)', 'AB12CD')).toEqual(refused)
  })

  it('compares the host only, so a store served over http locally still gets https links', () => {
    expect(landingLink('http://localhost:3000', 'https://localhost:3000/store', 'AB12CD')).toEqual({
      ok: true,
      link: 'https://localhost:3000/store?ref=AB12CD',
    })
  })

  it('refuses account, blog and forums pages after normalising the path', () => {
    for (const path of [
      '/account/orders/all',
      '/account',
      '/Blog/',
      '/BLOG/some-post',
      '//forums/',
      '/forums/settings/',
      '/store/../account/settings',
      '/%61ccount/settings',
      '/./blog',
    ])
      expect(landingLink(STORE, `https://shop.example${path}`, 'AB12CD'), path).toEqual(refused)
  })

  it('takes pages whose names only start like a closed section', () => {
    expect(landingLink(STORE, 'https://shop.example/accounts-of-us', 'AB12CD').ok).toBe(true)
    expect(landingLink(STORE, 'https://shop.example/blogger-picks', 'AB12CD').ok).toBe(true)
  })

  it('normalises paths the way the router reads them', () => {
    expect(normalisedPath('//Forums//x/')).toEqual(['forums', 'x'])
    expect(normalisedPath('/a/%2e%2e/blog')).toEqual(['blog'])
    expect(normalisedPath('/%E0%A4%A')).toBeNull()
  })
})

describe('share links (account.md section 3)', () => {
  it('gives the link and its Facebook and X share addresses', () => {
    const links = shareLinks('https://shop.example/', 'CASEYREF')
    expect(links.link).toBe('https://shop.example/?ref=CASEYREF')
    expect(links.fbLink).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://shop.example/?ref=CASEYREF')}`,
    )
    expect(links.twLink).toContain(`url=${encodeURIComponent('https://shop.example/?ref=CASEYREF')}`)
  })
})
