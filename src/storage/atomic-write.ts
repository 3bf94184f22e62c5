import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * Writes `data` (one buffer, or several one after another) to `file` through a temporary file in the same folder and a
 * rename, so readers never see half a file.
 */
export async function writeFileAtomically(file: string, data: Buffer | readonly Buffer[]): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  try {
    await fs.writeFile(temporary, data)
    await fs.rename(temporary, file)
  } catch (error) {
    await fs.rm(temporary, { force: true })
    throw error
  }
}
