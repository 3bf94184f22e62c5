// Run by `npm start` before the server: applies pending migrations and, on an empty database, seeds
// the demo store and prints the demo logins.
import fs from 'node:fs'
import config from '@payload-config'
import { getPayload } from 'payload'
import { runMigrations } from '../server/migrate'
import { DEMO_USERS, ensureReferenceData, isEmpty, seed } from './index'

const payload = await getPayload({ config })
await runMigrations(payload)
await ensureReferenceData(payload, (m) => payload.logger.info(`reference data: ${m}`))
if (await isEmpty(payload)) {
  payload.logger.info('Empty database: writing the demo store (first start only) ...')
  await seed(payload, (m) => payload.logger.info(`seed: ${m}`))
  const lines = DEMO_USERS.map((u) => `  ${u.role.padEnd(13)} ${u.email.padEnd(32)} ${u.password}`)
  console.log(`\nDemo logins (change them before going live):\n${lines.join('\n')}\n`)
}
await payload.destroy()
// Tells the launcher this step really finished.
if (process.env.PADFORGE_PREPARED_MARKER)
  fs.writeFileSync(process.env.PADFORGE_PREPARED_MARKER, new Date().toISOString())
process.exit(0)
