// The integration tests' databases: one seeded template (global-setup.ts) and a copy of it per vitest worker.
import pg from 'pg'

/** What every integration process runs with, the template's seed included. */
export const INT_ENV = {
  PAYLOAD_SECRET: 'padforge-integration-tests',
  // Tests run the queue themselves (runDueJobs), so nothing runs behind their back.
  JOBS_RUNNER: 'off',
} as const

export const workerDatabasePrefix = (template: string) => `${template}_w`

/** Advisory-lock key the copies are made under, one at a time ('PFIT'). */
const COPY_LOCK = 0x50464954

/**
 * The database of this worker (VITEST_POOL_ID: workers running at once never share one), copied from the template on
 * the worker's first file. A worker's later files find it there, with what the earlier ones wrote, as one shared
 * database was before.
 */
export async function workerDatabase(templateUrl: string): Promise<string> {
  const template = new URL(templateUrl)
  const templateName = decodeURIComponent(template.pathname.slice(1))
  const name = `${workerDatabasePrefix(templateName)}${process.env.VITEST_POOL_ID ?? '1'}`
  const admin = new URL(templateUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [COPY_LOCK])
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database "${name}" template "${templateName}"`)
  } finally {
    await client.end() // ends the session, and with it the advisory lock
  }
  const url = new URL(templateUrl)
  url.pathname = `/${name}`
  return url.toString()
}
