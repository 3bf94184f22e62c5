/**
 * Which where-filters Payload's REST and GraphQL may run (issue 27, finding 2). Payload hands some filters to
 * Postgres that Postgres cannot answer (`like` on a jsonb column, `near` on text, a path into a JSON field): a 500
 * for anyone who sends one. The store checks a client's `where` against the collection's fields first and refuses
 * what cannot run with a 400. Pure: the server resolves paths to field kinds (src/security/where-guard.ts).
 */

export type QueryKind =
  | 'text'
  | 'select'
  | 'number'
  | 'date'
  | 'checkbox'
  | 'point'
  | 'relationship'
  | 'polymorphic'
  | 'reference'
  | 'json'
  | 'richText'
  | 'container'

export interface QueryField {
  kind: QueryKind
  hasMany: boolean
  /** Reached through a relationship, an array or blocks: filterable, but Payload cannot sort on it (DISTINCT). */
  viaMany?: boolean
}

const EQUALITY = ['equals', 'not_equals', 'in', 'not_in', 'exists'] as const
const ORDER = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'] as const
const TEXT = ['like', 'not_like', 'contains'] as const

const OPERATORS: Readonly<Record<QueryKind, readonly string[]>> = {
  text: [...EQUALITY, ...ORDER, ...TEXT],
  // Stored as Postgres enums: no `like` (enum ~~* text does not exist).
  select: EQUALITY,
  number: [...EQUALITY, ...ORDER],
  date: [...EQUALITY, ...ORDER],
  checkbox: EQUALITY,
  point: ['equals', 'not_equals', 'exists', 'near', 'within', 'intersects'],
  relationship: EQUALITY,
  // A relationship to several collections: filter its `.relationTo` and `.value` (`reference`); on the field itself
  // or with `in` Payload writes broken SQL.
  polymorphic: [],
  reference: EQUALITY,
  json: ['exists'],
  richText: ['exists'],
  container: [],
}

/**
 * The operators a field of this kind answers. Never `all`: Payload's Postgres adapter does not implement it (its
 * operator map has it commented out), so any `all` crashed.
 */
export function operatorsOf(field: QueryField): readonly string[] {
  // `contains` on a relationship holding many (the store's own reads use it); on a single one it is broken SQL.
  if (field.kind === 'relationship' && field.hasMany) return [...EQUALITY, 'contains']
  return OPERATORS[field.kind]
}

const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i
const ID = /^\d{1,10}$/
const MAX_ID = 2_147_483_647

/**
 * Does the value suit the field? Numbers for numbers, ids (Postgres integers) for relationships: Postgres refuses
 * anything else, which GraphQL would answer as a server fault. `exists` takes anything.
 */
function valueFits(field: QueryField, operator: string, value: unknown): boolean {
  if (operator === 'exists' || value === null || value === undefined) return true
  const isId = field.kind === 'relationship' || field.kind === 'reference'
  if (!isId && field.kind !== 'number') return true
  const list = operator === 'in' || operator === 'not_in'
  // A polymorphic `.value` takes a list only as an array (Payload does not split its text: broken SQL).
  if (field.kind === 'reference' && list && !Array.isArray(value)) return false
  const values = Array.isArray(value) ? value : list && typeof value === 'string' ? value.split(',') : [value]
  return values.every((v) => {
    if (v === null) return true
    if (typeof v === 'number') return isId ? Number.isInteger(v) && v >= 0 && v <= MAX_ID : Number.isFinite(v)
    if (typeof v !== 'string') return false
    const text = v.trim()
    return isId ? ID.test(text) && Number(text) <= MAX_ID : NUMBER.test(text) && Number.isFinite(Number(text))
  })
}

/** A path's field, or a reason it cannot be queried. */
export type Resolved = QueryField | { problem: string }

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** `and`/`or` as Payload receives them: an array, or an object of numbered entries (`where[or][0][...]`). */
const entries = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [value]

/**
 * The first reason `where` cannot run, or null when every path resolves and every operator suits its field.
 * `resolve` gives a path's field (memoized by the caller if it likes).
 */
export function whereProblem(where: unknown, resolve: (path: string) => Resolved, depth = 0): string | null {
  if (where === undefined || where === null) return null
  if (!isObject(where)) return 'A where filter must be an object.'
  if (depth > 10) return 'The where filter is nested too deeply.'
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      for (const inner of entries(condition)) {
        const problem = whereProblem(inner, resolve, depth + 1)
        if (problem) return problem
      }
      continue
    }
    if (!isObject(condition)) return `The filter on "${key}" needs an operator, e.g. where[${key}][equals]=…`
    const field = resolve(key)
    if ('problem' in field) return field.problem
    const allowed = operatorsOf(field)
    for (const [operator, value] of Object.entries(condition)) {
      if (!allowed.includes(operator))
        return allowed.length === 0
          ? `The path "${key}" cannot be filtered on.`
          : `The operator "${operator}" does not apply to "${key}" (use one of: ${allowed.join(', ')}).`
      if (!valueFits(field, operator, value)) return `The value of "${key}" must be a number.`
    }
  }
  return null
}

/** The first reason a sort cannot run: only paths to plain values sort. */
export function sortProblem(sort: unknown, resolve: (path: string) => Resolved): string | null {
  const paths = (Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : [])
    .filter((p): p is string => typeof p === 'string')
    .map((p) => p.trim().replace(/^-/, ''))
    .filter(Boolean)
  for (const path of paths) {
    const field = resolve(path)
    if ('problem' in field) return field.problem
    if (
      ['json', 'richText', 'container', 'point', 'polymorphic', 'reference'].includes(field.kind) ||
      field.hasMany ||
      field.viaMany
    )
      return `The path "${path}" cannot be sorted on.`
  }
  return null
}
