import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CacheEntry, cacheBudget, EVICT_TO, evictionPlan, sumBytes } from '../../../src/creator/preview/quota'

const entry = (file: string, bytes: number, lastUsed: number): CacheEntry => ({ file, bytes, lastUsed })

describe('preview cache budget', () => {
  it('defaults to 512 MB of images and 64 MB of recipes, read from the environment in (fractions of) MB', () => {
    expect(cacheBudget({})).toEqual({ imageBytes: 512 * 2 ** 20, recipeBytes: 64 * 2 ** 20 })
    expect(cacheBudget({ PREVIEW_CACHE_MAX_MB: '2', PREVIEW_RECIPE_MAX_MB: '0.5' })).toEqual({
      imageBytes: 2 * 2 ** 20,
      recipeBytes: 2 ** 19,
    })
    expect(cacheBudget({ PREVIEW_CACHE_MAX_MB: ' ' }).imageBytes).toBe(512 * 2 ** 20)
  })

  it.each(['0', '-5', 'lots', 'NaN', 'Infinity'])('refuses PREVIEW_CACHE_MAX_MB=%j', (value) => {
    expect(() => cacheBudget({ PREVIEW_CACHE_MAX_MB: value })).toThrow(/PREVIEW_CACHE_MAX_MB must be/)
  })
})

describe('eviction plan', () => {
  it('evicts nothing while the total is within the budget', () => {
    expect(evictionPlan([entry('a', 50, 1), entry('b', 50, 2)], 100)).toEqual([])
    expect(evictionPlan([], 0)).toEqual([])
  })

  it('evicts the least recently used first, down to 90 % of the budget', () => {
    const entries = [entry('new', 30, 400), entry('old', 30, 100), entry('mid', 30, 300), entry('older', 30, 50)]
    // 120 bytes against a budget of 100: down to 90, so one goes, the one used longest ago.
    expect(evictionPlan(entries, 100).map((e) => e.file)).toEqual(['older'])
    // Against 80: down to 72, so two go.
    expect(evictionPlan(entries, 80).map((e) => e.file)).toEqual(['older', 'old'])
  })

  it('breaks ties of last use by file name, and never picks a kept file', () => {
    const entries = [entry('b', 10, 1), entry('a', 10, 1), entry('c', 10, 1)]
    expect(evictionPlan(entries, 25).map((e) => e.file)).toEqual(['a'])
    expect(evictionPlan(entries, 25, new Set(['a'])).map((e) => e.file)).toEqual(['b'])
    // Everything kept: over the budget, nothing to do.
    expect(evictionPlan(entries, 5, new Set(['a', 'b', 'c']))).toEqual([])
  })

  it('always leaves at most 90 % of the budget (nothing kept), evicting only older files than any it keeps', () => {
    const entries = fc.array(
      fc.record({
        file: fc.uuid(),
        bytes: fc.integer({ min: 0, max: 1000 }),
        lastUsed: fc.integer({ min: 0, max: 50 }),
      }),
      { maxLength: 60 },
    )
    fc.assert(
      fc.property(entries, fc.integer({ min: 1, max: 20_000 }), (all, budget) => {
        const plan = evictionPlan(all, budget)
        const gone = new Set(plan.map((e) => e.file))
        const kept = all.filter((e) => !gone.has(e.file))
        if (sumBytes(all) <= budget) return plan.length === 0
        const newestGone = Math.max(...plan.map((e) => e.lastUsed))
        return (
          sumBytes(kept) <= Math.floor(budget * EVICT_TO) &&
          kept.every((e) => e.lastUsed >= newestGone) &&
          // It stops as soon as it is low enough: without the last one evicted it would still be too much.
          sumBytes(kept) + (plan.at(-1)?.bytes ?? 0) > Math.floor(budget * EVICT_TO)
        )
      }),
    )
  })
})
