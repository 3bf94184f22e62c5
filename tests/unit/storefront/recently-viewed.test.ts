import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  changedPrefix,
  cleanIds,
  HISTORY_LIMIT,
  mergeHistories,
  parseIdList,
  recordView,
} from '../../../src/lib/recently-viewed/history'

describe('recently viewed history', () => {
  it('puts the viewed product first, once', () => {
    expect(recordView([3, 2, 1], 2)).toEqual([2, 3, 1])
    expect(recordView([], 7)).toEqual([7])
  })

  it('keeps at most the limit, dropping the oldest', () => {
    const full = Array.from({ length: HISTORY_LIMIT }, (_, i) => i + 1)
    const next = recordView(full, 999)
    expect(next).toHaveLength(HISTORY_LIMIT)
    expect(next[0]).toBe(999)
    expect(next).not.toContain(HISTORY_LIMIT)
  })

  it('ignores what is not an id', () => {
    expect(cleanIds([1, '2', 0, -3, 2.5, 2 ** 31, null, 4, 1])).toEqual([1, 4])
    expect(cleanIds('1,2')).toEqual([])
    expect(recordView([1], Number.NaN)).toEqual([1])
  })

  it("merges a customer's server history after what this browser saw", () => {
    expect(mergeHistories([5, 1], [1, 9, 5, 8])).toEqual([5, 1, 9, 8])
  })

  it('parses ?ids=1,2,3 and nothing else', () => {
    expect(parseIdList('3, 1,x,2,3,,99999999999')).toEqual([3, 1, 2])
    expect(parseIdList(null)).toEqual([])
  })

  it('never holds a repeat or more than the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 80 }), { maxLength: 200 }), (views) => {
        const history = views.reduce<number[]>((h, id) => recordView(h, id), [])
        expect(new Set(history).size).toBe(history.length)
        expect(history.length).toBeLessThanOrEqual(HISTORY_LIMIT)
      }),
    )
  })

  it('writes only the ids whose place changed', () => {
    expect(changedPrefix([3, 2, 1], [3, 2, 1])).toBe(0)
    expect(changedPrefix([4, 3, 2, 1], [3, 2, 1])).toBe(1)
    expect(changedPrefix([2, 3, 1], [3, 2, 1])).toBe(1)
    expect(changedPrefix([1, 3, 2], [3, 2, 1])).toBe(1)
    expect(changedPrefix([5, 6], [1, 2])).toBe(2)
  })
})
