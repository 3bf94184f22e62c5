/**
 * Recently viewed products (storefront.md sections 3, 4, 7, 9): viewed product ids, newest first. The browser keeps
 * them (`padforge.viewed`); a signed-in customer's are kept on the server too. Pure: no framework import.
 */

/** Ids kept, in the browser and per customer on the server. */
export const HISTORY_LIMIT = 60
/** `/account/recently-viewed` shows 12 a page (issue 14). */
export const HISTORY_PAGE_SIZE = 12
/** The horizontal slider's limit (a product slider's page, storefront.md section 9) and the vertical one's. */
export const SLIDER_LIMIT = 6
export const VERTICAL_SLIDER_LIMIT = 3

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2147483647

/** The ids of a stored or sent list: valid ids only, each once (first wins), at most HISTORY_LIMIT. */
export function cleanIds(value: unknown): number[] {
  if (!Array.isArray(value)) return []
  return [...new Set(value.filter(isId))].slice(0, HISTORY_LIMIT)
}

/** The history after viewing `id`: it moves to the front. */
export function recordView(history: readonly number[], id: number): number[] {
  if (!isId(id)) return cleanIds(history)
  return cleanIds([id, ...history.filter((h) => h !== id)])
}

/**
 * A customer's history merged with what this browser saw: the browser's newest first, then the server's; each once.
 */
export function mergeHistories(browser: readonly number[], server: readonly number[]): number[] {
  return cleanIds([...browser, ...server])
}

/** `?ids=1,2,3` → ids (storefront.md section 7). */
export function parseIdList(text: string | null | undefined): number[] {
  if (!text) return []
  return cleanIds(
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => /^\d{1,10}$/.test(part))
      .map(Number),
  )
}

/**
 * How many of the merged history's first ids must be written to make the stored history (`stored`, newest first)
 * read as `merged`: the rest of `merged` is already in the stored order, so those rows keep their times. 0 when
 * nothing changed (a page view of a product already first, a page of the account's history).
 */
export function changedPrefix(merged: readonly number[], stored: readonly number[]): number {
  for (let prefix = 0; prefix <= merged.length; prefix++) {
    const head = new Set(merged.slice(0, prefix))
    const rest = stored.filter((id) => !head.has(id))
    if (merged.slice(prefix).every((id, i) => rest[i] === id)) return prefix
  }
  return merged.length
}
