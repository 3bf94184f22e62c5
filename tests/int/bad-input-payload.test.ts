// The bad-input walk over Payload's own REST and GraphQL (issue 27, finding 2): every collection, every field path
// (nested groups, arrays, blocks, JSON and rich text, a step through each relationship), every where-operator and a
// few values, as a guest and as an admin. None may answer 5xx, and nothing may change.
import type { FlattenedField, Payload, SanitizedCollectionConfig } from 'payload'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { withRequestGuard } from '../../src/endpoints/http/request-guard'
import { testPayload } from './payload'

let payload: Payload
let adminToken = ''

const OPERATORS = [
  'equals',
  'contains',
  'not_equals',
  'in',
  'all',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'within',
  'intersects',
  'near',
] as const
const VALUES = ['1', 'x']

/** The query paths of a collection: every field, nested ones by their dotted path, and one step into relations. */
function pathsOf(payload: Payload, collection: SanitizedCollectionConfig): string[] {
  const out = new Set<string>(['id'])
  const walk = (fields: FlattenedField[], prefix: string, depth: number) => {
    for (const field of fields) {
      const path = `${prefix}${field.name}`
      out.add(path)
      if (field.type === 'group' || field.type === 'array' || field.type === 'tab')
        walk(field.flattenedFields, `${path}.`, depth)
      else if (field.type === 'blocks') {
        for (const block of field.blocks ?? [])
          if (typeof block === 'object') walk(block.flattenedFields, `${path}.`, depth)
      } else if (field.type === 'json' || field.type === 'richText') {
        out.add(`${path}.price.orderTotal`)
        out.add(`${path}.root`)
      } else if ((field.type === 'relationship' || field.type === 'upload') && depth === 0) {
        const targets = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
        if (Array.isArray(field.relationTo)) {
          out.add(`${path}.relationTo`)
          out.add(`${path}.value`)
        }
        for (const slug of targets) {
          const target = payload.collections[slug as keyof typeof payload.collections]?.config
          if (target) walk(target.flattenedFields, `${path}.`, depth + 1)
        }
      }
    }
  }
  walk(collection.flattenedFields, '', 0)
  return [...out]
}

const restCollections = () =>
  payload.config.collections.filter((c) => !['payload-migrations'].includes(c.slug) && c.endpoints !== false)

async function rest(path: string, token: string | null): Promise<number> {
  const handler = withRequestGuard((request: Request) => handleEndpoints({ config: payload.config, request }))
  const response = await handler(
    new Request(`http://localhost:3000/api${path}`, {
      headers: token ? { authorization: `JWT ${token}` } : {},
    }),
  )
  await response.arrayBuffer()
  return response.status
}

async function graphql(query: string, variables: unknown, token: string | null) {
  const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
  const response = await GRAPHQL_POST(payload.config)(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    }),
  )
  const body = (await response.json().catch(() => ({}))) as {
    errors?: Array<{ message?: string; extensions?: { statusCode?: number } }>
  }
  // GraphQL answers 200 with `errors`: a server fault shows as a 5xx statusCode or Payload's hidden message.
  const fault = (body.errors ?? []).find(
    (e) => (e.extensions?.statusCode ?? 0) >= 500 || e.message === 'Something went wrong.',
  )
  return { status: response.status, fault }
}

const pool = () =>
  (payload.db as unknown as { pool: { query: (sql: string) => Promise<{ rows: Array<Record<string, string>> }> } }).pool

async function fingerprint(): Promise<Record<string, string>> {
  const { rows: tables } = await pool().query(
    `select tablename from pg_tables where schemaname = 'public' and tablename not like '%rate%limit%' and tablename not like 'payload_preferences%' order by 1`,
  )
  const out: Record<string, string> = {}
  for (const { tablename } of tables as Array<{ tablename: string }>) {
    const { rows } = await pool().query(
      `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as f from "${tablename}" t`,
    )
    out[tablename] = rows[0]?.f ?? ''
  }
  return out
}

beforeAll(async () => {
  payload = await testPayload()
  const email = `walk-admin-${Date.now()}@padforge.example`
  await payload.create({
    collection: 'users',
    data: { email, password: 'walk-admin-pass', role: 'admin' },
    overrideAccess: true, // the walk's own admin, so no other file's sign-out ends its session
  })
  adminToken = (await payload.login({ collection: 'users', data: { email, password: 'walk-admin-pass' } })).token!
})

describe("bad-input walk over Payload's REST and GraphQL", () => {
  it('finds the field kinds the walk must cover', () => {
    const kinds = new Set<string>()
    for (const collection of restCollections()) {
      const visit = (fields: FlattenedField[]) => {
        for (const f of fields) {
          kinds.add(f.type === 'relationship' && f.hasMany ? 'relationship hasMany' : f.type)
          if ('flattenedFields' in f) visit(f.flattenedFields)
        }
      }
      visit(collection.flattenedFields)
    }
    for (const kind of [
      'text',
      'number',
      'date',
      'select',
      'relationship',
      'upload',
      'json',
      'richText',
      'array',
      'group',
    ])
      expect(kinds, kind).toContain(kind)
  })

  it('answers every where-filter on every collection without a 5xx, as a guest and as an admin', async () => {
    const before = await fingerprint()
    const failures: string[] = []
    for (const collection of restCollections()) {
      for (const path of pathsOf(payload, collection)) {
        for (const operator of OPERATORS) {
          for (const value of VALUES) {
            const url = `/${collection.slug}?limit=1&depth=0&where[${path}][${operator}]=${encodeURIComponent(value)}`
            for (const token of [null, adminToken]) {
              const status = await rest(url, token)
              if (status >= 500) failures.push(`GET /api${url} as ${token ? 'admin' : 'guest'}: ${status}`)
            }
          }
        }
      }
    }
    expect(failures.slice(0, 20), `${failures.length} failures`).toEqual([])
    expect(await fingerprint()).toEqual(before)
  })

  it('answers the same filters through GraphQL without a server fault', async () => {
    const failures: string[] = []
    for (const collection of restCollections()) {
      const entity = payload.collections[collection.slug]?.graphQL as { whereInputType?: { name: string } } | undefined
      const plural = collection.graphQL ? collection.graphQL.pluralName : undefined
      if (!entity?.whereInputType || !plural) continue
      const query = `query ($w: ${entity.whereInputType.name}) { ${plural}(where: $w, limit: 1) { totalDocs } }`
      for (const path of pathsOf(payload, collection)) {
        for (const operator of OPERATORS) {
          for (const value of ['1', 'x']) {
            // GraphQL names a nested field by its path joined with '__'.
            const where = { [path.split('.').join('__')]: { [operator]: value } }
            for (const token of [null, adminToken]) {
              const { status, fault } = await graphql(query, { w: where }, token)
              if (status >= 500 || fault)
                failures.push(`${plural} ${path} ${operator} ${value}: ${status} ${fault?.message ?? ''}`)
            }
          }
        }
      }
    }
    expect(failures.slice(0, 20), `${failures.length} failures`).toEqual([])
  })
})
