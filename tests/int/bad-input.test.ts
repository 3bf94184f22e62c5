// The bad-input walk: every store endpoint (everything built with defineEndpoint, found in the running config, so a
// new endpoint is covered the day it is added) gets at least 200 malformed requests through Payload's REST router,
// as a guest and as the caller it is meant for. None may answer 5xx, and the database must not change. Among them are
// bodies nested thousands of levels deep and bodies holding `__proto__`, `constructor` or `prototype` (issue 50): no
// endpoint may take those.
import fc from 'fast-check'
import type { Endpoint, Payload } from 'payload'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { endpointMeta } from '../../src/endpoints/http'
import { withRequestGuard } from '../../src/endpoints/http/request-guard'
import { DEMO, DEMO_PASSWORDS, testPayload } from './payload'

const RUNS = 200

let payload: Payload
const tokens: Record<string, string> = {}

interface Route {
  name: string
  method: string
  path: string
  caller: string
}

/** The store's endpoints and the URL path each is mounted at (collection endpoints under /{slug}). */
function storeRoutes(payload: Payload): Route[] {
  const routes: Route[] = []
  const add = (endpoint: Endpoint, base: string) => {
    const meta = endpointMeta(endpoint)
    if (!meta) return
    const path = `${base}${endpoint.path === '/' ? '' : endpoint.path}` || '/'
    routes.push({
      name: `${endpoint.method.toUpperCase()} ${path}`,
      method: endpoint.method,
      path,
      caller: meta.caller.name,
    })
  }
  for (const endpoint of payload.config.endpoints ?? []) add(endpoint, '')
  for (const collection of payload.config.collections)
    for (const endpoint of collection.endpoints || []) add(endpoint, `/${collection.slug}`)
  return routes
}

/** Every table's rows, hashed: what a request changed shows here. The rate limiter's own counters are left out. */
const pool = () =>
  (payload.db as unknown as { pool: { query: (sql: string) => Promise<{ rows: Array<Record<string, string>> }> } }).pool

async function fingerprint(): Promise<Record<string, string>> {
  const { rows: tables } = await pool().query(
    `select tablename from pg_tables where schemaname = 'public' and tablename not like '%rate%limit%' order by 1`,
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

const LONE_SURROGATES = ['\uD800', 'a\uDFFFb', '\uDBFF']
const nastyText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'ps5\u0000',
    ...LONE_SURROGATES,
    '2147483648',
    '99999999999999999999',
    '-1',
    '0',
    '1.5',
    '1e309',
    'NaN',
    '',
    ' ',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'ps5',
    '1',
    'all',
    'front',
    'x'.repeat(5000),
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.bigInt().map(String),
)
const nastyNumber = fc.constantFrom(2_147_483_648, -1, 0, 1.5, 1e308, Number.MAX_SAFE_INTEGER, 9_999_999_999)
const KEYS = [
  'product',
  'data',
  'selected',
  'options',
  'platform_id',
  'product_id',
  'name',
  'stars',
  'text',
  'headline',
  'hardwares',
  'marketplace',
  'limit',
  'page',
  'is_best_review',
  'quantity',
  'tempPull',
  'configurable',
  'label_id',
  'slug',
  'description',
  'option_1',
  'bodyId',
  'email',
  'password',
]
const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyText,
    nastyNumber,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    tie('object'),
  ),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), nastyText), tie('value'), { maxKeys: 5 }),
})).value
/** `{"a":{"a":…}}`, `levels` objects deep, with `inner` at the bottom. */
const nestedText = (levels: number, inner = '{}') => `${'{"a":'.repeat(levels - 1)}${inner}${'}'.repeat(levels - 1)}`
/** Bodies every endpoint must refuse (issue 50): nested past 32 levels, or holding a prototype key anywhere. */
const refusedBody = fc.oneof(
  fc.integer({ min: 33, max: 9000 }).map((levels) => nestedText(levels)),
  fc.integer({ min: 33, max: 200 }).map((levels) => `[${nestedText(levels, '[]')}]`),
  fc
    .tuple(
      fc.constantFrom('__proto__', 'constructor', 'prototype'),
      fc.integer({ min: 1, max: 5 }),
      fc.constantFrom(...KEYS),
      nastyValue,
    )
    .map(([key, levels, name, value]) =>
      nestedText(levels, `{"${name}":${JSON.stringify(value) ?? 'null'},"${key}":{"admin_mode":true}}`),
    ),
)
const body = fc.oneof(
  refusedBody.map((text) => ({ text, type: 'application/json', refused: true })),
  nastyValue.map((v) => ({ text: JSON.stringify(v) ?? 'null', type: 'application/json' })),
  fc.constantFrom('{', 'not json', '[1,2', '{"a":"\\u0000"}', '{"a":"\\ud800"}', '"\\ud800"', '').map((text) => ({
    text,
    type: 'application/json',
  })),
  nastyText.map((text) => ({ text, type: 'text/plain' })),
  fc.constant(null),
)

/** Percent-encodes any string, lone surrogates included (as bytes no UTF-8 decoder accepts). */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value)
  } catch {
    return [...value].map((c) => (/[\uD800-\uDFFF]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('')
  }
}

interface Input {
  params: string[]
  query: Record<string, string>
  /** `refused`: a body no endpoint may accept (nested too deeply, a prototype key). */
  body: { text: string; type: string; refused?: boolean } | null
}

const request: fc.Arbitrary<Input> = fc.record({
  params: fc.array(nastyText, { minLength: 4, maxLength: 4 }),
  query: fc.dictionary(
    fc.oneof(
      fc.constantFrom('platform', 'format', 'page', 'limit', 'option_1', 'quantity', '__proto__', 'constructor'),
      nastyText,
    ),
    nastyText,
    { maxKeys: 4 },
  ),
  body,
})

async function send(route: Route, as: string | null, input: Input) {
  let i = 0
  const path = route.path.replace(/:[A-Za-z]+\??/g, () => encode(input.params[i++ % input.params.length] ?? ''))
  const query = Object.entries(input.query)
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .join('&')
  const headers: Record<string, string> = {}
  if (as) headers.authorization = `JWT ${tokens[as]}`
  const hasBody = input.body && route.method !== 'get'
  if (hasBody) {
    headers['content-type'] = input.body!.type
    headers['content-length'] = String(Buffer.byteLength(input.body!.text)) // as an HTTP client sends it
  }
  // As the app's REST route serves it: Payload's router behind the request guard.
  const rest = withRequestGuard((request: Request) => handleEndpoints({ config: payload.config, request }))
  const response = await rest(
    new Request(`http://localhost:3000/api${path}${query ? `?${query}` : ''}`, {
      method: route.method.toUpperCase(),
      headers,
      ...(hasBody ? { body: input.body!.text } : {}),
    }),
  )
  return response.status
}

/**
 * Endpoints whose well-formed call needs nothing but a record's id in the path, and so writes when the walk happens to
 * send a real one ('1'): saving a product to the caller's wish list. Such a route may add rows to these tables only
 * (checked), which are taken out again after its walk so the rest of the walk still proves "no write".
 */
const WRITES_ON_A_BARE_ID: Readonly<Record<string, readonly string[]>> = {
  'POST /add-to-wishlist/:id': ['wishlist_items'],
  'POST /add-to-wishlist/:id/:baseProductId': ['wishlist_items'],
}

/**
 * Endpoints that count on a real record the walk happens to name ('1'): the Amazon slider's click counter (a GET, as
 * the spec has it). Such a route may change this column of this table only (checked); the counts are put back after
 * its walk so the rest of the walk still proves "no write".
 */
const COUNTS_ON_A_BARE_ID: Readonly<Record<string, { table: string; column: string }>> = {
  'GET /amazon-products/increment/:id': { table: 'amazon_products', column: 'clicks' },
}

async function counts({ table, column }: { table: string; column: string }): Promise<Array<[string, string]>> {
  const { rows } = await pool().query(`select id::text as id, coalesce("${column}"::text, 'null') as v from "${table}"`)
  return rows.map((r) => [r.id ?? '', r.v ?? 'null'])
}

async function maxIds(tables: readonly string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const table of tables) {
    const { rows } = await pool().query(`select coalesce(max(id), 0)::text as m from "${table}"`)
    out[table] = Number(rows[0]?.m ?? 0)
  }
  return out
}

const callerAccount: Record<string, string | null> = {
  anyone: DEMO.customer,
  'signed in': DEMO.customer,
  staff: DEMO.merchandiser,
  admins: DEMO.admin,
}

beforeAll(async () => {
  payload = await testPayload()
  for (const email of [DEMO.admin, DEMO.merchandiser, DEMO.customer]) {
    const { token } = await payload.login({ collection: 'users', data: { email, password: DEMO_PASSWORDS[email]! } })
    tokens[email] = token!
  }
})

describe('bad-input walk over every store endpoint', () => {
  it('finds the store endpoints of every plugin', () => {
    const names = storeRoutes(payload).map((r) => r.name)
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /creator/validate/:platform',
        'POST /order/add-configuration',
        'POST /reviews',
        'PUT /products/:id',
        'POST /marketplace-products',
        'GET /platforms/lint-rules',
      ]),
    )
  })

  it(`sends ${RUNS} malformed requests to each as its caller and as a guest: no 5xx, no write, no deep or prototype-keyed body taken`, async () => {
    const before = await fingerprint()
    const failures: string[] = []
    for (const route of storeRoutes(payload)) {
      const writes = WRITES_ON_A_BARE_ID[route.name] ?? []
      const beforeRoute = writes.length > 0 ? { rows: await fingerprint(), ids: await maxIds(writes) } : null
      const counter = COUNTS_ON_A_BARE_ID[route.name]
      const beforeCounts = counter ? { rows: await fingerprint(), counts: await counts(counter) } : null
      for (const as of [callerAccount[route.caller] ?? null, null]) {
        await fc
          .assert(
            fc.asyncProperty(request, async (input) => {
              const status = await send(route, as, input)
              // A body nested too deeply or holding a prototype key is never taken (no 2xx, no 3xx).
              const taken = Boolean(input.body?.refused) && route.method !== 'get' && status < 400
              if (status >= 500 || taken)
                failures.push(`${route.name} as ${as ?? 'guest'}: ${status} for ${JSON.stringify(input).slice(0, 400)}`)
              return status < 500 && !taken
            }),
            { numRuns: as ? RUNS : RUNS / 4, seed: 9, endOnFailure: true },
          )
          .catch(() => {})
      }
      if (beforeRoute) {
        const after = await fingerprint()
        const changed = Object.keys(after).filter((t) => after[t] !== beforeRoute.rows[t])
        expect(
          changed.filter((t) => !writes.includes(t)),
          route.name,
        ).toEqual([])
        for (const table of writes) await pool().query(`delete from "${table}" where id > ${beforeRoute.ids[table]}`)
        expect(await fingerprint(), route.name).toEqual(beforeRoute.rows)
      }
      if (counter && beforeCounts) {
        const after = await fingerprint()
        const changed = Object.keys(after).filter((t) => after[t] !== beforeCounts.rows[t])
        expect(
          changed.filter((t) => t !== counter.table),
          route.name,
        ).toEqual([])
        for (const [id, value] of beforeCounts.counts)
          await pool().query(
            `update "${counter.table}" set "${counter.column}" = ${value === 'null' ? 'null' : Number(value)} where id = ${Number(id)}`,
          )
        expect(await fingerprint(), route.name).toEqual(beforeCounts.rows)
      }
    }
    expect(failures.slice(0, 5)).toEqual([])
    expect(await fingerprint()).toEqual(before)
  })
})
