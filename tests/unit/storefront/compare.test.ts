import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addToCompare,
  COMPARE_MAX,
  COMPARE_MIN,
  COMPARE_SEARCH_DEBOUNCE_MS,
  COMPARE_SEARCH_PAGE,
  COMPARE_SEPARATOR,
  type CompareSelection,
  canCompare,
  compareUrl,
  differingRows,
  INCOMPATIBLE_MESSAGE,
  NO_MORE_DATA_MESSAGE,
  NO_RESULTS_MESSAGE,
  parseCompareIds,
  removeFromCompare,
  TOO_FEW_MESSAGE,
} from '../../../src/lib/storefront/compare'

const empty: CompareSelection = { classifierId: null, ids: [] }
const pad = (id: number, classifierId: number | null = 7, comparable = true) => ({ id, classifierId, comparable })

function selectionOf(...ids: number[]): CompareSelection {
  let sel = empty
  for (const id of ids) {
    const added = addToCompare(sel, pad(id))
    if (!added.ok) throw new Error(added.message)
    sel = added.selection
  }
  return sel
}

describe('compare constants (storefront.md sections 8 and 9)', () => {
  it('states the limits and texts', () => {
    expect([COMPARE_MAX, COMPARE_MIN, COMPARE_SEPARATOR]).toEqual([4, 2, 'vs'])
    expect([COMPARE_SEARCH_PAGE, COMPARE_SEARCH_DEBOUNCE_MS]).toEqual([30, 600])
    expect(INCOMPATIBLE_MESSAGE).toBe('Incompatible Item for comparison.')
    expect(TOO_FEW_MESSAGE).toBe('Please select at least two products to use comparison tool')
    expect([NO_RESULTS_MESSAGE, NO_MORE_DATA_MESSAGE]).toEqual(['No results', 'No more data'])
  })
})

describe('compare selection (storefront.md section 4)', () => {
  it('the first item sets the classifier', () => {
    expect(addToCompare(empty, pad(10, 3))).toEqual({ ok: true, selection: { classifierId: 3, ids: [10] } })
  })

  it('refuses an item of another classifier', () => {
    const sel = selectionOf(1, 2)
    expect(addToCompare(sel, pad(3, 8))).toEqual({ ok: false, reason: 'incompatible', message: INCOMPATIBLE_MESSAGE })
    expect(addToCompare(sel, pad(3, null))).toMatchObject({ ok: false, reason: 'incompatible' })
  })

  it('refuses a product that is not comparable, even as the first', () => {
    expect(addToCompare(empty, pad(1, 7, false))).toMatchObject({ ok: false, reason: 'not-comparable' })
    expect(addToCompare(selectionOf(1), pad(2, 7, false))).toMatchObject({ ok: false, reason: 'not-comparable' })
  })

  it('refuses an id no URL could carry', () => {
    for (const id of [0, -1, 1.5, Number.NaN, 2147483648]) {
      expect(addToCompare(empty, pad(id))).toMatchObject({ ok: false, reason: 'not-comparable' })
    }
  })

  it('refuses a product already selected', () => {
    const added = addToCompare(selectionOf(1, 2), pad(2))
    expect(added).toMatchObject({ ok: false, reason: 'already' })
    expect(added.ok ? '' : added.message).not.toBe('')
  })

  it('holds at most 4, with a message', () => {
    const full = selectionOf(1, 2, 3, 4)
    const added = addToCompare(full, pad(5))
    expect(added).toMatchObject({ ok: false, reason: 'full' })
    expect(added.ok ? '' : added.message).toContain('4')
  })

  it('does not change the selection it is given', () => {
    const sel = selectionOf(1)
    addToCompare(sel, pad(2))
    removeFromCompare(sel, 1)
    expect(sel).toEqual({ classifierId: 7, ids: [1] })
  })

  it('removes a product; removing the last clears the classifier', () => {
    const sel = selectionOf(1, 2)
    expect(removeFromCompare(sel, 1)).toEqual({ classifierId: 7, ids: [2] })
    expect(removeFromCompare(removeFromCompare(sel, 1), 2)).toEqual({ classifierId: null, ids: [] })
    expect(removeFromCompare(sel, 99)).toEqual(sel)
  })

  it('after clearing, any classifier may start again', () => {
    const cleared = removeFromCompare(selectionOf(1), 1)
    expect(addToCompare(cleared, pad(5, 9))).toEqual({ ok: true, selection: { classifierId: 9, ids: [5] } })
  })

  it('needs at least 2 products to compare', () => {
    expect(canCompare(empty)).toBe(false)
    expect(canCompare(selectionOf(1))).toBe(false)
    expect(canCompare(selectionOf(1, 2))).toBe(true)
    expect(canCompare(selectionOf(1, 2, 3, 4))).toBe(true)
    expect(canCompare({ classifierId: 7, ids: [1, 2, 3, 4, 5] })).toBe(false)
  })
})

describe('compare URL (storefront.md section 9)', () => {
  it('joins ids with vs', () => {
    expect(compareUrl([1, 2, 3])).toBe('/compare?productIDs=1vs2vs3')
    expect(compareUrl([42])).toBe('/compare?productIDs=42')
    expect(compareUrl([])).toBe('/compare')
  })

  it('keeps only ids a URL can carry, without repeats, at most 4', () => {
    expect(compareUrl([1, 1, -2, 2.5, 3, 4, 5, 6])).toBe('/compare?productIDs=1vs3vs4vs5')
  })

  it('parses the parameter back, in order', () => {
    expect(parseCompareIds('1vs2vs3')).toEqual([1, 2, 3])
    expect(parseCompareIds('30vs4')).toEqual([30, 4])
    expect(parseCompareIds(' 7vs8 ')).toEqual([7, 8])
    expect(parseCompareIds('2147483647')).toEqual([2147483647])
  })

  it('drops repeats and keeps the first 4', () => {
    expect(parseCompareIds('1vs1vs2vs1')).toEqual([1, 2])
    expect(parseCompareIds('1vs2vs3vs4vs5vs6')).toEqual([1, 2, 3, 4])
  })

  it('ignores hostile or malformed values', () => {
    for (const param of [null, undefined, '', 'vs', 'vsvsvs', 'abc', '0', '-1', '1.5', '1e3', '0x10', ' ', 'NaN']) {
      expect(parseCompareIds(param)).toEqual([])
    }
    expect(parseCompareIds('2147483648')).toEqual([])
    expect(parseCompareIds('99999999999999999999')).toEqual([])
    expect(parseCompareIds('01vs2')).toEqual([2])
    expect(parseCompareIds('1VS2')).toEqual([])
    expect(parseCompareIds('1vsvs2')).toEqual([1, 2])
    expect(parseCompareIds('1vs<script>vs2')).toEqual([1, 2])
    expect(parseCompareIds('1 vs 2')).toEqual([])
    expect(parseCompareIds('1,2')).toEqual([])
    expect(parseCompareIds(`${'1vs'.repeat(100_000)}2`)).toEqual([1, 2])
  })

  it('never returns more than 4 valid, distinct ids', () => {
    fc.assert(
      fc.property(fc.string(), (param) => {
        const ids = parseCompareIds(param)
        expect(ids.length).toBeLessThanOrEqual(COMPARE_MAX)
        expect(new Set(ids).size).toBe(ids.length)
        for (const id of ids) expect(Number.isSafeInteger(id) && id > 0 && id <= 2147483647).toBe(true)
      }),
    )
  })

  it('round-trips the ids of a URL', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 2147483647 }), { maxLength: 4 }), (ids) => {
        const url = compareUrl(ids)
        const param = new URL(url, 'https://padforge.test').searchParams.get('productIDs')
        expect(parseCompareIds(param)).toEqual(ids)
      }),
    )
  })
})

describe('Highlight Differences (storefront.md section 2)', () => {
  it('marks rows whose values are not all equal', () => {
    const rows = [
      { key: 'General|Weight', values: ['260 g', '260 g', '260 g'] },
      { key: 'General|Color', values: ['Black', 'White', 'Black'] },
      { key: 'Buttons|Paddles', values: ['4', null, '4'] },
      { key: 'Buttons|Triggers', values: [null, null, null] },
      { key: 'Buttons|Dash', values: ['—', null] },
      { key: 'Single', values: ['only'] },
      { key: 'None', values: [] },
    ]
    expect(differingRows(rows)).toEqual(new Set(['General|Color', 'Buttons|Paddles']))
  })

  it('compares values exactly', () => {
    expect(differingRows([{ key: 'k', values: ['Yes', 'yes'] }])).toEqual(new Set(['k']))
  })
})
