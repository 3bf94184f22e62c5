// Runs a command with DATABASE_URL and PAYLOAD_SECRET set, starting the embedded database if needed.
//   node scripts/with-db.mjs payload migrate
import fs from 'node:fs'
import { resolveDatabase } from './lib/database.mjs'
import { bin, run } from './lib/run.mjs'
import { ensureSecret } from './lib/secret.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/with-db.mjs <command> [args...]')
  process.exit(2)
}
if (fs.existsSync('.env')) process.loadEnvFile('.env')
const db = await resolveDatabase()
const env = { ...process.env, DATABASE_URL: db.url, PAYLOAD_SECRET: ensureSecret() }
const local = bin(command)
const code = await run(fs.existsSync(local) ? local : command, args, { env })
await db.stop()
process.exit(code)
