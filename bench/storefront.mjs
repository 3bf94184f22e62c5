/**
 * Storefront benchmark (issue 14, "Scale"): on the demo store plus `seed:scale` (10,000 products, 100,000 reviews),
 * p50/p95 of a filtered listing, a product page, a search and a compare query, uncached (every request a distinct
 * page, so neither the page cache nor the data cache holds it), and the admin's product list.
 *
 *   node bench/storefront.mjs [--requests=60] [--no-seed]
 *
 * The store: as bench/pages.mjs (bench/lib/server.mjs: a production build on .data/bench, or BENCH_URL). Before
 * measuring it runs `src/seed/scale.ts` on that store's database (the embedded one of .data/bench, or
 * BENCH_DATABASE_URL) unless --no-seed; it adds only what is missing. Rows written by SQL are unknown to caches of a
 * store that was already running, so with BENCH_URL restart the store after the first seeding.
 *
 * Targets on this machine: listing and search p95 <= 100 ms uncached; the admin's product list < 1 s.
 * Prints PASS or MISS per target; never fails a build.
 */
import { spawnSync } from 'node:child_process'
import { adminClient } from './lib/edits.mjs'
import { flag, machine, numberFlag, startStore, timedGet, verdict } from './lib/server.mjs'

const REQUESTS = Math.floor(numberFlag('requests', 60))
const SEED = flag('no-seed', null) === null && !process.argv.includes('--no-seed')
const PLATFORMS = ['playstation-5', 'xbox-one-s', 'xbox-series-x', 'playstation-4', 'nintendo-switch']
const SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'name']

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? Number.NaN
}

/** Times GETs of `paths` one after another; every answer must be `ok`. */
async function timeAll(url, paths, headers = {}, ok = [200]) {
  const times = []
  for (const path of paths) {
    const { status, ms } = await timedGet(`${url}${path}`, headers)
    if (!ok.includes(status)) throw new Error(`GET ${path} answered ${status}`)
    times.push(ms)
  }
  return times
}

async function timePosts(url, calls) {
  const times = []
  for (const { path, body } of calls) {
    const t0 = performance.now()
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(body),
    })
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`POST ${path} answered ${res.status}`)
    times.push(performance.now() - t0)
  }
  return times
}

const row = (name, times) =>
  `${name.padEnd(34)} n=${String(times.length).padStart(3)}  p50 ${percentile(times, 0.5).toFixed(1).padStart(7)} ms` +
  `  p95 ${percentile(times, 0.95).toFixed(1).padStart(7)} ms  max ${Math.max(...times)
    .toFixed(1)
    .padStart(7)} ms`

/** Distinct listing addresses: filters, sorts and pages mixed, none asked twice. */
function listingPaths(count, pages) {
  const paths = new Set()
  for (let i = 0; paths.size < count; i++) {
    const search = new URLSearchParams()
    if (i % 3 === 1) search.append('platform[]', PLATFORMS[i % PLATFORMS.length])
    if (i % 3 === 2) search.append('platform[]', PLATFORMS[(i + 2) % PLATFORMS.length])
    search.set('sort', SORTS[i % SORTS.length])
    search.set('page', String(2 + ((i * 37) % Math.max(pages - 1, 1))))
    paths.add(`/store?${search}`)
  }
  return [...paths]
}

async function exists(url, path, init) {
  const res = await fetch(`${url}${path}`, { redirect: 'manual', ...init })
  await res.arrayBuffer()
  return res.status !== 404
}

const store = await startStore()
try {
  console.log(`Storefront benchmark: ${machine()}`)
  if (SEED) {
    const database =
      process.env.BENCH_DATABASE_URL ??
      (process.env.BENCH_URL
        ? null
        : `postgres://postgres:padforge@127.0.0.1:${process.env.BENCH_PG_PORT ?? '54399'}/padforge`)
    if (!database) throw new Error('With BENCH_URL set BENCH_DATABASE_URL too (or pass --no-seed).')
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/scale.ts'], {
      env: { ...process.env, DATABASE_URL: database },
      stdio: 'inherit',
    })
    if (seeded.status !== 0) throw new Error('seed:scale failed')
  }
  const { url } = store
  const count = await (await fetch(`${url}/api/products?limit=1&depth=0`)).json()
  const reviews = await (await fetch(`${url}/api/reviews?limit=1&depth=0`)).json().catch(() => ({}))
  console.log(`Catalog: ${count.totalDocs} products, ${reviews.totalDocs ?? '?'} approved reviews readable`)

  const pages = Math.ceil(count.totalDocs / 24)
  const listings = listingPaths(REQUESTS, pages)
  const listingTimes = await timeAll(url, listings)
  console.log(row('listing, filtered (uncached)', listingTimes))
  console.log(row('listing, same again (cached data)', await timeAll(url, listings)))
  await timeAll(url, ['/store'])
  console.log(row('listing, default view (cached page)', await timeAll(url, Array(REQUESTS).fill('/store'))))

  const scale = await (
    await fetch(`${url}/api/products?limit=${REQUESTS}&depth=0&where[slug][like]=scale-&where[status][equals]=active`)
  ).json()
  const ids = scale.docs.map((d) => d.id)
  let productTimes = null
  if (await exists(url, `/product/${scale.docs[0]?.slug}`)) {
    productTimes = await timeAll(
      url,
      scale.docs.map((d) => `/product/${d.slug}`),
    )
    console.log(row('product page (uncached)', productTimes))
  } else console.log('product page: /product/{slug} is not built yet')

  let searchTimes = null
  if (await exists(url, '/search?q=aurora')) {
    const words = ['aurora', 'carbon', 'neon pro', 'glacier', 'ember elite', 'shadow', 'chrome', 'nova', 'viper']
    searchTimes = await timeAll(
      url,
      Array.from({ length: REQUESTS }, (_, i) => `/search?q=${encodeURIComponent(`${words[i % words.length]} ${i}`)}`),
    )
    console.log(row('search (uncached)', searchTimes))
  } else console.log('search: /search is not built yet')

  if (
    await exists(url, '/api/compare-products', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: '{"productIds":[]}',
    })
  ) {
    const calls = Array.from({ length: REQUESTS }, (_, i) => ({
      path: '/api/compare-products',
      body: { productIds: [ids[i % ids.length], ids[(i + 1) % ids.length], ids[(i + 2) % ids.length]] },
    }))
    console.log(row('compare query (POST /api/compare-products)', await timePosts(url, calls)))
  } else console.log('compare: POST /api/compare-products is not built yet')

  const admin = await adminClient(url)
  const cookie = admin.cookie
  const adminPages = Array.from({ length: 10 }, (_, i) => `/admin/collections/products?limit=10&page=${1 + i * 37}`)
  const adminTimes = await timeAll(url, adminPages, { cookie })
  console.log(row('admin product list (HTML)', adminTimes))
  const adminApi = await timeAll(
    url,
    Array.from({ length: 10 }, (_, i) => `/api/products?limit=10&depth=0&page=${1 + i * 41}&sort=-createdAt`),
    { cookie },
  )
  console.log(row('admin product list (REST)', adminApi))

  console.log('')
  console.log(verdict('listing p95 (uncached)', percentile(listingTimes, 0.95), 100, { max: true, unit: ' ms' }))
  if (searchTimes)
    console.log(verdict('search p95 (uncached)', percentile(searchTimes, 0.95), 100, { max: true, unit: ' ms' }))
  console.log(verdict('admin product list p95', percentile(adminTimes, 0.95), 1000, { max: true, unit: ' ms' }))
} finally {
  await store.stop()
}
