/**
 * Stripe's request encoding: form bodies and query strings with bracketed keys (`card[number]=4242`,
 * `metadata[order]=7`, `expand[0]=latest_charge`, `expand[]=x`), read into nested objects and arrays of strings.
 */

/** A decoded parameter: a string, or nested parameters. */
export type FormValue = string | FormValue[] | FormObject
/** Decoded parameters keyed by name. */
export interface FormObject {
  [key: string]: FormValue
}

const segmentsOf = (key: string): string[] => {
  const open = key.indexOf('[')
  if (open <= 0) return [key]
  const segments = [key.slice(0, open)]
  for (const match of key.slice(open).matchAll(/\[([^\]]*)\]/g)) segments.push(match[1] ?? '')
  return segments
}

const isObject = (value: FormValue | undefined): value is FormObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function place(target: FormObject, segments: string[], value: string): void {
  let node = target
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index] ?? ''
    const name = segment === '' ? String(Object.keys(node).length) : segment
    if (index === segments.length - 1) {
      node[name] = value
      return
    }
    const next = node[name]
    if (isObject(next)) node = next
    else {
      const created: FormObject = {}
      node[name] = created
      node = created
    }
  }
}

/** Objects keyed 0..n-1 (from `a[0]`, `a[1]` or `a[]`) become arrays. */
function arrays(value: FormValue): FormValue {
  if (!isObject(value)) return value
  const keys = Object.keys(value)
  const entries = keys.map((key) => [key, arrays(value[key] as FormValue)] as const)
  const indexed = keys.length > 0 && keys.every((key, index) => key === String(index))
  return indexed ? entries.map(([, item]) => item) : Object.fromEntries(entries)
}

/** Decodes `a[b]=c&d[0]=e` (a form body or a query string without its `?`). */
export function parseForm(text: string): FormObject {
  const root: FormObject = {}
  for (const [key, value] of new URLSearchParams(text)) place(root, segmentsOf(key), value)
  return arrays(root) as FormObject
}

/** A stable text for comparing two requests' parameters (key order does not matter). */
export function canonical(value: FormValue): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  const keys = Object.keys(value).sort()
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key] as FormValue)}`).join(',')}}`
}

/** The string under `key`, if it is one. */
export const text = (params: FormObject, key: string): string | undefined => {
  const value = params[key]
  return typeof value === 'string' ? value : undefined
}

/** The nested parameters under `key` ({} when absent or not an object). */
export const group = (params: FormObject, key: string): FormObject => {
  const value = params[key]
  return isObject(value) ? value : {}
}

/** The strings under `key` (`a[0]=x&a[1]=y`, or a single `a=x`). */
export const list = (params: FormObject, key: string): string[] => {
  const value = params[key]
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string')
  return []
}

/** The flat string entries of an object parameter, such as `metadata`. */
export const strings = (params: FormObject): Record<string, string> =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
