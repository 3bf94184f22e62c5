/** The compare selection, its URL and its 'Highlight Differences' rows (storefront.md sections 4, 5, 8 and 9). Pure. */

/** At most 4 products are compared (section 9). */
export const COMPARE_MAX = 4
/** At least 2 products are needed to compare (section 4). */
export const COMPARE_MIN = 2
/** Joins product ids in the compare URL: `productIDs=1vs2vs3` (section 9). */
export const COMPARE_SEPARATOR = 'vs'
/** The 'Compare with...' search's page size (section 9). */
export const COMPARE_SEARCH_PAGE = 30
/** The 'Compare with...' search's debounce, in milliseconds (section 9). */
export const COMPARE_SEARCH_DEBOUNCE_MS = 600

/** Refusal of an item whose classifier is not the selection's (section 4). */
export const INCOMPATIBLE_MESSAGE = 'Incompatible Item for comparison.'
/** Compare page empty state with fewer than 2 products (section 8). */
export const TOO_FEW_MESSAGE = 'Please select at least two products to use comparison tool'
/** Compare search empty state (section 8). */
export const NO_RESULTS_MESSAGE = 'No results'
/** Compare search end of results (section 8). */
export const NO_MORE_DATA_MESSAGE = 'No more data'
/** Refusal of a fifth product (section 9: up to 4 items). */
export const FULL_MESSAGE = `You can compare up to ${COMPARE_MAX} products. Remove one to add another.`
/** Refusal of a product that may not be compared (section 4). */
export const NOT_COMPARABLE_MESSAGE = 'This product cannot be compared.'
/** Refusal of a product already in the selection (section 4). */
export const ALREADY_MESSAGE = 'This product is already selected for comparison.'

/** The largest id a compare URL may carry (a 32-bit database id). */
const MAX_ID = 2147483647

/** The selected products and the classifier they share, the first item's (section 4). */
export interface CompareSelection {
  classifierId: number | null
  ids: number[]
}

/** The result of adding a product to the selection (section 4). */
export type CompareAdd =
  | { ok: true; selection: CompareSelection }
  | { ok: false; reason: 'incompatible' | 'not-comparable' | 'full' | 'already'; message: string }

/**
 * Adds a product (section 4): it must be comparable and not yet selected; the first item sets the classifier and any
 * other must share it ('Incompatible Item for comparison.'); at most 4. The selection passed in is not changed.
 */
export function addToCompare(
  sel: CompareSelection,
  item: { id: number; classifierId: number | null; comparable: boolean },
): CompareAdd {
  if (sel.ids.includes(item.id)) return { ok: false, reason: 'already', message: ALREADY_MESSAGE }
  if (!item.comparable || !isCompareId(item.id)) {
    return { ok: false, reason: 'not-comparable', message: NOT_COMPARABLE_MESSAGE }
  }
  if (sel.ids.length === 0) return { ok: true, selection: { classifierId: item.classifierId, ids: [item.id] } }
  if (item.classifierId !== sel.classifierId) {
    return { ok: false, reason: 'incompatible', message: INCOMPATIBLE_MESSAGE }
  }
  if (sel.ids.length >= COMPARE_MAX) return { ok: false, reason: 'full', message: FULL_MESSAGE }
  return { ok: true, selection: { classifierId: sel.classifierId, ids: [...sel.ids, item.id] } }
}

/** Removes a product (section 4); removing the last one clears the classifier too. */
export function removeFromCompare(sel: CompareSelection, id: number): CompareSelection {
  const ids = sel.ids.filter((selected) => selected !== id)
  return ids.length === 0 ? { classifierId: null, ids: [] } : { classifierId: sel.classifierId, ids }
}

/** Whether the selection can be compared: 2 to 4 products (sections 4 and 5). */
export function canCompare(sel: CompareSelection): boolean {
  return sel.ids.length >= COMPARE_MIN && sel.ids.length <= COMPARE_MAX
}

/** The compare page's URL (section 9): `/compare?productIDs=1vs2vs3`, keeping only what parseCompareIds accepts. */
export function compareUrl(ids: number[]): string {
  const kept = keepCompareIds(ids)
  return kept.length === 0 ? '/compare' : `/compare?productIDs=${kept.join(COMPARE_SEPARATOR)}`
}

/**
 * The product ids of a `productIDs` URL parameter (section 9): split on 'vs'; positive whole numbers up to
 * 2147483647 written without sign or leading zero; repeats dropped; at most 4, in order. Anything else is ignored.
 */
export function parseCompareIds(param: string | null | undefined): number[] {
  if (typeof param !== 'string') return []
  const ids: number[] = []
  for (const part of param.trim().split(COMPARE_SEPARATOR)) {
    if (!/^[1-9][0-9]{0,9}$/.test(part)) continue
    ids.push(Number(part))
  }
  return keepCompareIds(ids)
}

function isCompareId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID
}

function keepCompareIds(ids: number[]): number[] {
  const kept: number[] = []
  for (const id of ids) {
    if (kept.length === COMPARE_MAX) break
    if (isCompareId(id) && !kept.includes(id)) kept.push(id)
  }
  return kept
}

/** The keys of rows whose values are not all equal, for 'Highlight Differences' (section 2); null reads as '—'. */
export function differingRows(rows: Array<{ key: string; values: Array<string | null> }>): Set<string> {
  const keys = new Set<string>()
  for (const row of rows) {
    if (new Set(row.values.map((value) => value ?? '—')).size > 1) keys.add(row.key)
  }
  return keys
}
