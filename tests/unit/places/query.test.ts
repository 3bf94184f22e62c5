import { describe, expect, it } from 'vitest'
import { PLACE_HINTS, reverseKey, reverseQuery, suggestKey, suggestQuery } from '../../../src/lib/places'

// What GET /api/places/suggest and /api/places/reverse accept, and the cache key of each question.

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? []

describe('suggestQuery', () => {
  it('collapses spaces and keeps the text as typed; a bias is rounded to about 10 km', () => {
    expect(suggestQuery.parse({ q: '  350   Fifth Ave ' })).toEqual({ q: '350 Fifth Ave', near: undefined })
    expect(suggestQuery.parse({ q: 'main', lat: '40.74844', lon: '-73.98566' })).toEqual({
      q: 'main',
      near: { lat: 40.7, lon: -74 },
    })
  })

  it('refuses a text under 3 or over 120 characters, or missing, with the hint', () => {
    for (const q of ['ab', '   a  ', 'x'.repeat(121)])
      expect(issues(suggestQuery.safeParse({ q }))).toEqual([PLACE_HINTS.q])
    expect(issues(suggestQuery.safeParse({}))).toEqual([PLACE_HINTS.q])
    expect(suggestQuery.safeParse({ q: ['one', 'two'] }).success).toBe(false)
  })

  it('wants lat and lon together, each a number in range', () => {
    expect(issues(suggestQuery.safeParse({ q: 'main', lat: '40' }))).toEqual([PLACE_HINTS.near])
    expect(issues(suggestQuery.safeParse({ q: 'main', lat: '91', lon: '0' }))).toContain(PLACE_HINTS.lat)
    expect(issues(suggestQuery.safeParse({ q: 'main', lat: '0', lon: 'east' }))).toContain(PLACE_HINTS.lon)
    expect(issues(suggestQuery.safeParse({ q: 'main', lat: '1e3', lon: '0' }))).toContain(PLACE_HINTS.lat)
  })

  it('keys a search by its text in lower case and its rounded bias', () => {
    const a = suggestQuery.parse({ q: '350  FIFTH ave' })
    const b = suggestQuery.parse({ q: '350 fifth ave' })
    expect(suggestKey(a)).toBe(suggestKey(b))
    expect(suggestKey(suggestQuery.parse({ q: 'main', lat: '40.71', lon: '-74.01' }))).toBe(
      suggestKey(suggestQuery.parse({ q: 'main', lat: '40.69', lon: '-73.96' })),
    )
    expect(suggestKey(a)).not.toBe(suggestKey(suggestQuery.parse({ q: '350 fifth ave', lat: '1', lon: '1' })))
  })
})

describe('reverseQuery', () => {
  it('takes a point, rounded to about a metre', () => {
    expect(reverseQuery.parse({ lat: '25.7797334', lon: '-80.1300301' })).toEqual({ lat: 25.77973, lon: -80.13003 })
    expect(reverseQuery.parse({ lat: '-0.000001', lon: '180' })).toEqual({ lat: 0, lon: 180 })
  })

  it('refuses a missing or impossible coordinate, naming it', () => {
    expect(issues(reverseQuery.safeParse({ lon: '1' }))).toEqual([PLACE_HINTS.lat])
    expect(issues(reverseQuery.safeParse({ lat: '1' }))).toEqual([PLACE_HINTS.lon])
    expect(issues(reverseQuery.safeParse({ lat: '-90.5', lon: '0' }))).toEqual([PLACE_HINTS.lat])
    expect(issues(reverseQuery.safeParse({ lat: '0', lon: '181' }))).toEqual([PLACE_HINTS.lon])
    expect(issues(reverseQuery.safeParse({ lat: 'NaN', lon: 'Infinity' }))).toEqual([PLACE_HINTS.lat, PLACE_HINTS.lon])
  })

  it('keys a point by its rounded coordinates', () => {
    expect(reverseKey(reverseQuery.parse({ lat: '1.000001', lon: '2' }))).toBe(
      reverseKey(reverseQuery.parse({ lat: '1', lon: '2.000004' })),
    )
  })
})
