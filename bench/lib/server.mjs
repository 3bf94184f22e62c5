// Shared by bench/pages.mjs and bench/lighthouse.mjs: the store to measure, command-line flags, medians and the
// PASS/MISS lines.
//
// The store: BENCH_URL when set (nothing is started or stopped), else `node scripts/start.mjs` as the e2e tests start
// it: a production build (built first when the sources changed) on its own embedded PostgreSQL under .data/bench,
// seeded with the demo store on first start. Its output goes to .data/bench/server.log.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const READY_PATH = '/api/platforms?limit=1'
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** `--name=value` or `--name value`; `fallback` when absent. */
export function flag(name, fallback) {
  const argv = process.argv.slice(2)
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === `--${name}`) return argv[i + 1] ?? fallback
    if (argv[i]?.startsWith(`--${name}=`)) return argv[i].slice(name.length + 3)
  }
  return fallback
}

/** A positive number flag. */
export function numberFlag(name, fallback) {
  const n = Number(flag(name, ''))
  return Number.isFinite(n) && n > 0 ? n : fallback
}

/** `--only=/,creator` keeps the pages whose name or path is listed (a path prefix works too); all without it. */
export function onlyPages(pages) {
  const only = flag('only', '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (only.length === 0) return pages
  return pages.filter((p) => only.some((o) => o === p.name || o === p.path || (o.length > 1 && p.path.startsWith(o))))
}

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * One target line: `p99 <= 100 ms on home: 85 ms -> PASS (15 ms under, 15%)`. `max` for an upper bound (lower is
 * better), else the value must reach the target.
 */
export function verdict(what, value, target, { max = false, unit = '', digits = 0 } = {}) {
  const show = (n) => `${n.toFixed(digits)}${unit}`
  const ok = max ? value <= target : value >= target
  const gap = Math.abs(value - target)
  const how = max ? (ok ? 'under' : 'over') : ok ? 'over' : 'short'
  const pct = target ? `, ${Math.round((gap / target) * 100)}%` : ''
  const bound = `${what} ${max ? '<=' : '>='} ${show(target)}`
  if (!Number.isFinite(value)) return `${bound}: no value -> MISS`
  return `${bound}: ${show(value)} -> ${ok ? 'PASS' : 'MISS'} (${show(gap)} ${how}${pct})`
}

/** One line about the machine, as the other benchmarks print it. */
export const machine = () =>
  `node ${process.version}, ${os.availableParallelism()} CPUs, load average ${os.loadavg()[0]?.toFixed(2)}`

async function answers(url) {
  try {
    const res = await fetch(`${url}${READY_PATH}`, { signal: AbortSignal.timeout(5000) })
    await res.arrayBuffer()
    return res.ok
  } catch {
    return false
  }
}

/**
 * The store to measure: { url, stop }. `stop` ends the server this started (its whole process group: launcher,
 * `next start`, embedded PostgreSQL) and is also called on Ctrl-C, SIGTERM and process exit. `env` is added to the
 * store's environment.
 */
export async function startStore({ timeoutMs = 20 * 60_000, env = {} } = {}) {
  if (process.env.BENCH_URL) {
    const url = process.env.BENCH_URL.replace(/\/+$/, '')
    if (!(await answers(url))) throw new Error(`BENCH_URL ${url} does not answer ${READY_PATH}.`)
    console.log(`Store: ${url} (BENCH_URL, not started here)`)
    return { url, stop: async () => {} }
  }
  const dataDir = BENCH_DATA
  fs.mkdirSync(path.join(ROOT, dataDir), { recursive: true })
  console.log(
    `Starting the store: production build on an embedded PostgreSQL (${dataDir}); the first run builds and seeds, ` +
      `which takes minutes. Log: ${dataDir}/server.log`,
  )
  return launch({
    script: 'scripts/start.mjs',
    port: process.env.BENCH_PORT ?? '3300',
    logFile: `${dataDir}/server.log`,
    timeoutMs,
    env: {
      PADFORGE_DATA_DIR: dataDir,
      MEDIA_DIR: `${dataDir}/media`,
      EMBEDDED_PG_PORT: BENCH_PG_PORT,
      // Never the developer's DATABASE_URL: an empty value makes the launcher use the embedded server.
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      ...env,
    },
  })
}

/** Where the started store keeps its data, and its embedded PostgreSQL's port. */
export const BENCH_DATA = '.data/bench'
export const BENCH_PG_PORT = process.env.BENCH_PG_PORT ?? '54399'

/**
 * Starts `node {script}` on `port` with `env` added, in its own process group, logging to `logFile`, and waits until
 * it answers: { url, stop }.
 */
export async function launch({ script, port, env, logFile, timeoutMs = 20 * 60_000 }) {
  const url = `http://localhost:${port}`
  if (await answers(url)) {
    throw new Error(`Something already answers on ${url}: stop it, or measure it with BENCH_URL=${url}.`)
  }
  const log = fs.openSync(path.join(ROOT, logFile), 'w')
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    detached: true, // its own process group, so stopping it reaches `next start` and PostgreSQL too
    stdio: ['ignore', log, log],
    env: { ...process.env, PORT: port, ...env },
  })
  fs.closeSync(log)
  let exited = false
  const exit = new Promise((resolve) => child.once('exit', resolve)).then(() => {
    exited = true
  })
  child.once('error', () => {
    exited = true
  })

  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  let stopping = null
  const stop = () => {
    stopping ??= (async () => {
      if (exited) return
      // As Ctrl-C in a terminal would: the launcher then stops `next start` and its database and exits.
      signalGroup('SIGTERM')
      const timer = setTimeout(() => signalGroup('SIGKILL'), 30_000)
      await exit
      clearTimeout(timer) // a pending timer would keep this process alive
    })()
    return stopping
  }
  process.once('exit', () => {
    if (!exited) signalGroup('SIGTERM')
  })
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping ${url} ...`)
      void stop().then(() => process.exit(130))
    })
  }

  const started = Date.now()
  while (!(await answers(url))) {
    if (exited || Date.now() - started > timeoutMs) {
      await stop()
      const tail = fs.readFileSync(path.join(ROOT, logFile), 'utf8').split('\n').slice(-30).join('\n')
      throw new Error(
        `${url} ${exited ? 'exited' : 'did not answer'} before it was ready (${logFile}, last lines):\n${tail}`,
      )
    }
    await sleep(1000)
  }
  console.log(`${url} ready after ${Math.round((Date.now() - started) / 1000)} s`)
  return { url, stop }
}

/**
 * The path of a prebuilt configured product's page, `/configured-controller/{id}` (numeric id, as product cards link
 * it): `--product=ID` when given, else the first configurable product whose page answers 200.
 */
export async function findProductPath(url) {
  const given = flag('product', '')
  if (given) return `/configured-controller/${given}`
  const query = 'limit=20&depth=0&where[isConfigurable][equals]=true&where[status][not_equals]=discontinued'
  const res = await fetch(`${url}/api/products?${query}`)
  if (!res.ok) throw new Error(`GET /api/products answered ${res.status}.`)
  const { docs = [] } = await res.json()
  for (const { id } of docs) {
    const page = await fetch(`${url}/configured-controller/${id}`, { redirect: 'manual' })
    await page.arrayBuffer()
    if (page.status === 200) return `/configured-controller/${id}`
  }
  throw new Error('No configured product page answers 200 (is the store seeded?); pass --product=ID.')
}

/** The page of a standard product (a demo accessory in stock) that answers 200. */
export async function findStandardProductPath(url) {
  const query = 'limit=20&depth=0&where[type][equals]=others&where[inStock][equals]=true&where[status][equals]=active'
  const res = await fetch(`${url}/api/products?${query}`)
  if (!res.ok) throw new Error(`GET /api/products answered ${res.status}.`)
  const { docs = [] } = await res.json()
  for (const { slug, isConfigurable } of docs) {
    if (isConfigurable) continue
    const page = await fetch(`${url}/product/${slug}`, { redirect: 'manual' })
    await page.arrayBuffer()
    if (page.status === 200) return `/product/${slug}`
  }
  throw new Error('No standard product page answers 200 (is the store seeded?).')
}

/** Fetches `url` to the last byte; resolves with { status, ms }. */
export async function timedGet(url, headers = {}) {
  const t0 = performance.now()
  const res = await fetch(url, { redirect: 'manual', headers })
  await res.arrayBuffer()
  return { status: res.status, ms: performance.now() - t0 }
}

/** Imports an optional devDependency, saying how to install it when it is missing. */
export async function importDev(name, install) {
  try {
    return await import(name)
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') throw new Error(`${name} is not installed: npm i -D ${install}`)
    throw error
  }
}
