/**
 * The text side of the JSON field: pretty-printing a value, parsing what the merchandiser typed and, when it is
 * not JSON, saying where and why in words that do not depend on the browser's JSON.parse message.
 */

export interface JsonSyntaxError {
  /** What is wrong, e.g. "Unexpected token }". */
  message: string
  /** Optional advice for the usual slips (trailing comma, unquoted name, single quotes). */
  hint?: string
  /** 0-based offset into the text, 1-based line and column. */
  offset: number
  line: number
  column: number
}

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; error: JsonSyntaxError }

const INDENT = 2

/** The text shown for a stored value: two-space JSON; empty for no value. */
export function formatJson(value: unknown): string {
  if (value === undefined || value === null) return ''
  return JSON.stringify(value, null, INDENT)
}

/** Empty text means "no value" (null); anything else must be JSON. */
export function parseJsonText(text: string): JsonParseResult {
  if (text.trim() === '') return { ok: true, value: null }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (error) {
    return { ok: false, error: locateJsonError(text, error) }
  }
}

/** One line for the merchandiser: "Not valid JSON: Unexpected token } at line 4, column 3. <hint>" */
export function describeJsonError(error: JsonSyntaxError): string {
  const where = error.line > 0 ? ` at line ${error.line}, column ${error.column}` : ''
  return `Not valid JSON: ${error.message}${where}.${error.hint ? ` ${error.hint}` : ''}`
}

/** Same JSON data, whatever the key order (PostgreSQL's jsonb does not keep it). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((item, i) => sameJson(item, b[i]))
  }
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = Object.keys(left)
  if (keys.length !== Object.keys(right).length) return false
  return keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]))
}

class Stop {
  constructor(
    readonly message: string,
    readonly offset: number,
    readonly hint?: string,
  ) {}
}

const show = (char: string) => {
  const code = char.codePointAt(0) ?? 0
  return code < 0x21 || (code >= 0x7f && code <= 0xa0) || code === 0xfeff
    ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}`
    : char
}

/** Where JSON.parse stopped, found by a small strict JSON scanner (used only when JSON.parse has failed). */
export function locateJsonError(text: string, parseError?: unknown): JsonSyntaxError {
  let i = 0

  const unexpected = (at: number, hint?: string): never => {
    if (at >= text.length) throw new Stop('Unexpected end of input', text.length, 'A closing } or ] may be missing.')
    throw new Stop(`Unexpected token ${show(text[at]!)}`, at, hint)
  }
  const skipSpace = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++
  }
  const keyHint = (at: number) =>
    text[at] === "'"
      ? 'Names and strings need double quotes (").'
      : /[A-Za-z_$]/.test(text[at] ?? '')
        ? 'Property names need double quotes, e.g. "name".'
        : undefined

  const string = () => {
    const start = i
    i++ // opening quote
    while (i < text.length) {
      const c = text[i]!
      if (c === '"') {
        i++
        return
      }
      if (c === '\\') {
        const e = text[i + 1]
        if (e === undefined) break
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) throw new Stop('Bad \\u escape in string', i)
          i += 6
        } else if ('"\\/bfnrt'.includes(e)) {
          i += 2
        } else {
          throw new Stop(`Bad escape \\${show(e)} in string`, i, 'Write a backslash as \\\\.')
        }
        continue
      }
      if (c === '\n' || c === '\r')
        throw new Stop('Unterminated string', i, 'Close the string with " before the line ends (a line break is \\n).')
      if (c.charCodeAt(0) < 0x20) throw new Stop('Bad control character in string', i)
      i++
    }
    throw new Stop('Unterminated string', start, 'Close the string with ".')
  }

  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i))
    if (!match) throw new Stop('Bad number', i)
    i += match[0].length
    if (/[0-9.eE+-]/.test(text[i] ?? '')) throw new Stop('Bad number', i)
  }

  const value = () => {
    skipSpace()
    const c = text[i]
    if (c === '{') object()
    else if (c === '[') array()
    else if (c === '"') string()
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) number()
    else scalar(c)
  }

  const scalar = (c: string | undefined) => {
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length
        return
      }
    }
    unexpected(
      i,
      c === "'"
        ? 'Strings need double quotes (").'
        : /[A-Za-z_$]/.test(c ?? '')
          ? 'Text needs double quotes; true, false and null are written in lower case.'
          : undefined,
    )
  }

  const object = () => {
    i++ // {
    skipSpace()
    if (text[i] === '}') {
      i++
      return
    }
    for (;;) {
      skipSpace()
      if (text[i] === '}') unexpected(i, 'Remove the comma before it: JSON allows no comma after the last item.')
      if (text[i] !== '"') unexpected(i, keyHint(i) ?? 'A property name in double quotes was expected.')
      string()
      skipSpace()
      if (text[i] !== ':') unexpected(i, 'A colon (:) was expected after the property name.')
      i++
      value()
      skipSpace()
      if (text[i] === ',') {
        i++
        continue
      }
      if (text[i] === '}') {
        i++
        return
      }
      unexpected(i, 'A comma (,) or } was expected: is a comma missing before it?')
    }
  }

  const array = () => {
    i++ // [
    skipSpace()
    if (text[i] === ']') {
      i++
      return
    }
    for (;;) {
      skipSpace()
      if (text[i] === ']') unexpected(i, 'Remove the comma before it: JSON allows no comma after the last item.')
      value()
      skipSpace()
      if (text[i] === ',') {
        i++
        continue
      }
      if (text[i] === ']') {
        i++
        return
      }
      unexpected(i, 'A comma (,) or ] was expected: is a comma missing before it?')
    }
  }

  try {
    value()
    skipSpace()
    if (i < text.length) unexpected(i, 'Only one value is allowed: is something left over after the end?')
  } catch (stop) {
    if (!(stop instanceof Stop)) throw stop
    return { message: stop.message, hint: stop.hint, offset: stop.offset, ...lineAndColumn(text, stop.offset) }
  }
  // The scanner found nothing JSON.parse did not like (should not happen): fall back on its message.
  const message = parseError instanceof Error ? parseError.message : 'Could not read the JSON'
  return { message, offset: 0, line: 0, column: 0 }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let k = 0; k < offset && k < text.length; k++) {
    if (text[k] === '\n') {
      line++
      lineStart = k + 1
    }
  }
  return { line, column: offset - lineStart + 1 }
}
