/** How the storefront words a failed request (storefront.md section 8). Pure: no framework import. */
import { isRecord } from '../is-record'

/** Shown when an error carries nothing readable (section 8). */
export const UNKNOWN_ERROR = 'Unknown Error'

/** The text of a failed HTTP status (section 8): 422 reads 'Request Validation Error', others their status text. */
export function httpErrorText(status: number, statusText: string): string {
  if (status === 422) return 'Request Validation Error'
  return statusText.trim() || `HTTP ${status}`
}

/**
 * The lines of the 'Error' modal (section 8): the server `message`, then its field errors (`errors` as a map of
 * field → message(s), or a list of `{ message }`), without repeats; 'Unknown Error' when the error is a plain string
 * or has nothing usable.
 */
export function errorModalLines(body: unknown): string[] {
  if (!isRecord(body)) return [UNKNOWN_ERROR]
  const lines = new Set<string>()
  addText(lines, body.message)
  for (const text of fieldErrorTexts(body.errors)) addText(lines, text)
  return lines.size > 0 ? [...lines] : [UNKNOWN_ERROR]
}

function fieldErrorTexts(errors: unknown): unknown[] {
  if (Array.isArray(errors)) return errors.map((item) => (isRecord(item) ? item.message : item))
  if (isRecord(errors)) return Object.values(errors).flatMap((value) => (Array.isArray(value) ? value : [value]))
  return []
}

function addText(lines: Set<string>, value: unknown): void {
  if (typeof value !== 'string') return
  const text = value.trim()
  if (text) lines.add(text)
}
