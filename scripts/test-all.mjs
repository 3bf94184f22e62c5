// `npm test`: every check CI runs, in order, stopping at the first failure.
//   lint -> types -> generated files current -> unit -> integration (real Postgres) -> build -> end-to-end
//   -> two instances (one Postgres, one Redis: REDIS_URL's test, one S3 stand-in: tests/instances)
// Integration tests use TEST_DATABASE_URL (or DATABASE_URL) when set, else an embedded PostgreSQL.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { E2E_BUILD_ENV } from '../tests/e2e/support/build-env.mjs'
import { bin, run } from './lib/run.mjs'
import { checkBuild, recordBuild } from './lib/staleness.mjs'

const GENERATED = ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js']
const hashes = () => GENERATED.map((f) => createHash('sha256').update(fs.readFileSync(f)).digest('hex')).join()

async function generatedAreCurrent() {
  const before = hashes()
  for (const command of ['generate:types', 'generate:importmap']) {
    const code = await run(bin('payload'), [command])
    if (code !== 0) return code
  }
  await run(bin('biome'), ['format', '--write', ...GENERATED.filter((f) => f.endsWith('.js'))])
  if (hashes() !== before) {
    console.error(
      `\n${GENERATED.join(' / ')} changed: run \`npm run generate:types && npm run generate:importmap\` and commit them.`,
    )
    return 1
  }
  // A schema change without its migration: migrate:create (which reads no database) would write one.
  const migrations = () => fs.readdirSync('src/migrations').sort().join()
  const known = migrations()
  const index = fs.readFileSync('src/migrations/index.ts')
  const env = { ...process.env, DATABASE_URL: 'postgres://check@127.0.0.1:1/check' }
  await run(bin('payload'), ['migrate:create', 'pending_check', '--skip-empty'], { env })
  if (migrations() !== known) {
    for (const file of fs.readdirSync('src/migrations'))
      if (file.includes('pending_check')) fs.rmSync(`src/migrations/${file}`)
    fs.writeFileSync('src/migrations/index.ts', index)
    console.error(
      '\nThe collections changed without a migration: run `npm run migrate:create -- <name>` and commit it.',
    )
    return 1
  }
  return 0
}

const steps = [
  ['lint and format', () => run(bin('biome'), ['ci', '.'])],
  ['type check', () => run(bin('tsc'), ['--noEmit'])],
  ['generated Payload files are current', generatedAreCurrent],
  ['unit tests', () => run(bin('vitest'), ['run', '--project', 'unit'])],
  ['integration tests (PostgreSQL)', () => run(bin('vitest'), ['run', '--project', 'int'])],
  [
    'production build',
    // Recorded as `npm start` records its own, so the end-to-end launcher uses this build instead of making another;
    // made with the e2e store's build-time variables (its headers allow the place finder's and tag manager's peers).
    async () => {
      const { hashes } = checkBuild()
      const code = await run(bin('next'), ['build'], { env: { ...process.env, ...E2E_BUILD_ENV } })
      if (code === 0) recordBuild(process.cwd(), hashes)
      return code
    },
  ],
  [
    'end-to-end tests (Chromium)',
    () => {
      fs.rmSync('.data/e2e', { recursive: true, force: true })
      return run(bin('playwright'), ['test'])
    },
  ],
  [
    'two instances (Redis, S3)',
    () => {
      fs.rmSync('.data/instances', { recursive: true, force: true })
      return run(bin('playwright'), ['test', '-c', 'tests/instances/playwright.config.ts'])
    },
  ],
]

process.env.NEXT_TELEMETRY_DISABLED ??= '1'
const only = process.argv.slice(2)
const started = Date.now()
for (const [name, step] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue
  const t = Date.now()
  console.log(`\n━━ ${name}`)
  const code = await step()
  console.log(`━━ ${name}: ${code === 0 ? 'ok' : `FAILED (${code})`} in ${((Date.now() - t) / 1000).toFixed(0)} s`)
  if (code !== 0) process.exit(code)
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`)
