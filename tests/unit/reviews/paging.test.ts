import { describe, expect, it } from 'vitest'
import {
  createReviewUrl,
  displayNameOf,
  editReviewUrl,
  formatReviewDate,
  nextPageUrl,
  pagingOf,
  parseTarget,
  REVIEWS_PER_PAGE,
  reviewRouteOf,
  reviewsPageUrl,
} from '../../../src/lib/reviews'

describe('paging', () => {
  it('defaults to page 1 with 4 reviews and reads the body before the query', () => {
    expect(REVIEWS_PER_PAGE).toBe(4)
    expect(pagingOf({})).toEqual({ page: 1, limit: 4 })
    expect(pagingOf({ page: 2, limit: 3 }, { page: '5' })).toEqual({ page: 2, limit: 3 })
    expect(pagingOf({}, { page: '3', limit: '8' })).toEqual({ page: 3, limit: 8 })
    expect(pagingOf({ page: -1, limit: 'x' })).toEqual({ page: 1, limit: 4 })
    expect(pagingOf({ limit: 10_000 }).limit).toBe(50)
  })

  it('links the next page until the last one', () => {
    expect(nextPageUrl('/api/reviews/ps5', { page: 1, limit: 4 }, 9)).toBe('/api/reviews/ps5?page=2&limit=4')
    expect(nextPageUrl('/api/reviews/ps5', { page: 3, limit: 4 }, 9)).toBeNull()
    expect(nextPageUrl('/api/reviews/ps5', { page: 2, limit: 4 }, 8)).toBeNull()
  })
})

describe('addresses', () => {
  it('reads a product id or a platform slug', () => {
    expect(parseTarget('42')).toEqual({ kind: 'product', id: 42 })
    expect(parseTarget('ps5')).toEqual({ kind: 'platform', slug: 'ps5' })
    expect(parseTarget('xbox-series-x')).toEqual({ kind: 'platform', slug: 'xbox-series-x' })
    for (const bad of ['', '0', '-1', 'PS5', 'a b', '../x', '01', 5, null]) expect(parseTarget(bad)).toBeNull()
  })

  it('builds the storefront URLs', () => {
    expect(reviewsPageUrl({ kind: 'platform', slug: 'ps5' })).toBe('/configured-controller-reviews/ps5')
    expect(reviewsPageUrl({ kind: 'product', id: 3 })).toBe('/configured-controller-reviews/3')
    expect(createReviewUrl('/PS5-Custom-Controller')).toBe('/PS5-Custom-Controller/reviews/create')
    expect(createReviewUrl('/PS5-Custom-Controller/', 12)).toBe('/PS5-Custom-Controller/reviews/create?product=12')
    expect(editReviewUrl('/PS5-Custom-Controller', 7)).toBe('/PS5-Custom-Controller/reviews/7/edit')
  })

  it('recognises the review routes under a creator path', () => {
    expect(reviewRouteOf(['PS5-Custom-Controller', 'reviews', 'create'])).toEqual({
      kind: 'create',
      base: ['PS5-Custom-Controller'],
    })
    expect(reviewRouteOf(['a', 'b', 'reviews', '12', 'edit'])).toEqual({ kind: 'edit', base: ['a', 'b'], id: 12 })
    expect(reviewRouteOf(['reviews', 'create'])).toBeNull()
    expect(reviewRouteOf(['PS5-Custom-Controller'])).toBeNull()
    expect(reviewRouteOf(['x', 'reviews', 'abc', 'edit'])).toBeNull()
  })
})

describe('formatting', () => {
  it('formats the date in UTC and the name a customer starts with', () => {
    expect(formatReviewDate('2026-11-23T01:02:03.000Z')).toBe('November 23, 2026')
    expect(formatReviewDate('nope')).toBe('')
    expect(displayNameOf({ firstName: 'Casey', lastName: 'Customer' })).toBe('Casey C.')
    expect(displayNameOf({ firstName: null, lastName: null })).toBe('')
    expect(displayNameOf(null)).toBe('')
  })
})
