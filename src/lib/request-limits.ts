/**
 * What one request may cost the store (issue 50; docs/decisions.md "Caps on depth, nesting and reply size"): the
 * depth of a REST read, the depth and cost of a GraphQL query, the size of a reply, the nesting of a JSON body.
 * Past a cap the request is answered 400 with one of the messages here, which names the cap. Pure.
 */

/** Relationship levels a REST read may fill in (`?depth=`): guests and customers, and staff (Payload's `maxDepth`). */
export const MAX_DEPTH = { others: 2, staff: 10 } as const

/** How deep a JSON body (or GraphQL variables) may nest objects and arrays. */
export const MAX_JSON_NESTING = 32

/** How deep GraphQL text may nest brackets before it is parsed (the parser recurses). */
export const MAX_GRAPHQL_TEXT_NESTING = 64

/** GraphQL: relationship levels a query may follow (like `depth`), fields nested in fields, and its cost. */
export const MAX_GRAPHQL = {
  relationships: { others: 2, staff: 4 },
  fields: 12,
  cost: { others: 5_000, staff: 20_000 },
} as const

/** The largest JSON reply of Payload's REST and GraphQL routes. */
export const MAX_REPLY_BYTES = 8 * 1024 * 1024

export const depthCapOf = (staff: boolean): number => (staff ? MAX_DEPTH.staff : MAX_DEPTH.others)

/**
 * Why a client's `depth` query value cannot be used, or null when it can. `raw` is the value as parsed from the
 * query (a string, or a list or object when repeated or bracketed).
 */
export function depthProblem(raw: unknown, cap: number): string | null {
  if (raw === undefined) return null
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return `The depth must be a whole number from 0 to ${cap}.`
  return Number(raw) > cap ? `The depth may be at most ${cap}.` : null
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} kB`

export const LIMIT_MESSAGES = {
  nestedTooDeeply: 'The request body is nested too deeply.',
  forbiddenKey: (where: 'request body' | 'query', key: string, at = '') =>
    `The ${where} holds the key "${key}", which is not allowed${at ? ` (at "${at}")` : ''}.`,
  replyTooLarge: (cap: number) =>
    `The reply would be larger than ${size(cap)}: ask for fewer records (limit) or less depth.`,
  queryTextTooDeep: `The query is nested too deeply: at most ${MAX_GRAPHQL_TEXT_NESTING} brackets.`,
  queryTooDeep: (cap: number) => `The query is nested too deeply: at most ${cap} fields inside each other.`,
  relationshipsTooDeep: (cap: number) => `The query follows relationships too deeply: at most ${cap} levels.`,
  fieldTooDeep: (field: string, cap: number) =>
    `The query follows "${field}" too deeply: at most ${cap} ${cap === 1 ? 'level' : 'levels'}.`,
  queryTooCostly: (cap: number, cost: number) => `The query is too complex: at most ${cap}, this one costs ${cost}.`,
} as const
