// The bad-input walk over Payload's own REST and GraphQL (issue 27, finding 2): every collection, every field path
// (nested groups, arrays, blocks, JSON and rich text, a step through each relationship), every where-operator (and a
// sort on each path), as a guest and as an admin; and bodies nested thousands of levels deep or holding prototype keys
// to every collection's writes and to GraphQL (issue 50). None may answer 5xx, and nothing may change.
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
/** The value each caller sends: a guest one that no column type reads, the admin one every column reads. */
const VALUE = { guest: 'x', admin: '1' } as const
const BATCH = 16

/** The query paths of a collection: every field, nested ones by their dotted path, and one step into relations. */
function pathsOf(payload: Payload, collection: SanitizedCollectionConfig): string[] {
  const out = new Set<string>(['id'])
  const walk = (fields: FlattenedField[], prefix: string, depth: number) => {
    for (const field of fields) {
      const path = `${prefix}${field.name}`
      out.add(path)
      // Through a relationship, the target's own fields (its nested ones are walked as its collection).
      if (depth > 0 && 'flattenedFields' in field) continue
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

/** A write to Payload's REST with a JSON body given as text, through the request guard as the app serves it. */
async function restWrite(method: string, path: string, text: string, token: string | null): Promise<number> {
  const handler = withRequestGuard((request: Request) => handleEndpoints({ config: payload.config, request }))
  const response = await handler(
    new Request(`http://localhost:3000/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(text)),
        ...(token ? { authorization: `JWT ${token}` } : {}),
      },
      body: text,
    }),
  )
  await response.arrayBuffer()
  return response.status
}

/** `{"a":{"a":…}}`, `levels` objects deep, with `inner` at the bottom. */
const nestedText = (levels: number, inner = '{}') => `${'{"a":'.repeat(levels - 1)}${inner}${'}'.repeat(levels - 1)}`

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

async function graphqlData(query: string, variables: unknown, token: string | null): Promise<unknown> {
  const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
  const response = await GRAPHQL_POST(payload.config)(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return ((await response.json()) as { data?: unknown }).data
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
    const urls: Array<[string, string | null]> = []
    // Paths take turns between the two callers (a guest's value no column reads, an admin's every column reads), so
    // every operator meets every path once and each field kind meets both callers, in half the requests.
    let turn = 0
    for (const collection of restCollections())
      for (const path of pathsOf(payload, collection)) {
        const [who, token] = turn++ % 2 === 0 ? (['guest', null] as const) : (['admin', adminToken] as const)
        for (const operator of OPERATORS)
          urls.push([
            `/${collection.slug}?limit=1&depth=0&where[${path}][${operator}]=${VALUE[who]}${operator === 'equals' ? `&sort=${path}` : ''}`,
            token,
          ])
      }
    expect(urls.length).toBeGreaterThan(2500)
    for (let i = 0; i < urls.length; i += BATCH) {
      await Promise.all(
        urls.slice(i, i + BATCH).map(async ([url, token]) => {
          const status = await rest(url, token)
          if (status >= 500) failures.push(`GET /api${url} as ${token ? 'admin' : 'guest'}: ${status}`)
        }),
      )
    }
    expect(failures.slice(0, 20), `${failures.length} failures`).toEqual([])
    expect(await fingerprint()).toEqual(before)
  })

  it('answers every where-filter of every GraphQL list query without a server fault', async () => {
    // The GraphQL surface as its own schema says: each list query's where-input, each field of it, each operator.
    type T = { name: string | null; kind: string; ofType?: T | null }
    type Input = { name: string; type: T }
    const introspect = async <R>(query: string, variables: unknown = {}) =>
      (await graphqlData(query, variables, adminToken)) as R
    const named = (t: T | null | undefined): T | null => (t ? (t.name ? t : named(t.ofType)) : null)
    const inputsOf = async (name: string) =>
      (
        await introspect<{ __type: { inputFields: Input[] | null } | null }>(
          'query ($n: String!) { __type(name: $n) { inputFields { name type { name kind ofType { name kind ofType { name kind } } } } } }',
          { n: name },
        )
      ).__type?.inputFields ?? []
    const { __schema } = await introspect<{
      __schema: { queryType: { fields: Array<{ name: string; args: Input[] }> } }
    }>('{ __schema { queryType { fields { name args { name type { name kind ofType { name kind } } } } } } }')
    const valueFor = (type: T, who: 'guest' | 'admin'): unknown => {
      const leaf = named(type)?.name ?? 'String'
      const one =
        leaf === 'Float' || leaf === 'Int'
          ? 1
          : leaf === 'Boolean'
            ? true
            : leaf === 'DateTime'
              ? '2020-01-01'
              : VALUE[who]
      return type.kind === 'LIST' || type.ofType?.kind === 'LIST' ? [one] : one
    }
    const failures: string[] = []
    let sent = 0
    for (const query of __schema.queryType.fields) {
      const whereType = named(query.args.find((a) => a.name === 'where')?.type)?.name
      if (!whereType) continue
      const calls: Array<[string, string, T]> = []
      for (const field of await inputsOf(whereType)) {
        if (field.name === 'AND' || field.name === 'OR') continue
        const operatorType = named(field.type)?.name
        if (!operatorType) continue
        for (const operator of await inputsOf(operatorType)) calls.push([field.name, operator.name, operator.type])
      }
      const text = `query ($w: ${whereType}) { ${query.name}(where: $w, limit: 1) { totalDocs } }`
      const jobs = calls.flatMap(([field, operator, type]) =>
        (['guest', 'admin'] as const).map((who) => ({ field, operator, type, who })),
      )
      sent += jobs.length
      for (let i = 0; i < jobs.length; i += BATCH) {
        await Promise.all(
          jobs.slice(i, i + BATCH).map(async ({ field, operator, type, who }) => {
            const { status, fault } = await graphql(
              text,
              { w: { [field]: { [operator]: valueFor(type, who) } } },
              who === 'admin' ? adminToken : null,
            )
            if (status >= 500 || fault)
              failures.push(`${query.name} ${field} ${operator} as ${who}: ${status} ${fault?.message ?? ''}`)
          }),
        )
      }
    }
    expect(sent).toBeGreaterThan(1000)
    expect(failures.slice(0, 20), `${failures.length} failures`).toEqual([])
  })

  it('refuses deeply nested bodies and prototype keys on every collection, the preferences and GraphQL (issue 50)', async () => {
    const before = await fingerprint()
    const failures: string[] = []
    const bodies = [
      nestedText(8000),
      `{"value":${nestedText(5000)}}`,
      nestedText(33),
      '{"name":"x","__proto__":{"role":"admin"}}',
      '{"meta":{"constructor":{"prototype":{"x":1}}}}',
      `{"a":[${nestedText(3, '{"prototype":1}')}]}`,
    ]
    const writes: Array<[string, string]> = [['POST', '/payload-preferences/walk']]
    for (const collection of restCollections())
      writes.push(
        ['POST', `/${collection.slug}`],
        ['PATCH', `/${collection.slug}/1`],
        ['PATCH', `/${collection.slug}?where[id][equals]=1`],
      )
    for (const global of payload.config.globals) writes.push(['POST', `/globals/${global.slug}`])
    for (const [method, path] of writes)
      for (const token of [null, adminToken])
        for (const text of bodies) {
          const status = await restWrite(method, path, text, token)
          if (status !== 400)
            failures.push(`${method} /api${path} as ${token ? 'admin' : 'guest'}: ${status} for ${text.slice(0, 60)}`)
        }
    expect(writes.length).toBeGreaterThan(60)
    const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
    const graphqlGuarded = withRequestGuard((request: Request) => GRAPHQL_POST(payload.config)(request))
    for (const variables of [nestedText(5000, '{}'), '{"w":{"__proto__":{"id":{"equals":1}}}}']) {
      const text = `{"query":"query ($w: Product_where) { Products(where: $w) { totalDocs } }","variables":${variables}}`
      const response = await graphqlGuarded(
        new Request('http://localhost:3000/api/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) },
          body: text,
        }),
      )
      if (response.status !== 400) failures.push(`GraphQL variables ${variables.slice(0, 40)}: ${response.status}`)
    }
    expect(failures.slice(0, 20), `${failures.length} failures`).toEqual([])
    expect(await fingerprint()).toEqual(before)
  })
})
