import { describe, expect, it } from 'vitest'
import { DEFAULT_QUERY, LISTING_SORTS } from '../../../src/lib/storefront/listing-query'
import { facetValues, type ListingSettings, listingSort, listingWhere } from '../../../src/lib/storefront/listing-where'

const store: ListingSettings = {
  types: [],
  categoryIds: [],
  facet: 'platform',
  platformFilters: [
    { value: 'playstation-5', label: 'PlayStation 5', platformId: 1 },
    { value: 'nintendo-switch', label: 'Nintendo Switch', platformId: 10 },
  ],
  pageSize: 24,
}
const controllers: ListingSettings = {
  ...store,
  types: ['standard_controller', 'modded_controller'],
  facet: 'modification',
  platformFilters: [],
}

const base = [
  { status: { not_equals: 'discontinued' } },
  { or: [{ platform: { exists: false } }, { platform: { in: [1, 10] } }] },
]

describe('listingWhere', () => {
  it('shows what is not discontinued, of enabled platforms or of none', () => {
    expect(listingWhere(store, DEFAULT_QUERY, [1, 10])).toEqual({ and: base })
  })

  it('with no platform enabled, only products without one', () => {
    expect(listingWhere(store, DEFAULT_QUERY, [])).toEqual({
      and: [base[0], { or: [{ platform: { exists: false } }, { platform: { in: [0] } }] }],
    })
  })

  it('maps platform[] values to the platforms the page binds them to', () => {
    const where = listingWhere(store, { ...DEFAULT_QUERY, values: ['nintendo-switch'] }, [1, 10])
    expect(where).toEqual({ and: [...base, { platform: { in: [10] } }] })
  })

  it('maps modification[] to product types within the page types', () => {
    expect(listingWhere(controllers, { ...DEFAULT_QUERY, values: ['modded'] }, [1, 10])).toEqual({
      and: [...base, { type: { in: ['modded_controller'] } }],
    })
    expect(listingWhere(controllers, { ...DEFAULT_QUERY, values: ['modded', 'custom'] }, [1, 10])).toEqual({
      and: [...base, { type: { in: ['standard_controller', 'modded_controller'] } }],
    })
  })

  it('matches nothing when the filter leaves no type of the page', () => {
    const standardOnly = { ...controllers, types: ['standard_controller'] }
    expect(listingWhere(standardOnly, { ...DEFAULT_QUERY, values: ['modded'] }, [1])).toMatchObject({
      and: expect.arrayContaining([{ type: { in: ['none'] } }]),
    })
  })

  it("keeps to the page's categories", () => {
    const grips = { ...store, facet: 'none' as const, categoryIds: [3] }
    expect(listingWhere(grips, DEFAULT_QUERY, [1])).toMatchObject({
      and: expect.arrayContaining([{ category: { in: [3] } }]),
    })
  })
})

describe('facetValues', () => {
  it('lists the page platform filter, or the two modifications, or nothing', () => {
    expect(facetValues(store)).toEqual([
      { value: 'playstation-5', label: 'PlayStation 5' },
      { value: 'nintendo-switch', label: 'Nintendo Switch' },
    ])
    expect(facetValues(controllers).map((v) => v.value)).toEqual(['modded', 'custom'])
    expect(facetValues({ ...store, facet: 'none' })).toEqual([])
  })
})

describe('listingSort', () => {
  it('ends every sort with the id, so pages never repeat or skip a product', () => {
    for (const sort of LISTING_SORTS.map((s) => s.value)) expect(listingSort(sort).at(-1)).toMatch(/^-?id$/)
    expect(listingSort('price-asc')).toEqual(['price', 'id'])
    expect(listingSort('featured')[0]).toBe('-featured')
    // Top rated: the average first, then how many reviews it rests on.
    expect(listingSort('rating')).toEqual(['-rating', '-totalReviews', '-id'])
  })
})
