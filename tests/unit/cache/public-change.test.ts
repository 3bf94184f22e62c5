import { describe, expect, it } from 'vitest'
import { changesPublicly, relationIds } from '../../../src/cache/public-change'
import { cacheTags, MAX_TAG_LENGTH, uniqueTags } from '../../../src/cache/tags'

const value = { id: 7, name: 'Cosmic Red', price: 1500, stock: 40, updatedAt: '2026-11-01T00:00:00Z', option: 3 }

describe('changesPublicly', () => {
  it('sees a price, a name or a relation change', () => {
    expect(changesPublicly({ ...value, price: 1600 }, value, 3)).toBe(true)
    expect(changesPublicly({ ...value, name: 'Red' }, value, 3)).toBe(true)
    expect(changesPublicly({ ...value, option: 4 }, value, 3)).toBe(true)
  })

  it('ignores stock above what shoppers are told, and bookkeeping fields', () => {
    expect(changesPublicly({ ...value, stock: 39 }, value, 3)).toBe(false)
    expect(changesPublicly({ ...value, stock: 3 }, { ...value, stock: 4 }, 3)).toBe(false)
    expect(changesPublicly({ ...value, updatedAt: '2026-11-24T00:00:00Z' }, value, 3)).toBe(false)
    expect(changesPublicly({ ...value, ruleLint: { errors: 1 } }, value, 3)).toBe(false)
  })

  it('sees stock crossing into what shoppers are told (sold out, fewer than the largest quantity)', () => {
    expect(changesPublicly({ ...value, stock: 2 }, { ...value, stock: 3 }, 3)).toBe(true)
    expect(changesPublicly({ ...value, stock: 0 }, { ...value, stock: 1 }, 3)).toBe(true)
  })

  it('caps stock inside arrays (a platform hardware row) too', () => {
    const platform = { id: 1, hardwares: [{ id: 'a', key: 'stick', stock: 50 }] }
    const sold = { id: 1, hardwares: [{ id: 'a', key: 'stick', stock: 49 }] }
    const low = { id: 1, hardwares: [{ id: 'a', key: 'stick', stock: 1 }] }
    expect(changesPublicly(sold, platform, 3)).toBe(false)
    expect(changesPublicly(low, platform, 3)).toBe(true)
  })

  it('compares related documents by id, whether populated or not, and ignores key order', () => {
    expect(changesPublicly({ ...value, option: { id: 3, name: 'Body' } }, value, 3)).toBe(false)
    const reordered = Object.fromEntries(Object.entries(value).reverse())
    expect(changesPublicly(reordered, value, 3)).toBe(false)
  })

  it('counts a created or deleted document as a change', () => {
    expect(changesPublicly(value, null, 3)).toBe(true)
    expect(changesPublicly(null, value, 3)).toBe(true)
  })
})

describe('relationIds', () => {
  it('reads ids, digit strings and populated documents; drops the rest', () => {
    expect(relationIds([1, '2', { id: 3 }, null, 'x', { id: 'y' }])).toEqual([1, 2, 3])
    expect(relationIds(5)).toEqual([5])
    expect(relationIds(undefined)).toEqual([])
  })
})

describe('cache tags', () => {
  it('names each kind of data apart', () => {
    expect(cacheTags.platform(3)).toBe('platform:3')
    expect(cacheTags.product('ab-12')).toBe('product:ab-12')
    expect(cacheTags.page('/warranty')).toBe('page:/warranty')
    expect(cacheTags.platformReviews(3)).not.toBe(cacheTags.productReviews(3))
  })

  it('keeps each tag once, drops empty ones, and cuts absurdly long ones to the limit', () => {
    const long = cacheTags.page(`/${'a'.repeat(400)}`)
    const tags = uniqueTags(['site', null, 'site', false, undefined, long])
    expect(tags[0]).toBe('site')
    expect(tags).toHaveLength(2)
    expect(tags[1]).toHaveLength(MAX_TAG_LENGTH)
  })
})
