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

/** localStorage keys of the selection (section 3: compare ids and compare classifier id). */
export const COMPARE_STORAGE_KEYS = { ids: 'compareIds', classifier: 'compareClassifierId' } as const

/**
 * The selection as stored (section 3): ids as a JSON list (or comma-separated), the classifier as digits. Anything
 * unreadable is dropped; the result obeys the rules (at most 4 ids, each once, no classifier without ids).
 */
export function readCompareSelection(ids: string | null, classifier: string | null): CompareSelection {
  let list: unknown = []
  if (ids) {
    try {
      list = JSON.parse(ids)
    } catch {
      list = ids.split(',')
    }
  }
  const kept = keepCompareIds(Array.isArray(list) ? list.map((value) => Number(value)) : [])
  if (kept.length === 0) return { classifierId: null, ids: [] }
  const cid = classifier !== null && /^-?\d{1,15}$/.test(classifier.trim()) ? Number(classifier.trim()) : null
  return { classifierId: cid, ids: kept }
}

/** The selection as written to localStorage: the two values, null meaning the key is removed. */
export function writeCompareSelection(sel: CompareSelection): { ids: string | null; classifier: string | null } {
  if (sel.ids.length === 0) return { ids: null, classifier: null }
  return { ids: JSON.stringify(sel.ids), classifier: sel.classifierId === null ? null : String(sel.classifierId) }
}

/**
 * The products a compare request shows (sections 4 and 5), in the order asked: the first one found sets the
 * classifier, others with another classifier are dropped, at most 4. `found` holds only products that may be compared.
 */
export function compareSet<T extends { id: number; classifier: number | null }>(ids: number[], found: T[]): T[] {
  const byId = new Map(found.map((product) => [product.id, product]))
  const kept: T[] = []
  for (const id of ids) {
    if (kept.length === COMPARE_MAX) break
    const product = byId.get(id)
    if (!product || kept.includes(product)) continue
    if (kept.length > 0 && product.classifier !== kept[0]!.classifier) continue
    kept.push(product)
  }
  return kept
}

/** Joins a specification's group and feature in its key (section 3: 'group|feature'). */
export const SPEC_KEY_SEPARATOR = '|'

/** A product's specifications keyed 'group|feature' (section 3), in the product's order; the first value of a repeat wins. */
export function specificationsOf(
  groups:
    | ReadonlyArray<{ group: string; specs?: ReadonlyArray<{ feature: string; value: string }> | null }>
    | null
    | undefined,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const group of groups ?? []) {
    for (const spec of group.specs ?? []) {
      const key = `${group.group}${SPEC_KEY_SEPARATOR}${spec.feature}`
      if (!(key in out)) out[key] = spec.value
    }
  }
  return out
}

/** One group of the compare table: its heading and a row per feature, a value (or null) per product. */
export interface CompareGroup {
  group: string
  rows: Array<{ key: string; feature: string; values: Array<string | null> }>
}

/**
 * The compare table's rows (section 2: specification groups as rows): every 'group|feature' key of any product, groups
 * and features in the order they first appear, a value per product in the products' order (null when it has none).
 */
export function compareGroups(products: ReadonlyArray<{ specifications: Record<string, string> }>): CompareGroup[] {
  const groups: CompareGroup[] = []
  const byName = new Map<string, CompareGroup>()
  const seen = new Set<string>()
  for (const product of products) {
    for (const key of Object.keys(product.specifications)) {
      if (seen.has(key)) continue
      seen.add(key)
      const at = key.indexOf(SPEC_KEY_SEPARATOR)
      const group = at < 0 ? '' : key.slice(0, at)
      const feature = at < 0 ? key : key.slice(at + 1)
      let entry = byName.get(group)
      if (!entry) {
        entry = { group, rows: [] }
        byName.set(group, entry)
        groups.push(entry)
      }
      entry.rows.push({ key, feature, values: products.map((p) => p.specifications[key] ?? null) })
    }
  }
  return groups
}
