import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  COMPARE_MAX,
  COMPARE_STORAGE_KEYS,
  compareGroups,
  compareSet,
  differingRows,
  readCompareSelection,
  specificationsOf,
  writeCompareSelection,
} from '../../../src/lib/storefront/compare'

describe('compareSet (storefront.md sections 4 and 5)', () => {
  const p = (id: number, classifier: number | null) => ({ id, classifier })

  it('keeps the first found product’s classifier and drops the others', () => {
    const found = [p(1, 1), p(2, 2), p(3, 1), p(4, 2)]
    expect(compareSet([2, 1, 3, 4], found).map((x) => x.id)).toEqual([2, 4])
    expect(compareSet([1, 2, 3, 4], found).map((x) => x.id)).toEqual([1, 3])
  })

  it('skips ids not found (not comparable, discontinued, missing): the next one found sets the classifier', () => {
    expect(compareSet([9, 2, 1], [p(1, 1), p(2, 2)]).map((x) => x.id)).toEqual([2])
  })

  it('keeps the requested order, each product once, at most 4', () => {
    const found = [1, 2, 3, 4, 5, 6].map((id) => p(id, 7))
    expect(compareSet([6, 5, 5, 4, 3, 2, 1], found).map((x) => x.id)).toEqual([6, 5, 4, 3])
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 8 })), (ids) => {
        const kept = compareSet(ids, found)
        expect(kept.length).toBeLessThanOrEqual(COMPARE_MAX)
        expect(new Set(kept).size).toBe(kept.length)
        expect(new Set(kept.map((x) => x.classifier)).size).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('treats products without a classifier as one classifier', () => {
    expect(compareSet([1, 2, 3], [p(1, null), p(2, null), p(3, 1)]).map((x) => x.id)).toEqual([1, 2])
  })
})

describe('specifications (section 3: keys "group|feature")', () => {
  it('keys each value by group and feature, in order, the first of a repeat winning', () => {
    const specs = specificationsOf([
      {
        group: 'General',
        specs: [
          { feature: 'Platform', value: 'PS5' },
          { feature: 'Platform', value: 'PS4' },
        ],
      },
      { group: 'Performance', specs: [{ feature: 'Rapid Fire', value: 'Yes' }] },
      { group: 'Empty', specs: null },
    ])
    expect(specs).toEqual({ 'General|Platform': 'PS5', 'Performance|Rapid Fire': 'Yes' })
    expect(Object.keys(specs)).toEqual(['General|Platform', 'Performance|Rapid Fire'])
    expect(specificationsOf(null)).toEqual({})
  })

  it('builds the table: groups and features in first-seen order, null where a product has no value', () => {
    const groups = compareGroups([
      { specifications: { 'General|Platform': 'PS5', 'Performance|Rapid Fire': 'No' } },
      { specifications: { 'General|Platform': 'PS4', 'General|Weight': '260 g', 'Performance|Rapid Fire': 'No' } },
    ])
    expect(groups).toEqual([
      {
        group: 'General',
        rows: [
          { key: 'General|Platform', feature: 'Platform', values: ['PS5', 'PS4'] },
          { key: 'General|Weight', feature: 'Weight', values: [null, '260 g'] },
        ],
      },
      { group: 'Performance', rows: [{ key: 'Performance|Rapid Fire', feature: 'Rapid Fire', values: ['No', 'No'] }] },
    ])
    expect(differingRows(groups.flatMap((g) => g.rows))).toEqual(new Set(['General|Platform', 'General|Weight']))
  })

  it('splits a key at its first "|" (a feature may hold one)', () => {
    expect(compareGroups([{ specifications: { 'Size|W|H': '1' } }])[0]).toEqual({
      group: 'Size',
      rows: [{ key: 'Size|W|H', feature: 'W|H', values: ['1'] }],
    })
  })
})

describe('the stored selection (section 3: compare ids and compare classifier id)', () => {
  it('uses the spec’s two keys', () => {
    expect(COMPARE_STORAGE_KEYS).toEqual({ ids: 'compareIds', classifier: 'compareClassifierId' })
  })

  it('round-trips a selection', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 2147483647 }), { minLength: 1, maxLength: 4 }),
        fc.option(fc.integer({ min: 0, max: 1000 })),
        (ids, classifierId) => {
          const stored = writeCompareSelection({ ids, classifierId })
          expect(readCompareSelection(stored.ids, stored.classifier)).toEqual({ ids, classifierId })
        },
      ),
    )
  })

  it('clears both keys for an empty selection', () => {
    expect(writeCompareSelection({ ids: [], classifierId: 3 })).toEqual({ ids: null, classifier: null })
  })

  it('reads junk as an empty or trimmed selection, never breaking the rules', () => {
    expect(readCompareSelection(null, '1')).toEqual({ ids: [], classifierId: null })
    expect(readCompareSelection('{oops', '1')).toEqual({ ids: [], classifierId: null })
    expect(readCompareSelection('[1,1,"2",-3,0,4.5,5,6,7]', 'x')).toEqual({ ids: [1, 2, 5, 6], classifierId: null })
    expect(readCompareSelection('3,4', ' 2 ')).toEqual({ ids: [3, 4], classifierId: 2 })
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (ids, classifier) => {
        const sel = readCompareSelection(ids, classifier)
        expect(sel.ids.length).toBeLessThanOrEqual(COMPARE_MAX)
        expect(new Set(sel.ids).size).toBe(sel.ids.length)
        if (sel.ids.length === 0) expect(sel.classifierId).toBeNull()
      }),
    )
  })
})
