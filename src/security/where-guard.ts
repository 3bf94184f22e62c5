import {
  APIError,
  type CollectionBeforeOperationHook,
  type FlattenedField,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
} from 'payload'
import { type QueryField, type QueryKind, type Resolved, sortProblem, whereProblem } from '../lib/query/where'

/**
 * Checks the `where` and `sort` a client sends to Payload's REST and GraphQL against the collection's fields before
 * Payload builds the query (rules in src/lib/query/where.ts): a filter Postgres cannot answer is a 400 with the reason,
 * not a 500 and a stack in the log. The store's own code (the local API) is trusted and not checked.
 */

const KIND: Partial<Record<FlattenedField['type'], QueryKind>> = {
  text: 'text',
  textarea: 'text',
  email: 'text',
  code: 'text',
  radio: 'select',
  select: 'select',
  number: 'number',
  date: 'date',
  checkbox: 'checkbox',
  point: 'point',
  relationship: 'relationship',
  upload: 'relationship',
  json: 'json',
  richText: 'richText',
  array: 'container',
  group: 'container',
  tab: 'container',
  blocks: 'container',
  join: 'container',
}

const cannot = (path: string): Resolved => ({ problem: `The path "${path}" cannot be queried.` })
const ID: QueryField = { kind: 'number', hasMany: false }

type Lookup = (slug: string) => SanitizedCollectionConfig | undefined

/** The field at `segments` inside `fields` (groups, arrays, tabs, blocks and relationships are stepped through). */
function resolveIn(
  fields: readonly FlattenedField[],
  segments: string[],
  path: string,
  lookup: Lookup,
  hops: number,
  via = false,
): Resolved {
  const [name, ...rest] = segments
  if (name === 'id' && rest.length === 0 && !fields.some((f) => f.name === 'id')) return { ...ID, viaMany: via }
  const field = fields.find((f) => f.name === name)
  if (!field || ('hidden' in field && field.hidden)) return cannot(path)
  if ('virtual' in field && field.virtual) {
    if (typeof field.virtual !== 'string') return cannot(path)
  }
  const kind = KIND[field.type]
  if (!kind) return cannot(path)
  const hasMany = 'hasMany' in field && Boolean(field.hasMany)
  const polymorphic = 'relationTo' in field && Array.isArray(field.relationTo)
  if (rest.length === 0) {
    // A many-valued text, number or select reached through a relationship: Payload's join for it is broken SQL.
    if (hops > 0 && hasMany && kind !== 'relationship') return cannot(path)
    return { kind: polymorphic ? 'polymorphic' : kind, hasMany, viaMany: via }
  }
  switch (field.type) {
    case 'group':
    case 'tab':
      return resolveIn(field.flattenedFields, rest, path, lookup, hops, via)
    case 'array':
      return resolveIn(field.flattenedFields, rest, path, lookup, hops, true)
    case 'blocks': {
      if (rest.length === 1 && rest[0] === 'blockType') return { kind: 'text', hasMany: false, viaMany: true }
      for (const block of field.blocks ?? []) {
        if (typeof block !== 'object') continue
        const found = resolveIn(block.flattenedFields, rest, path, lookup, hops, true)
        if (!('problem' in found)) return found
      }
      return cannot(path)
    }
    case 'relationship':
    case 'upload': {
      if (hops >= 3) return cannot(path)
      const targets = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
      if (polymorphic && rest.length === 1) {
        if (rest[0] === 'relationTo') return { kind: 'text', hasMany: false, viaMany: true }
        if (rest[0] === 'value') return { kind: 'reference', hasMany: false, viaMany: true }
      }
      for (const slug of targets) {
        const target = lookup(slug)
        if (!target) continue
        const found = resolveIn(target.flattenedFields, rest, path, lookup, hops + 1, true)
        if (!('problem' in found)) return found
      }
      return cannot(path)
    }
    default:
      // A path into JSON or rich text, or below a plain value.
      return cannot(path)
  }
}

/** A resolver of query paths for one collection, memoized (paths repeat across requests). */
function resolverOf(config: SanitizedConfig, collection: SanitizedCollectionConfig): (path: string) => Resolved {
  const lookup: Lookup = (slug) => config.collections.find((c) => c.slug === slug)
  const memo = new Map<string, Resolved>()
  return (path) => {
    let found = memo.get(path)
    if (!found) {
      found =
        typeof path === 'string' && /^\w+(\.\w+)*$/.test(path)
          ? resolveIn(collection.flattenedFields, path.split('.'), path, lookup, 0)
          : cannot(String(path))
      if (memo.size < 5000) memo.set(path, found)
    }
    return found
  }
}

const CHECKED = new Set(['read', 'count', 'countVersions', 'readDistinct', 'update', 'delete'])

/** GraphQL requests whose first operation ran: later ones on the same request are hooks' own reads. */
const graphqlSeen = new WeakSet<object>()

/**
 * Is this operation the client's own query, not one the store's code (an endpoint, a hook) runs while serving the
 * request? REST: Payload's handler of this collection passes the query string's `where` object itself. GraphQL: each
 * query or mutation runs on its own request object; its first operation is the client's.
 */
function isClientQuery(req: PayloadRequest, slug: string, where: unknown): boolean {
  if (req.payloadAPI === 'REST')
    return req.routeParams?.collection === slug && where === (req.query as { where?: unknown } | undefined)?.where
  if (req.payloadAPI !== 'GraphQL' || graphqlSeen.has(req)) return false
  graphqlSeen.add(req)
  return true
}

/** The beforeOperation hook for one collection. */
function whereGuardFor(config: SanitizedConfig, collection: SanitizedCollectionConfig): CollectionBeforeOperationHook {
  let resolve: ((path: string) => Resolved) | undefined
  return ({ args, operation, req }) => {
    if (!CHECKED.has(operation)) return args
    const { where, sort } = args as { where?: unknown; sort?: unknown }
    if (!isClientQuery(req, collection.slug, where)) return args
    resolve ??= resolverOf(config, collection)
    const problem = whereProblem(where, resolve) ?? sortProblem(sort, resolve)
    if (problem) throw new APIError(problem, 400, undefined, true)
    return args
  }
}

/** Adds the guard to every collection of a built config, Payload's own included (payload.config.ts). */
export function guardQueries(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [whereGuardFor(config, collection), ...(collection.hooks.beforeOperation ?? [])]
  }
  return config
}
