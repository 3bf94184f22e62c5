import { type APIRequestContext, request as api, expect, test } from '@playwright/test'
import { createClient } from '@redis/client'
import pg from 'pg'
import sharp from 'sharp'
import { embeddedUrl } from '../../scripts/lib/database.mjs'
import { INSTANCE_A, INSTANCE_B, REDIS_KEY_PREFIX, REDIS_URL } from './setup'

// Two instances of one build behind no balancer, each asked in turn (issue 33): what one of them caches, writes or
// queues, the other sees at its next request.

const MERCHANDISER = { email: 'merchandiser@padforge.example', password: 'padforge-merch' }
const PS5 = '/PS5-Custom-Controller'
const STEAM_DECK = '/Custom-Steam-Deck'
const DATABASE_URL = embeddedUrl(Number(process.env.INSTANCES_PG_PORT ?? 54369), 'padforge')

async function client(baseURL: string): Promise<APIRequestContext> {
  return api.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
}

/** `x-nextjs-cache` of a GET (HIT from the shared cache, MISS rendered now) and its body. */
async function load(on: APIRequestContext, path: string) {
  const response = await on.get(path)
  expect(response.status(), path).toBe(200)
  return { state: response.headers()['x-nextjs-cache'] ?? 'none', body: await response.body() }
}

let a: APIRequestContext
let b: APIRequestContext
test.beforeAll(async () => {
  a = await client(INSTANCE_A)
  b = await client(INSTANCE_B)
})
test.afterAll(async () => {
  await a?.dispose()
  await b?.dispose()
  // The run's keys go with it.
  const redis = createClient({ url: REDIS_URL })
  await redis.connect()
  for await (const keys of redis.scanIterator({ MATCH: `${REDIS_KEY_PREFIX}*`, COUNT: 500 }))
    if (keys.length) await redis.unlink(keys)
  await redis.quit()
})

test("a price edited through one instance is on the other's page at its next request", async () => {
  const merchandiser = await client(INSTANCE_A)
  expect((await merchandiser.post('/api/users/login', { data: MERCHANDISER })).status()).toBe(200)
  const data = await (await b.get('/api/creator/data/ps5')).json()
  const [key, price] = Object.entries(data.prices as Record<string, { price: number }>).find(
    ([, p]) => p.price > 0,
  ) as [string, { price: number }]
  const valueId = Number(key.split('_value_')[1])
  const edited = 87_654

  // Each page rendered once, by either instance, is then a HIT on both: one cache.
  for (const path of [PS5, STEAM_DECK]) {
    await load(b, path)
    expect((await load(a, path)).state, path).toBe('HIT')
  }
  expect((await merchandiser.patch(`/api/option-values/${valueId}`, { data: { price: edited } })).status()).toBe(200)
  try {
    const page = await load(b, PS5)
    expect(page.state).toBe('MISS')
    expect(page.body.toString()).toContain(String(edited))
    expect((await (await b.get('/api/creator/data/ps5')).json()).prices[key].price).toBe(edited)
    // What B rendered, A serves; a page that does not show the price stayed cached on both.
    const onA = await load(a, PS5)
    expect(onA.state).toBe('HIT')
    expect(onA.body.toString()).toContain(String(edited))
    for (const on of [a, b]) expect((await load(on, STEAM_DECK)).state).toBe('HIT')
  } finally {
    await merchandiser.patch(`/api/option-values/${valueId}`, { data: { price: price.price } })
    await merchandiser.dispose()
  }
  expect((await load(a, PS5)).body.toString()).not.toContain(String(edited))
})

test('an image optimized by one instance is served by the other without encoding it again', async () => {
  const html = (await load(a, STEAM_DECK)).body.toString()
  // A picture's short address (src/lib/media-url.ts), which the proxy rewrites to the optimizer's.
  const src = html.match(/\/img\/\d+\/[mp]\/[^"\s]+/)?.[0]?.replaceAll('&amp;', '&')
  expect(src, 'the page shows an optimized image').toBeTruthy()
  const first = await a.get(src as string)
  expect(first.status()).toBe(200)
  const second = await b.get(src as string)
  expect(second.status()).toBe(200)
  expect(second.headers()['x-nextjs-cache']).toBe('HIT')
  expect(second.headers().etag).toBe(first.headers().etag)
  expect(Buffer.compare(await second.body(), await first.body())).toBe(0)
})

test('a queued job runs once, though both instances look for work', async () => {
  const db = new pg.Client({ connectionString: DATABASE_URL })
  await db.connect()
  try {
    // A finished job is deleted with its log (Payload's default): each log entry a run writes is copied aside first.
    await db.query(`
      create table if not exists job_runs (job integer, entry varchar, outcome text);
      create or replace function record_job_run() returns trigger language plpgsql as $$
        begin insert into job_runs values (new._parent_id, new.id, new.output->>'outcome'); return new; end $$;
      drop trigger if exists record_job_run on payload_jobs_log;
      create trigger record_job_run after insert on payload_jobs_log for each row execute function record_job_run();`)
    // As `payload.jobs.queue` writes them: a deadline check of a return that does not exist, which ends as 'gone'.
    const { rows } = await db.query<{ id: number }>(
      `insert into payload_jobs (input, task_slug, queue)
       select jsonb_build_object('rma', 900000 + n), 'return-deadline', 'default' from generate_series(1, 24) n
       returning id`,
    )
    const ids = rows.map((r) => r.id)
    const left = async () =>
      (await db.query('select count(*)::int as n from payload_jobs where id = any($1)', [ids])).rows[0].n
    await expect.poll(left, { timeout: 30_000 }).toBe(0)
    const { rows: runs } = await db.query<{ job: number; runs: number; outcome: string }>(
      `select job, count(distinct entry)::int as runs, min(outcome) as outcome from job_runs
       where job = any($1) group by job`,
      [ids],
    )
    expect(runs.map((r) => r.job).sort()).toEqual([...ids].sort())
    expect(runs.filter((r) => r.runs !== 1)).toEqual([])
    expect(new Set(runs.map((r) => r.outcome))).toEqual(new Set(['gone']))
  } finally {
    await db.end()
  }
})

const ADMIN = { email: 'admin@padforge.example', password: 'padforge-admin' }

test('an image uploaded through one instance is served by the other (both keep uploads in the bucket)', async () => {
  const admin = await client(INSTANCE_A)
  try {
    expect((await admin.post('/api/users/login', { data: ADMIN })).status()).toBe(200)
    const image = await sharp({ create: { width: 24, height: 16, channels: 4, background: '#c0ffee' } })
      .png()
      .toBuffer()
    const name = `two-instances-${Date.now()}.png`
    const created = await admin.post('/api/media', {
      multipart: {
        file: { name, mimeType: 'image/png', buffer: image },
        _payload: JSON.stringify({ alt: 'Uploaded through instance A' }),
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = await created.json()
    const path = `/api/media/file/${encodeURIComponent(doc.filename)}`
    const onA = await a.get(path)
    expect(onA.status()).toBe(200)
    // B never had the file on its disk (its MEDIA_DIR is its own): it reads the bucket.
    const onB = await b.get(path)
    expect(onB.status()).toBe(200)
    expect(onB.headers()['content-type']).toBe('image/png')
    expect(Buffer.compare(await onB.body(), await onA.body())).toBe(0)
    expect((await sharp(await onB.body()).metadata()).width).toBe(24)
  } finally {
    await admin.dispose()
  }
})

test('a preview composed by one instance is served by the other', async () => {
  const asked = await a.get(`/api/controller-image/front/ps5?format=webp&quantity=1`)
  expect(asked.status(), await asked.text()).toBe(200)
  const { url } = (await asked.json()) as { url: string }
  expect(url).toMatch(/^\/previews\/ps5\/front\/[0-9a-f]{64}\.webp$/)
  const onA = await a.get(url)
  expect(onA.status()).toBe(200)
  // B never composed it and holds no recipe of it: without the bucket it would answer 404.
  const onB = await b.get(url)
  expect(onB.status()).toBe(200)
  expect(onB.headers()['content-type']).toBe('image/webp')
  expect(Buffer.compare(await onB.body(), await onA.body())).toBe(0)
})
