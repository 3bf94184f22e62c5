/**
 * How deeply a client's JSON or GraphQL text nests, found without recursion (issue 50): a body of 8,000 nested
 * objects must be refused before any recursive walk (ours, Payload's, a parser's) runs out of stack. Pure.
 */

const QUOTE = 34 // "
const BACKSLASH = 92 // \
const HASH = 35 // #
const NEWLINE = 10
const OPENERS = new Set([123, 91, 40]) // { [ (
const CLOSERS = new Set([125, 93, 41]) // } ] )

/**
 * Is the JSON text nested (objects and arrays inside each other) more than `max` levels deep? Scans the text once,
 * skipping strings, and stops as soon as it is. Text that is not JSON is scanned the same way (the parser refuses it).
 */
export function jsonTextTooDeep(text: string, max: number): boolean {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      for (i++; i < text.length && text.charCodeAt(i) !== QUOTE; i++) if (text.charCodeAt(i) === BACKSLASH) i++
    } else if (c === 123 || c === 91) {
      if (++depth > max) return true
    } else if (c === 125 || c === 93) depth--
  }
  return false
}

/**
 * Is the GraphQL text nested (selections, arguments, lists, input objects) more than `max` levels deep? Skips strings,
 * block strings and comments; stops as soon as it is.
 */
export function graphqlTextTooDeep(text: string, max: number): boolean {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === HASH) {
      while (i < text.length && text.charCodeAt(i) !== NEWLINE) i++
    } else if (c === QUOTE) {
      if (text.startsWith('"""', i)) {
        const end = text.indexOf('"""', i + 3)
        i = end < 0 ? text.length : end + 2
      } else {
        for (i++; i < text.length && text.charCodeAt(i) !== QUOTE; i++) if (text.charCodeAt(i) === BACKSLASH) i++
      }
    } else if (OPENERS.has(c)) {
      if (++depth > max) return true
    } else if (CLOSERS.has(c)) depth--
  }
  return false
}

/** Is a parsed value nested (objects and arrays) more than `max` levels deep? Walked without recursion. */
export function valueTooDeep(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]]
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!
    if (item === null || typeof item !== 'object') continue
    if (depth + 1 > max) return true
    for (const inner of Array.isArray(item) ? item : Object.values(item)) stack.push([inner, depth + 1])
  }
  return false
}
