import fs from 'node:fs'
import path from 'node:path'

/**
 * A file of the launcher's in the data folder (`PADFORGE_DATA_DIR`), the folder made first: with `DATABASE_URL` and
 * `PAYLOAD_SECRET` from the environment nothing else creates it, and the prepare step's marker then failed with ENOENT
 * after the whole first start (issue 51).
 */
export function dataFile(dataRoot, name) {
  fs.mkdirSync(dataRoot, { recursive: true })
  return path.join(dataRoot, name)
}
