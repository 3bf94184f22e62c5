import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { dataFile } from './data-dir.mjs'

/** PAYLOAD_SECRET from the environment, else one generated once and kept in .data/secret. */
export function ensureSecret(dataRoot = path.resolve('.data')) {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = dataFile(dataRoot, 'secret')
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return fs.readFileSync(file, 'utf8').trim()
}
