import type { CatalogOption, CatalogValue } from '../catalog'
import { isSoldOut } from './stock'

export type HiddenReason = 'disabled' | 'sub-component' | 'sold-out-card'

/** Templates that show values as cards, where sold-out values are hidden instead of greyed. */
const CARD_TEMPLATES = new Set(['checkbox-card', 'paddles', 'performance-package'])

/**
 * Why a value is not listed, or null when it is (creator.md section 5: visible only if not disabled and not
 * in an '@' group; out-of-stock values are hidden in card lists and shown 'Sold Out' elsewhere).
 */
export function hiddenReason(option: CatalogOption, value: CatalogValue): HiddenReason | null {
  if (value.isDisabled) return 'disabled'
  if (value.group?.startsWith('@')) return 'sub-component'
  if (CARD_TEMPLATES.has(option.template) && isSoldOut(option, value) && !value.isDefault) return 'sold-out-card'
  return null
}

const blackFirst = (v: CatalogValue) => v.id === 1 || /black/i.test(v.name)

/**
 * Value order: id 1 or a name containing Black first, then the default, then featured, then by stock (most
 * first); unavailable values last. Ties keep the merchandiser's sort order.
 */
export function compareValues(a: CatalogValue, b: CatalogValue): number {
  const keys = (v: CatalogValue) => [
    v.isUnavailable ? 1 : 0,
    blackFirst(v) ? 0 : 1,
    v.isDefault ? 0 : 1,
    v.isFeatured ? 0 : 1,
    -v.stock,
    v.sort,
    v.id,
  ]
  const ka = keys(a)
  const kb = keys(b)
  for (let i = 0; i < ka.length; i += 1) {
    const d = (ka[i] ?? 0) - (kb[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

/** The listed values of an option, in display order. */
export function listedValues(option: CatalogOption): CatalogValue[] {
  return option.values.filter((v) => hiddenReason(option, v) === null).sort(compareValues)
}

/** Case-insensitive search across name, group and tags (the page debounces it by 250 ms). */
export function searchValues(values: CatalogValue[], query: string): CatalogValue[] {
  const q = query.trim().toLowerCase()
  if (!q) return values
  return values.filter((v) => [v.name, v.group ?? '', ...v.tags].some((text) => text.toLowerCase().includes(q)))
}

export const SEARCH_DEBOUNCE_MS = 250
