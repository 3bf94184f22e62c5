import { describe, expect, it } from 'vitest'
import { reviewTotals, STAR_LABELS, starLabel, starShare } from '../../../src/lib/reviews'

describe('review totals and star labels', () => {
  it('counts reviews per star and averages the rating to one decimal', () => {
    const totals = reviewTotals({ 5: 3, 4: 1, 1: 1 })
    expect(totals).toEqual({ rating: 4, total: 5, total_1: 1, total_2: 0, total_3: 0, total_4: 1, total_5: 3 })
    expect(reviewTotals({ 5: 2, 4: 1 }).rating).toBe(4.7)
    expect(starShare(totals, 5)).toBe(60)
  })

  it('gives zeros without reviews', () => {
    const totals = reviewTotals({})
    expect(totals).toMatchObject({ rating: 0, total: 0, total_5: 0 })
    expect(starShare(totals, 3)).toBe(0)
  })

  it("uses the spec's star labels", () => {
    expect(STAR_LABELS).toEqual({
      1: 'I hate it',
      2: 'I don’t like it',
      3: 'It’s okay',
      4: 'I like it',
      5: 'I love it',
    })
    expect(starLabel(4)).toBe('I like it')
    expect(starLabel(9)).toBe('')
  })
})
