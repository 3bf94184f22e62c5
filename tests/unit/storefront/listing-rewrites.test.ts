import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LISTING_ROUTE, listingRewrites, OWN_ROUTES } from '../../../src/lib/routes/listing'
import { LISTING_QUERY_KEYS } from '../../../src/lib/storefront/listing-query'

/** The rewrite's source pattern as a RegExp over the path (what path-to-regexp makes of `/:path(re)`). */
const sourceMatches = (path: string) => {
  const inner = /^\/:path\((.+)\)$/.exec(listingRewrites[0]?.source ?? '')?.[1]
  return new RegExp(`^/${inner}$`).test(path)
}

describe('listing rewrites', () => {
  it('one rule per listing query key, each to the listing route', () => {
    expect(listingRewrites.map((r) => r.has[0]?.key)).toEqual([...LISTING_QUERY_KEYS])
    for (const rule of listingRewrites) expect(rule.destination).toBe(`${LISTING_ROUTE}/:path`)
  })

  it('rewrites page paths, one segment or more', () => {
    expect(sourceMatches('/store')).toBe(true)
    expect(sourceMatches('/Game-Controllers')).toBe(true)
    expect(sourceMatches('/shop/grips')).toBe(true)
    expect(sourceMatches('/storefront')).toBe(true)
    expect(sourceMatches('/products-sale')).toBe(true)
  })

  it('never rewrites a route of its own, whatever its query', () => {
    for (const own of OWN_ROUTES) {
      expect(sourceMatches(`/${own}`)).toBe(false)
      expect(sourceMatches(`/${own}/orders`)).toBe(false)
    }
  })

  it('lists every route folder of the app as its own', () => {
    const folders = ['src/app/(frontend)', 'src/app/(payload)'].flatMap((dir) =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !e.name.startsWith('[') && !e.name.startsWith('('))
        .map((e) => e.name),
    )
    for (const folder of folders) expect(OWN_ROUTES).toContain(folder)
  })
})
