import type { Stats } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

/** What a file takes on disk (its blocks), or its size where the file system does not say. */
export const bytesOnDisk = (stat: Stats) => (stat.blocks ? stat.blocks * 512 : stat.size)

/** The names in a folder, or none when it does not exist (not created yet, or removed meanwhile). */
export async function listDir(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir)
  } catch {
    return []
  }
}

/** The regular files of a folder with their stats, read at once; a file deleted meanwhile is left out. */
export async function regularFiles(dir: string): Promise<{ name: string; file: string; stat: Stats }[]> {
  const found = await Promise.all(
    (await listDir(dir)).map(async (name) => {
      const file = path.join(dir, name)
      const stat = await fs.lstat(file).catch(() => null)
      return stat?.isFile() ? { name, file, stat } : null
    }),
  )
  return found.filter((entry) => entry !== null)
}
