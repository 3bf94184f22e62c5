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
  // A path is kept as a link to its parent's, so a deep value costs no copying; it is spelt out once, when found.
  type Path = { parent: Path; key: string | number } | null
  const spell = (path: Path): string => {
    const keys: Array<string | number> = []
    for (let p = path; p; p = p.parent) keys.push(p.key)
    return keys.reverse().join('.')
  }
  const stack: Array<[unknown, Path]> = [[value, null]]
  while (stack.length > 0) {
    const [item, path] = stack.pop()!
    if (typeof item === 'string') {
      if (!isSafeText(item)) return spell(path)
      continue
    }
    if (!item || typeof item !== 'object') continue
    const entries: Array<[string | number, unknown]> = Array.isArray(item)
      ? item.map((inner, i) => [i, inner])
      : Object.entries(item)
    const next: Array<[unknown, Path]> = []
    for (const [key, inner] of entries) {
      if (typeof key === 'string' && !isSafeText(key))
        return spell({ parent: path, key: key.replace(/[^\x20-\x7e]/g, '?') })
      next.push([inner, { parent: path, key }])
    }
    // In document order: the first entry is taken next.
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]!)
  }
  return null
}
