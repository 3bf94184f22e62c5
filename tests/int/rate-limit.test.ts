// Rate limits (issue 9): counted in PostgreSQL, shared by app instances, and refusing with 429 + Retry-After on the
// review, add-configuration and preview endpoints. Each test uses addresses of its own (X-Forwarded-For behind
// TRUST_PROXY), so nothing here changes the limits other test files meet (they all come from 'unknown').
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload, PayloadRequest } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectionToQuery } from '../../src/creator/preview/query'
import { emptySelection } from '../../src/creator/selection'
import { TooManyRequestsError } from '../../src/lib/errors'
import { consume } from '../../src/server/rate-limit'
import { rulesFor } from '../../src/server/rate-limit/limits'
import { countAttempt, RATE_LIMIT_TABLE } from '../../src/server/rate-limit/store'
import { frontLayerValues } from './front-layers'
import { restClient } from './http'
import { DEMO_PASSWORDS, testPayload } from './payload'

process.env.TRUST_PROXY = '1'

let payload: Payload
let cacheDir: string
const { rest } = restClient(() => payload, DEMO_PASSWORDS)

beforeAll(async () => {
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padforge-int-rate-previews-'))
  process.env.PREVIEW_CACHE_DIR = cacheDir
  payload = await testPayload()
})

afterAll(() => {
  delete process.env.PREVIEW_CACHE_DIR
  fs.rmSync(cacheDir, { recursive: true, force: true })
})

/** A request as `consume` reads it: the headers (our proxy's X-Forwarded-For) and Payload. */
const from = (address: string) =>
  ({ headers: new Headers({ 'x-forwarded-for': address }), payload }) as unknown as PayloadRequest

const refusal = async (attempt: Promise<unknown>) => {
  try {
    await attempt
  } catch (error) {
    return error
  }
  return null
}

describe('consume', () => {
  it('counts in a table of the database, under hashed keys (no address or e-mail in clear)', async () => {
    process.env.RATE_LIMIT_PASSWORD_RESET = '2/3600'
    await consume(from('192.0.2.50'), 'password-reset', 'Someone@Example.com')
    await consume(from('192.0.2.50'), 'password-reset', 'someone@example.com ')
    const error = await refusal(consume(from('192.0.2.50'), 'password-reset', 'someone@example.com'))
    expect(error).toBeInstanceOf(TooManyRequestsError)
    expect((error as TooManyRequestsError).retryAfter).toBeGreaterThan(3500)
    expect((error as TooManyRequestsError).retryAfter).toBeLessThanOrEqual(3600)
    const rows = (await payload.db.pool.query(`select key, points from "${RATE_LIMIT_TABLE}"`)).rows as Array<{
      key: string
      points: number
    }>
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row.key).toMatch(/^[a-z-]+:[0-9a-f]{64}$/)
    expect(JSON.stringify(rows)).not.toMatch(/192\.0\.2\.50|example\.com/i)
  })

  it('holds across app instances: a second pool on the same database sees the same counts', async () => {
    process.env.RATE_LIMIT_REVIEW = '3/600'
    const [rule] = rulesFor('review', process.env)
    const other = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
    try {
      await consume(from('192.0.2.60'), 'review')
      await consume(from('192.0.2.60'), 'review')
      // The other instance counts the third attempt of the same client on the same counter...
      const { counterKey } = await import('../../src/server/rate-limit/keys')
      const key = counterKey(rule!, '192.0.2.60')!
      expect(await countAttempt(other, rule!, key)).toEqual({ over: false })
      // ...so this instance refuses the fourth, and the other one too.
      expect(await refusal(consume(from('192.0.2.60'), 'review'))).toBeInstanceOf(TooManyRequestsError)
      expect(await countAttempt(other, rule!, key)).toMatchObject({ over: true })
    } finally {
      await other.end()
    }
  })

  it('gives every client its own count, and a fresh window after the old one ends', async () => {
    process.env.RATE_LIMIT_ADD_CONFIGURATION = '1/1'
    await consume(from('192.0.2.70'), 'add-configuration')
    await consume(from('192.0.2.71'), 'add-configuration')
    expect(await refusal(consume(from('192.0.2.70'), 'add-configuration'))).toBeInstanceOf(TooManyRequestsError)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await consume(from('192.0.2.70'), 'add-configuration')
    delete process.env.RATE_LIMIT_ADD_CONFIGURATION
  })
})

/** Layer combinations of ps5's front that draw distinct images: values of the two options with most front layers. */
async function frontCombos(count: number): Promise<Array<Record<string, number>>> {
  const [a, b] = await frontLayerValues(payload)
  const combos: Array<Record<string, number>> = []
  for (const x of a![1]) for (const y of b![1]) combos.push({ [`option_${a![0]}`]: x, [`option_${b![0]}`]: y })
  if (combos.length < count) throw new Error(`only ${combos.length} front combinations`)
  return combos.slice(0, count)
}

const json = (address: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
  body: JSON.stringify(body),
})

describe('rate limited endpoints', () => {
  it('POST /api/reviews: the sixth review from one client in ten minutes is 429 with Retry-After', async () => {
    delete process.env.RATE_LIMIT_REVIEW
    const review = { platform_id: 'ps5', stars: 5, headline: 'Limits', name: 'Rate Tester', text: 'Counting reviews.' }
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await rest('/reviews', json('192.0.2.80', review))).status)
    expect(statuses.slice(0, 5).every((s) => s === 200 || s === 201)).toBe(true)
    const refused = await rest('/reviews', json('192.0.2.80', review))
    expect(statuses[5]).toBe(429)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/too many/i) })
    expect([200, 201]).toContain((await rest('/reviews', json('192.0.2.81', review))).status)
  })

  it('POST /api/order/add-configuration: refused past its limit per client', async () => {
    process.env.RATE_LIMIT_ADD_CONFIGURATION = '3/60'
    const ps5 = (await payload.find({ collection: 'platforms', where: { slug: { equals: 'ps5' } }, limit: 1 })).docs[0]!
    const { loadCreatorCatalog } = await import('../../src/creator/server/load-catalog')
    const { createEngine } = await import('../../src/creator/engine')
    const selected = createEngine(await loadCreatorCatalog(payload, 'ps5')).initial()
    const body = { product: { data: { selected } }, platform_id: ps5.id }
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await rest('/order/add-configuration', json('192.0.2.90', body))).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    expect((await rest('/order/add-configuration', json('192.0.2.91', body))).status).toBe(200)
    delete process.env.RATE_LIMIT_ADD_CONFIGURATION
  })

  it('GET /api/controller-image: counts only compositions that miss the cache', async () => {
    process.env.RATE_LIMIT_PREVIEW = '2/60'
    const combos = await frontCombos(3)
    const get = (options: Record<string, number>, address: string) =>
      rest(`/controller-image/front/ps5?${selectionToQuery({ ...emptySelection(), options })}`, {
        headers: { 'x-forwarded-for': address },
      })
    expect((await get(combos[0]!, '192.0.2.100')).status).toBe(200)
    expect((await get(combos[1]!, '192.0.2.100')).status).toBe(200)
    // Cached images cost nothing and are never refused.
    for (let i = 0; i < 3; i++) expect((await get(combos[0]!, '192.0.2.100')).status).toBe(200)
    const refused = await get(combos[2]!, '192.0.2.100')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await get(combos[2]!, '192.0.2.101')).status).toBe(200)
    delete process.env.RATE_LIMIT_PREVIEW
  })
})
