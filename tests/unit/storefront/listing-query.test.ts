import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_QUERY,
  LISTING_SORTS,
  listingHref,
  MAX_PAGE,
  pageWindow,
  parseListingQuery,
} from '../../../src/lib/storefront/listing-query'

const PLATFORMS = ['playstation-5', 'xbox-one-s', 'xbox-series-x', 'playstation-4', 'nintendo-switch']

describe('parseListingQuery', () => {
  it('reads platform[] values in the order the page offers them, once each', () => {
    const query = parseListingQuery(
      { 'platform[]': ['nintendo-switch', 'playstation-5', 'nintendo-switch'] },
      'platform',
      PLATFORMS,
    )
    expect(query).toEqual({ values: ['playstation-5', 'nintendo-switch'], sort: 'featured', page: 1 })
  })

  it('reads a single value given as a string, and modification[] on a modification listing', () => {
    expect(parseListingQuery({ 'modification[]': 'modded' }, 'modification', ['modded', 'custom']).values).toEqual([
      'modded',
    ])
  })

  it("drops values the page does not offer, and the other facet's parameter", () => {
    expect(parseListingQuery({ 'platform[]': ['ps9', 'playstation-5'] }, 'platform', PLATFORMS).values).toEqual([
      'playstation-5',
    ])
    expect(parseListingQuery({ 'platform[]': 'playstation-5' }, 'modification', ['modded']).values).toEqual([])
    expect(parseListingQuery({ 'platform[]': 'playstation-5' }, 'none', []).values).toEqual([])
  })

  it('keeps a known sort, falls back to featured otherwise', () => {
    expect(parseListingQuery({ sort: 'price-asc' }, 'none', []).sort).toBe('price-asc')
    expect(parseListingQuery({ sort: ['name', 'price-desc'] }, 'none', []).sort).toBe('name')
    expect(parseListingQuery({ sort: 'drop table' }, 'none', []).sort).toBe('featured')
  })

  it('takes pages 1 to MAX_PAGE, anything else as page 1 or the last allowed', () => {
    expect(parseListingQuery({ page: '3' }, 'none', []).page).toBe(3)
    expect(parseListingQuery({ page: '0' }, 'none', []).page).toBe(1)
    expect(parseListingQuery({ page: '-2' }, 'none', []).page).toBe(1)
    expect(parseListingQuery({ page: '2.5' }, 'none', []).page).toBe(1)
    expect(parseListingQuery({ page: '999999' }, 'none', []).page).toBe(MAX_PAGE)
    expect(parseListingQuery({ page: '9999999999999' }, 'none', []).page).toBe(1)
  })

  it('never throws and always gives a valid query, whatever the parameters', () => {
    const value = fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 5 }), fc.constant(undefined))
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('platform[]', 'sort', 'page', 'x'), value), (params) => {
        const query = parseListingQuery(params, 'platform', PLATFORMS)
        expect(query.values.every((v) => PLATFORMS.includes(v))).toBe(true)
        expect(LISTING_SORTS.map((s) => s.value)).toContain(query.sort)
        expect(query.page).toBeGreaterThanOrEqual(1)
        expect(query.page).toBeLessThanOrEqual(MAX_PAGE)
      }),
    )
  })
})

describe('listingHref', () => {
  it('is the plain path for the default view (the cached page)', () => {
    expect(listingHref('/store', 'platform', DEFAULT_QUERY)).toBe('/store')
  })

  it('writes the spec parameters, and round-trips through the parser', () => {
    const query = { values: ['playstation-5', 'xbox-one-s'], sort: 'price-desc' as const, page: 2 }
    const href = listingHref('/store', 'platform', query)
    expect(href).toBe('/store?platform%5B%5D=playstation-5&platform%5B%5D=xbox-one-s&sort=price-desc&page=2')
    const params = new URL(href, 'http://x').searchParams
    expect(
      parseListingQuery(
        {
          'platform[]': params.getAll('platform[]'),
          sort: params.get('sort') ?? undefined,
          page: params.get('page') ?? undefined,
        },
        'platform',
        PLATFORMS,
      ),
    ).toEqual(query)
  })
})

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('shows first, last and two around the current one, with gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20])
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20])
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20])
  })
})
