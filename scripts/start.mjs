// `npm start`: the whole store on one command.
//  1. the database: DATABASE_URL, else an embedded PostgreSQL kept under .data/
//  2. a production build when the sources changed since the last one
//  3. pending migrations, and the demo store on an empty database
//  4. the production server on PORT (3000), until Ctrl-C: scripts/serve.mjs, Next's handler behind a Node server that
//     tells the app each request's socket address (per-address rate limits need it)
// `npm run dev` does the same with `next dev` instead of 2 and 4.
import fs from 'node:fs'
import path from 'node:path'
import { dataFile } from './lib/data-dir.mjs'
import { resolveDatabase } from './lib/database.mjs'
import { stepFailure } from './lib/report.mjs'
import { bin, run, runStep, stopChildren } from './lib/run.mjs'
import { ensureSecret } from './lib/secret.mjs'
import { checkBuild, describeStaleness, recordBuild } from './lib/staleness.mjs'

const dev = process.argv.includes('--dev')
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
if (fs.existsSync('.env')) process.loadEnvFile('.env')
const dataRoot = path.resolve(process.env.PADFORGE_DATA_DIR ?? '.data')
const port = process.env.PORT ?? '3000'

// The database first: an embedded one is started (again, while a crashed one is still going away) and waited for
// while it recovers; a DATABASE_URL one is waited for while it says it is starting up.
const db = await resolveDatabase({ dataDir: path.join(dataRoot, 'postgres') }).catch((error) => {
  console.error(`Starting the database failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
console.log(
  db.embedded ? `Database: embedded PostgreSQL (${path.join(dataRoot, 'postgres')})` : 'Database: DATABASE_URL',
)
const env = {
  ...process.env,
  DATABASE_URL: db.url,
  PAYLOAD_SECRET: ensureSecret(dataRoot),
  PORT: port,
}

let stopping = false
/** Stops the server (and any step still running) first, then the database it was using. */
async function shutdown(code, signal = 'SIGTERM') {
  if (stopping) return
  stopping = true
  await stopChildren(signal)
  await db.stop().catch(() => {})
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(0, signal))

/**
 * Runs src/seed/prepare.ts (TypeScript through tsx's loader, registered before the script starts), which
 * writes a marker file when it has finished: a run that ends without it is an error, never a silent skip. A failure
 * says how the step ended (exit code or signal) and repeats its last output.
 */
async function prepareDatabase() {
  const marker = dataFile(dataRoot, 'prepared')
  fs.rmSync(marker, { force: true })
  const result = await runStep(process.execPath, ['--import', 'tsx', 'src/seed/prepare.ts'], {
    env: { ...env, NODE_ENV: 'production', PADFORGE_PREPARED_MARKER: marker },
  })
  if (result.code !== 0) throw new Error(stepFailure('Preparing the database', result))
  if (fs.existsSync(marker)) return
  throw new Error('Preparing the database did not finish (no migrations/seed report).')
}

try {
  const build = dev ? null : checkBuild()
  if (build?.stale) {
    console.log(`Building the store: ${describeStaleness(build)} ...`)
    const built = await runStep(bin('next'), ['build'], { env: { ...env, NODE_ENV: 'production' } })
    if (built.code !== 0) throw new Error(stepFailure('The build', built))
    // The inputs as hashed before the build: a file edited while it ran still counts as changed next time.
    recordBuild(process.cwd(), build.hashes)
  } else if (build) {
    console.log('Production build: up to date (sources unchanged since the last build)')
  }
  // Migrations and first-start seed run in their own process, so the server starts clean.
  await prepareDatabase()
  console.log(`\nPadforge is starting on http://localhost:${port}  (admin: http://localhost:${port}/admin)\n`)
  const code = dev
    ? await run(bin('next'), ['dev', '-p', port], { env })
    : await run(process.execPath, ['scripts/serve.mjs'], { env: { ...env, NODE_ENV: 'production' } })
  await shutdown(code)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await shutdown(1)
}
