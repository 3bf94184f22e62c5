/**
 * Text Postgres and the store can hold: no NUL character (Postgres text refuses it) and no lone UTF-16 surrogate
 * (it has no UTF-8 form). Pure: the HTTP layer checks every parameter, query value and body string with it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is refused
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const isSafeText = (text: string): boolean => !UNSAFE.test(text)

/**
 * The path (`a.b.0`) of the first string, key or value, in a JSON value that is not safe text; null when all are.
 * The empty path is the value itself.
 */
export function unsafeTextPath(value: unknown, path: readonly (string | number)[] = []): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path.join('.')
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unsafeTextPath(value[i], [...path, i])
      if (found !== null) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (!isSafeText(key)) return [...path, key.replace(/[^\x20-\x7e]/g, '?')].join('.')
      const found = unsafeTextPath(inner, [...path, key])
      if (found !== null) return found
    }
  }
  return null
}
