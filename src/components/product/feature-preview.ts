import type { FeatureGroup } from '../../lib/storefront/product-page-data'

/** Groups shown until the list is expanded (storefront.md section 9). */
export const PREVIEW_GROUPS = 2

/**
 * What a collapsed feature list shows (storefront.md section 9): the first 2 groups, with 4 items when there is a
 * single group, else 2 per group. `more` says whether anything was left out (the 'Show More' toggle shows then).
 */
export function previewFeatures(groups: FeatureGroup[]): { shown: FeatureGroup[]; more: boolean } {
  const perGroup = groups.length === 1 ? 4 : 2
  const shown = groups.slice(0, PREVIEW_GROUPS).map((g) => ({ ...g, items: g.items.slice(0, perGroup) }))
  const count = (list: FeatureGroup[]) => list.reduce((sum, g) => sum + g.items.length, 0)
  return { shown, more: count(shown) < count(groups) }
}
