import { findInJson, spellPath } from './json-walk'

/**
 * Keys no record a client sends may hold (issue 50, item 5): `__proto__`, `constructor` and `prototype` reach an
 * object's prototype when code copies or merges the record (`Object.assign`, a spread into a lookup, a deep merge).
 * The store's names never use them, so they are refused everywhere, not only where a merge happens today. Pure.
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

export const isForbiddenKey = (key: string): boolean => FORBIDDEN_KEYS.has(key)

/**
 * The first forbidden key in a JSON value, and the dotted path of the object that holds it ('' at the top); null when
 * there is none. Walked without recursion.
 */
export function forbiddenKeyIn(value: unknown): { key: string; at: string } | null {
  return findInJson(value, { key: (key, holder) => (isForbiddenKey(key) ? { key, at: spellPath(holder) } : null) })
}

/** A query parameter's name that is, or holds as a bracketed or dotted part (`a[__proto__]`), a forbidden key. */
export const queryNameIsForbidden = (name: string): boolean => name.split(/[[\].]/).some(isForbiddenKey)
