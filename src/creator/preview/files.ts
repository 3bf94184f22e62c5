import type { Stats } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { CacheEntry } from './quota'

/** Temporary files of a write in progress (renamed into place when whole). */
const TEMPORARY = /\.tmp$/
/** A temporary file this old was left by a write that died (a finished write renames its file within seconds). */
const ABANDONED_MS = 10 * 60_000
/** Reading a file moves its last use forward only when it is older than this: one touch a minute, not one a read. */
export const TOUCH_AFTER_MS = 60_000

/** What a file takes on disk (its blocks), or its size where the file system does not say. */
export const bytesOnDisk = (stat: Stats) => (stat.blocks ? stat.blocks * 512 : stat.size)
/** What a file of `bytes` takes on a disk of 4 kB blocks, as the scans count it. */
export const blocksOf = (bytes = 0) => Math.ceil(bytes / 4096) * 4096

/** The names in a folder, or none when it does not exist (not created yet, or removed meanwhile). */
export async function listDir(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir)
  } catch {
    return []
  }
}

/**
 * The regular files of a cache folder as budget entries (bytes on disk, last use = mtime), read at once; a file
 * deleted meanwhile is left out, and temporary files abandoned by a write that died are removed.
 */
export async function scanFolder(dir: string): Promise<{ name: string; entry: CacheEntry }[]> {
  const now = Date.now()
  const found = await Promise.all(
    (await listDir(dir)).map(async (name) => {
      const file = path.join(dir, name)
      const stat = await fs.lstat(file).catch(() => null)
      if (!stat?.isFile()) return null
      if (!TEMPORARY.test(name)) return { name, entry: { file, bytes: bytesOnDisk(stat), lastUsed: stat.mtimeMs } }
      if (now - stat.mtimeMs > ABANDONED_MS) await fs.rm(file, { force: true })
      return null
    }),
  )
  return found.filter((entry) => entry !== null)
}
