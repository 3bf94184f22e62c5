// The launcher's files in a data folder that does not exist yet (issue 51): docs/deploy.md's recipe sets
// DATABASE_URL, PAYLOAD_SECRET and a new PADFORGE_DATA_DIR, and the prepare step's marker must still be writable.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { dataFile } from '../../../scripts/lib/data-dir.mjs'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('dataFile', () => {
  it('makes a missing data folder (nested too) so the file can be written', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'padforge-data-'))
    made.push(root)
    const dataRoot = path.join(root, 'not', 'there', 'yet')
    const marker = dataFile(dataRoot, 'prepared')
    expect(marker).toBe(path.join(dataRoot, 'prepared'))
    fs.writeFileSync(marker, 'done')
    expect(fs.readFileSync(marker, 'utf8')).toBe('done')
  })

  it('leaves an existing folder and its files as they are', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'padforge-data-'))
    made.push(root)
    fs.writeFileSync(path.join(root, 'secret'), 'kept')
    expect(fs.readFileSync(dataFile(root, 'secret'), 'utf8')).toBe('kept')
  })
})
