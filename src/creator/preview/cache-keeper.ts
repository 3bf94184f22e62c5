/**
 * Keeps the preview disk cache within its budgets (`quota.ts`): least recently used images and recipes are deleted
 * when a write takes either past its budget. No Payload and no sharp: the previews route imports it.
 *
 * - Last use is the file's mtime: written when composed, moved forward when the image is served again (`markUsed`,
 *   at most once a minute per file). It survives restarts and is shared by every process using the folder, with no
 *   index file to keep consistent.
 * - Each process keeps a running total per folder: the last scan plus its own writes since. A write that takes it past
 *   a budget scans the folder (the real total, other processes' writes included) and evicts, one eviction at a time
 *   per process; a write more than a minute after the last scan rescans in the background, so files written by other
 *   processes are noticed even while this one stays under its own estimate.
 * - Deleting a file another process is about to serve is harmless: a file being read stays readable until closed,
 *   and a file gone before it was opened is composed again from its recipe by the previews route.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { blocksOf, listDir, scanFolder, TOUCH_AFTER_MS } from './files'
import { type CacheEntry, cacheBudget, evictionPlan, sumBytes } from './quota'
import { Semaphore } from './semaphore'
import { previewCacheDir } from './store'

const IMAGE = /^[0-9a-f]{64}\.(png|webp)$/
const RECIPE = /^[0-9a-f]{64}\.(png|webp)\.json$/

/** Rescan at least this often while writing, to see other processes' writes. */
const RESCAN_MS = 60_000

interface Totals {
  images: number
  recipes: number
  /** 0: never scanned, so the first write of a process looks at the disk. */
  scannedAt: number
}

const totals = new Map<string, Totals>()
const evictions = new Semaphore(1)

/** Every image and recipe under the cache folder (`{platform}/{side}/{file}`); removes abandoned temporary files. */
export async function scanCache(root: string): Promise<{ images: CacheEntry[]; recipes: CacheEntry[] }> {
  const images: CacheEntry[] = []
  const recipes: CacheEntry[] = []
  for (const platform of await listDir(root)) {
    for (const side of await listDir(path.join(root, platform))) {
      for (const { name, entry } of await scanFolder(path.join(root, platform, side))) {
        if (IMAGE.test(name)) images.push(entry)
        else if (RECIPE.test(name)) recipes.push(entry)
      }
    }
  }
  return { images, recipes }
}

function totalsOf(root: string): Totals {
  let held = totals.get(root)
  if (!held) {
    held = { images: 0, recipes: 0, scannedAt: 0 }
    totals.set(root, held)
  }
  return held
}

/** Scans the folder and deletes the least recently used files past each budget, never those in `keep`. */
async function enforce(root: string, keep: ReadonlySet<string>): Promise<void> {
  const budget = cacheBudget(process.env)
  const { images, recipes } = await scanCache(root)
  const evictImages = evictionPlan(images, budget.imageBytes, keep)
  const evictRecipes = evictionPlan(recipes, budget.recipeBytes, keep)
  await Promise.all([...evictImages, ...evictRecipes].map((entry) => fs.rm(entry.file, { force: true })))
  // Writes that finished during the scan may be counted twice or not at all here; the next scan corrects it.
  totals.set(root, {
    images: sumBytes(images) - sumBytes(evictImages),
    recipes: sumBytes(recipes) - sumBytes(evictRecipes),
    scannedAt: Date.now(),
  })
}

/**
 * Counts files this process wrote into the cache (`keep`: their paths, never evicted by this call). When that takes a
 * budget past its limit it evicts before answering, so the folder is within its budgets when the composition that
 * wrote the files returns (give or take those files).
 */
export async function noteWritten(
  added: { images?: number; recipes?: number },
  keep: readonly string[] = [],
): Promise<void> {
  const root = previewCacheDir()
  const held = totalsOf(root)
  held.images += blocksOf(added.images)
  held.recipes += blocksOf(added.recipes)
  const budget = cacheBudget(process.env)
  const over = () => {
    const now = totalsOf(root)
    return now.images > budget.imageBytes || now.recipes > budget.recipeBytes || now.scannedAt === 0
  }
  if (over()) {
    // Another eviction may have brought it down while this one waited its turn.
    await evictions.run(() => (over() ? enforce(root, new Set(keep)) : Promise.resolve()))
  } else if (Date.now() - held.scannedAt > RESCAN_MS) {
    held.scannedAt = Date.now() // one background rescan at a time
    void evictions.run(() => enforce(root, new Set())).catch(() => {})
  }
}

/** Forgets the running totals (after files were deleted behind the keeper's back): the next write scans. */
export function forgetCacheTotals(): void {
  totals.clear()
}

/** Moves the last use of these files forward (serving an image counts as a use of it and of its recipe). */
export async function markUsed(files: readonly string[]): Promise<void> {
  const now = new Date()
  await Promise.all(
    files.map(async (file) => {
      try {
        const stat = await fs.stat(file)
        if (now.getTime() - stat.mtimeMs > TOUCH_AFTER_MS) await fs.utimes(file, now, now)
      } catch {
        // gone meanwhile: nothing to mark
      }
    }),
  )
}
