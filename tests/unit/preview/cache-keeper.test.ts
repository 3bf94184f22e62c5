// The cache keeper on a real folder (a temporary one): scans, evicts least recently used files, marks use.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { markUsed, noteWritten, scanCache } from '../../../src/creator/preview/cache-keeper'

let root: string
const hex = (n: number) => n.toString(16).padStart(64, '0')

/** Writes a file under `{root}/ps5/front/` with its last use `ageMs` ago. */
function put(name: string, bytes: number, ageMs: number): string {
  const file = path.join(root, 'ps5', 'front', name)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, Buffer.alloc(bytes, 1))
  const when = new Date(Date.now() - ageMs)
  fs.utimesSync(file, when, when)
  return file
}
const names = () => fs.readdirSync(path.join(root, 'ps5', 'front')).sort()

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'padforge-cache-keeper-'))
  process.env.PREVIEW_CACHE_DIR = root
})

afterEach(() => {
  for (const name of ['PREVIEW_CACHE_DIR', 'PREVIEW_CACHE_MAX_MB', 'PREVIEW_RECIPE_MAX_MB']) delete process.env[name]
  fs.rmSync(root, { recursive: true, force: true })
})

describe('preview cache keeper', () => {
  it('scans images and recipes by their bytes on disk and last use, and removes abandoned temporary files', async () => {
    put(`${hex(1)}.png`, 10_000, 5_000)
    put(`${hex(1)}.png.json`, 200, 5_000)
    put(`${hex(2)}.webp`, 5_000, 1_000)
    put(`${hex(3)}.png.123.abcdef.tmp`, 100, 60 * 60_000) // left by a write that died
    put(`${hex(4)}.png.123.abcdef.tmp`, 100, 1_000) // a write under way
    put('notes.txt', 10, 0)
    const { images, recipes } = await scanCache(root)
    expect(images.map((e) => path.basename(e.file)).sort()).toEqual([`${hex(1)}.png`, `${hex(2)}.webp`])
    expect(recipes.map((e) => path.basename(e.file))).toEqual([`${hex(1)}.png.json`])
    expect(images.find((e) => e.file.endsWith('.png'))!.bytes).toBeGreaterThanOrEqual(10_000)
    expect(names()).not.toContain(`${hex(3)}.png.123.abcdef.tmp`)
    expect(names()).toContain(`${hex(4)}.png.123.abcdef.tmp`)
    expect(await scanCache(path.join(root, 'none'))).toEqual({ images: [], recipes: [] })
  })

  it('evicts the least recently used images past the budget, keeping the file just written and every recipe', async () => {
    process.env.PREVIEW_CACHE_MAX_MB = String(100_000 / 2 ** 20) // 100 kB
    for (let i = 1; i <= 4; i++) {
      put(`${hex(i)}.png`, 20_480, (10 - i) * 60_000) // 1 is the oldest
      put(`${hex(i)}.png.json`, 300, (10 - i) * 60_000)
    }
    // The first write of a process scans: 80 kB is within 100 kB, nothing goes.
    await noteWritten({ images: 20_480, recipes: 300 })
    expect(names().filter((n) => n.endsWith('.png'))).toHaveLength(4)
    // A fifth image takes it to 100 kB and more (the disk rounds up to blocks): down to 90 kB, the oldest goes.
    const fresh = put(`${hex(5)}.png`, 20_480, 0)
    await noteWritten({ images: 20_480 }, [fresh])
    expect(names().filter((n) => n.endsWith('.png'))).toEqual([hex(2), hex(3), hex(4), hex(5)].map((h) => `${h}.png`))
    expect(names().filter((n) => n.endsWith('.json'))).toHaveLength(4)
  })

  it('keeps recipes under their own budget, least recently used first', async () => {
    process.env.PREVIEW_RECIPE_MAX_MB = String((3 * 4096) / 2 ** 20) // three blocks
    for (let i = 1; i <= 4; i++) put(`${hex(i)}.png.json`, 300, (10 - i) * 60_000)
    await noteWritten({ recipes: 300 })
    expect(names()).toEqual([hex(3), hex(4)].map((h) => `${h}.png.json`))
  })

  it('never evicts a file it was told to keep, even when that one alone is over the budget', async () => {
    process.env.PREVIEW_CACHE_MAX_MB = String(10_000 / 2 ** 20)
    const big = put(`${hex(1)}.png`, 50_000, 0)
    put(`${hex(2)}.png`, 5_000, 60_000)
    await noteWritten({ images: 50_000 }, [big])
    expect(names()).toEqual([`${hex(1)}.png`])
  })

  it('marks a use by moving the last use forward, at most once a minute, and ignores missing files', async () => {
    const old = put(`${hex(1)}.png`, 100, 60 * 60_000)
    const recent = put(`${hex(2)}.png`, 100, 10_000)
    const recentBefore = fs.statSync(recent).mtimeMs
    await markUsed([old, recent, path.join(root, 'ps5', 'front', 'gone.png')])
    expect(Date.now() - fs.statSync(old).mtimeMs).toBeLessThan(5_000)
    expect(fs.statSync(recent).mtimeMs).toBe(recentBefore)
  })
})
