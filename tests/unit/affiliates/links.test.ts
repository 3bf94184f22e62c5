import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LANDING_URL_MAX, landingLink, normalisedPath, shareLinks } from '../../../src/lib/affiliates/links'
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

describe('forged landing pages (issue 50 item 7)', () => {
  // Each names this store's host somewhere, yet is not a plain page of it: the parser would quietly fix it up
  // (backslashes, tabs, dot segments, missing slashes, a default port), hide a path in it (`;`, encoded slashes or
  // dots), or send the shopper elsewhere (userinfo, another host).
  const forged = [
    'https://shop.example/;/account',
    'https://shop.example/;',
    'https://shop.example/store;jsessionid=1',
    'https://shop.example/store;/../account',
    'https://shop.example/%3B/account',
    'https://shop.example/%2Faccount',
    'https://shop.example/store%2F..%2Faccount',
    'https://shop.example/store/%2e%2e/account',
    'https://shop.example/store/%2E%2E/blog',
    'https://shop.example/%2e/forums',
    'https://shop.example/store/..',
    'https://shop.example/store/.',
    'https://shop.example\\account',
    'https://shop.example/store\\..\\account',
    'https:\\\\shop.example/store',
    'https:/\\shop.example/store',
    'https:shop.example/store',
    'https:/shop.example/store',
    'https:///shop.example/store',
    'https://shop.example//store',
    'https://shop.example/store//x',
    'https://shop.example//evil.com/x',
    'https://shop.example/ac\tcount',
    'https://shop.example/st\nore',
    'https://shop.ex\tample/store',
    'https://@shop.example/store',
    'https://user@shop.example/store',
    'https://shop.example:pw@evil.com/store',
    'https://evil.com\\@shop.example/store',
    'https://evil.com#@shop.example/store',
    'https://shop.example.evil.com/store',
    'https://shop.example./store',
    'https://shop.example:443/store',
    'https://evil.com/shop.example/store',
    'https://shop.example/%00',
    'https://shop.example/st%6Fre',
    'https://shop.example/g%C3%B6',
    'https://shop.example/store:x',
    'https://shop.example/@evil.com',
    'https://shop.example/store!',
    "https://shop.example/store'",
    'https://shop.example/store*',
    'https://shop.example/store(x)',
    'https://shop.example/a=b',
    'https://shop.example/a,b',
    'https://shop.example/a+b',
    'https://shop.example/$',
    'https://shop.example/&ref=x',
    `https://shop.example/${'a'.repeat(LANDING_URL_MAX)}`,
  ]

  it.each(forged)('refuses %s', (landing) => {
    expect(landingLink(STORE, landing, 'AB12CD')).toEqual(refused)
  })

  it('takes a plain page, with a trailing slash or none, and any query', () => {
    for (const [landing, link] of [
      ['https://shop.example', 'https://shop.example/?ref=AB12CD'],
      ['https://shop.example/', 'https://shop.example/?ref=AB12CD'],
      ['https://shop.example/store/', 'https://shop.example/store/?ref=AB12CD'],
      ['https://SHOP.example/product/pad-x_2.0~b', 'https://shop.example/product/pad-x_2.0~b?ref=AB12CD'],
      ['https://shop.example/store?q=a;b%2F', 'https://shop.example/store?q=a;b%2F&ref=AB12CD'],
      [`https://shop.example/${'a'.repeat(LANDING_URL_MAX - 'https://shop.example/'.length)}`, null],
    ] as const)
      expect(landingLink(STORE, landing, 'AB12CD'), landing).toEqual({
        ok: true,
        link: link ?? `${landing}?ref=AB12CD`,
      })
  })

  const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/).filter((s) => s !== '.' && s !== '..')
  const closed = ['account', 'blog', 'forums']
  const tricks = [';', '\\', '//', '%2F', '%2f', '%5C', '%2e%2e', '/./', '/../', '\t', '\n', '%3B', '@', ':', '%00']

  it('takes every plain path that is not a closed section, and the link goes to that very path', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.boolean(), (segments, slash) => {
        fc.pre(!closed.includes(segments[0]?.toLowerCase() ?? ''))
        const path = `/${segments.join('/')}${slash && segments.length ? '/' : ''}`
        const result = landingLink(STORE, `https://shop.example${path}`, 'AB12CD')
        expect(result).toEqual({ ok: true, link: `https://shop.example${path}?ref=AB12CD` })
      }),
    )
  })

  it('refuses every path with a trick in it, wherever it sits', () => {
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom(...tricks),
        fc.nat(),
        fc.constantFrom('page', ...closed), // a trick at the very end could be white space, which is trimmed
        (segments, trick, at, after) => {
          const parts = [...segments]
          parts.splice(at % (parts.length + 1), 0, trick)
          parts.push(after)
          const landing = `https://shop.example/${parts.join('/')}`
          expect(landingLink(STORE, landing, 'AB12CD'), landing).toEqual(refused)
        },
      ),
    )
  })

  it('never gives a link off the store, with userinfo, or into a closed section, whatever it is given', () => {
    const piece = fc.constantFrom(
      'https:',
      '//',
      '/',
      '\\',
      'shop.example',
      'evil.com',
      '@',
      ':',
      ';',
      '.',
      '..',
      '%2F',
      '%2e',
      '#',
      '?',
      'account',
      'blog',
      'forums',
      'store',
      '\t',
    )
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 10 }), (pieces) => {
        const landing = pieces.join('')
        const result = landingLink(STORE, landing, 'AB12CD')
        if (!result.ok) return
        const url = new URL(result.link)
        expect(url.origin, landing).toBe('https://shop.example')
        expect(url.username + url.password, landing).toBe('')
        expect(result.link.startsWith('https://shop.example/'), landing).toBe(true)
        const segments = normalisedPath(url.pathname) ?? []
        expect(closed.includes(segments[0] ?? ''), landing).toBe(false)
        expect(url.pathname, landing).toMatch(/^(\/[A-Za-z0-9._~-]+)*\/?$/)
        expect(url.searchParams.getAll('ref'), landing).toEqual(['AB12CD'])
      }),
      { numRuns: 2000 },
    )
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
