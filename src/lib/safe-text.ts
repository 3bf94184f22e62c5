import { findInJson, spellPath } from './json-walk'

/**
 * Text Postgres and the store can hold: no NUL character (Postgres text refuses it) and no lone UTF-16 surrogate
 * (it has no UTF-8 form). Pure: the HTTP layer checks every parameter, query value and body string with it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is refused
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const isSafeText = (text: string): boolean => !UNSAFE.test(text)

/**
 * The path (`a.b.0`) of the first string, key or value, in a JSON value that is not safe text; null when all are.
 * The empty path is the value itself. Walked without recursion: a body nested thousands of levels deep does not run
 * out of stack here (the HTTP layer refuses such bodies before, issue 50).
 */
export function unsafeTextPath(value: unknown): string | null {
  return findInJson(value, {
    value: (item, path) => (typeof item === 'string' && !isSafeText(item) ? spellPath(path) : null),
    key: (key, holder) =>
      isSafeText(key) ? null : spellPath({ parent: holder, key: key.replace(/[^\x20-\x7e]/g, '?') }),
  })
}
