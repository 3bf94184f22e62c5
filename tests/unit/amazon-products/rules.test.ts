import { describe, expect, it } from 'vitest'
import { AMAZON_LINK_REL, amazonClickHref, isAmazonGroup, isAmazonLink } from '../../../src/lib/amazon-products'

describe('Amazon slider groups', () => {
  it('are slugs with a letter', () => {
    for (const group of ['ps5-accessories', 'controller-accessories', 'xbox', 'ps4-2'])
      expect(isAmazonGroup(group), group).toBe(true)
  })
  it("are never digits (Payload's read by id) or the collection's own routes", () => {
    for (const group of [
      '123',
      '1-2',
      'count',
      'versions',
      'increment',
      'PS5',
      'ps5 kit',
      '-ps5',
      '',
      'a'.repeat(61),
      5,
    ])
      expect(isAmazonGroup(group), String(group)).toBe(false)
  })
})

describe('Amazon links (the click counter redirects only there)', () => {
  it('take https links to Amazon shops and shorteners', () => {
    for (const link of [
      'https://www.amazon.com/dp/B0C1234567?tag=padforge-20',
      'https://amazon.co.uk/s?k=controller',
      'https://smile.amazon.de/dp/B0C1234567',
      'https://amzn.to/3xYz',
      'https://a.co/d/abc',
    ])
      expect(isAmazonLink(link), link).toBe(true)
  })
  it('refuse anything else: other hosts, look-alikes, http, credentials, ports, scripts', () => {
    for (const link of [
      'http://www.amazon.com/dp/B0C1234567',
      'https://amazon.com.evil.example/dp/1',
      'https://evilamazon.com/',
      'https://www.amazon.com@evil.example/',
      'https://user:pw@www.amazon.com/',
      'https://www.amazon.com:8443/',
      'javascript:alert(1)',
      'https://example.com/?u=https://amazon.com',
      '//www.amazon.com/',
      `https://www.amazon.com/${'a'.repeat(2000)}`,
      null,
    ])
      expect(isAmazonLink(link), String(link)).toBe(false)
  })
  it('the slider links through the counter, marked sponsored', () => {
    expect(amazonClickHref(12)).toBe('/api/amazon-products/increment/12')
    expect(AMAZON_LINK_REL).toBe('sponsored nofollow noopener')
  })
})
