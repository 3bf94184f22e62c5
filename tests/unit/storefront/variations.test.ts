import { describe, expect, it } from 'vitest'
import { VARIATION_PREVIEW, variationToggle, visibleVariations } from '../../../src/lib/storefront/variations'

const items = (n: number, current = -1) => Array.from({ length: n }, (_, i) => ({ id: i, current: i === current }))

describe('variations (storefront.md sections 4 and 9)', () => {
  it('show 3 until Show All, then all; Collapse goes back', () => {
    expect(VARIATION_PREVIEW).toBe(3)
    expect(visibleVariations(items(5), false).map((i) => i.id)).toEqual([0, 1, 2])
    expect(visibleVariations(items(5), true)).toHaveLength(5)
    expect(variationToggle(5, false)).toBe('Show All')
    expect(variationToggle(5, true)).toBe('Collapse')
  })

  it('need no toggle when 3 or fewer', () => {
    expect(visibleVariations(items(3), false)).toHaveLength(3)
    expect(variationToggle(3, false)).toBeNull()
    expect(variationToggle(0, false)).toBeNull()
  })

  it("keep the page's own product in the preview", () => {
    expect(visibleVariations(items(6, 4), false).map((i) => i.id)).toEqual([0, 1, 4])
    expect(visibleVariations(items(6, 1), false).map((i) => i.id)).toEqual([0, 1, 2])
  })
})
