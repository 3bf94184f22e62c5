/**
 * One walk over a parsed JSON value, without recursion (issue 50: a body nested thousands of levels deep must not run
 * a check out of stack), shared by the HTTP layer's checks of what a client sent. Pure.
 */

/** Where a value sits: a link to its holder's path, so a deep value costs no copying; spelt out once, when needed. */
export type JsonPath = { readonly parent: JsonPath; readonly key: string | number } | null

/** `a.b.0`: the path as the store's messages name it ('' for the value itself). */
export function spellPath(path: JsonPath): string {
  const keys: Array<string | number> = []
  for (let p = path; p; p = p.parent) keys.push(p.key)
  return keys.reverse().join('.')
}

/**
 * The first answer of `find` in document order, or null. `find.key` is asked of each key of an object (with the
 * object's path) before anything inside the object; `find.value` of each value, the given one included.
 */
export function findInJson<T>(
  value: unknown,
  find: {
    key?: (key: string, holder: JsonPath) => T | null
    value?: (item: unknown, path: JsonPath) => T | null
  },
): T | null {
  const stack: Array<[unknown, JsonPath]> = [[value, null]]
  while (stack.length > 0) {
    const [item, path] = stack.pop()!
    const found = find.value?.(item, path) ?? null
    if (found !== null) return found
    if (item === null || typeof item !== 'object') continue
    const next: Array<[unknown, JsonPath]> = []
    if (Array.isArray(item)) for (let i = 0; i < item.length; i++) next.push([item[i], { parent: path, key: i }])
    else
      for (const [key, inner] of Object.entries(item)) {
        const atKey = find.key?.(key, path) ?? null
        if (atKey !== null) return atKey
        next.push([inner, { parent: path, key }])
      }
    // In document order: the first entry is taken next.
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]!)
  }
  return null
}
