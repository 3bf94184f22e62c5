// Variations on a product page (storefront.md sections 3, 4 and 9): other versions of the product, 3 shown until
// 'Show All'. No framework import.

/** storefront.md section 9: variation preview count 3. */
export const VARIATION_PREVIEW = 3

export const VARIATION_TOGGLE = { more: 'Show All', less: 'Collapse' } as const

/** The items shown: the first 3 until expanded, or all; the page's own product always among them when listed. */
export function visibleVariations<T extends { current: boolean }>(items: T[], expanded: boolean): T[] {
  if (expanded || items.length <= VARIATION_PREVIEW) return items
  const first = items.slice(0, VARIATION_PREVIEW)
  const current = items.find((item) => item.current)
  if (!current || first.includes(current)) return first
  return [...first.slice(0, VARIATION_PREVIEW - 1), current]
}

/** The toggle's text, or null when everything fits in the preview. */
export function variationToggle(count: number, expanded: boolean): string | null {
  if (count <= VARIATION_PREVIEW) return null
  return expanded ? VARIATION_TOGGLE.less : VARIATION_TOGGLE.more
}
