/**
 * The size bounds of the preview disk cache and which files go when it is over them. Pure: no file system here,
 * `cache-keeper.ts` scans the folder and deletes what this module picks.
 *
 * Images are kept under `PREVIEW_CACHE_MAX_MB` (default 512). Each image has a recipe beside it (what to compose, a
 * few hundred bytes, one disk block), kept under its own, larger budget `PREVIEW_RECIPE_MAX_MB` (default 64, about
 * 16 000 recipes at 4 kB a block), so an image evicted long ago can still be composed again on demand. When a write
 * takes either past its budget, the least recently used files go until it is down to 90 % of it, so the next few
 * writes do not each pay for a scan.
 */

/** A file of the cache with what eviction weighs: its bytes on disk and when it was last used (ms since epoch). */
export interface CacheEntry {
  file: string
  bytes: number
  lastUsed: number
}

export interface CacheBudget {
  /** Images: evict when their total passes this many bytes. */
  imageBytes: number
  /** Recipes: the same, for the recipes. */
  recipeBytes: number
}

/** Evict down to this share of the budget. */
export const EVICT_TO = 0.9

const MB = 1024 * 1024

function megabytes(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback * MB
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a number of megabytes above 0, not "${raw}".`)
  return Math.round(value * MB)
}

/** The budgets from the environment (fractions of a megabyte are allowed: tests use tiny ones). */
export function cacheBudget(env: Readonly<Record<string, string | undefined>>): CacheBudget {
  return {
    imageBytes: megabytes(env.PREVIEW_CACHE_MAX_MB, 'PREVIEW_CACHE_MAX_MB', 512),
    recipeBytes: megabytes(env.PREVIEW_RECIPE_MAX_MB, 'PREVIEW_RECIPE_MAX_MB', 64),
  }
}

export const sumBytes = (entries: readonly CacheEntry[]): number => entries.reduce((sum, e) => sum + e.bytes, 0)

/**
 * The entries to delete, least recently used first, so that what stays fits in `EVICT_TO` of `budget`; none while the
 * total is within the budget. Files in `keep` are never picked (the image a composition just wrote: its caller is
 * about to use it). Ties (same last use) go in file-name order, so the plan is deterministic.
 */
export function evictionPlan(
  entries: readonly CacheEntry[],
  budget: number,
  keep: ReadonlySet<string> = new Set(),
): CacheEntry[] {
  let total = sumBytes(entries)
  if (total <= budget) return []
  const target = Math.floor(budget * EVICT_TO)
  const oldestFirst = entries
    .filter((e) => !keep.has(e.file))
    .sort((a, b) => a.lastUsed - b.lastUsed || (a.file < b.file ? -1 : 1))
  const plan: CacheEntry[] = []
  for (const entry of oldestFirst) {
    if (total <= target) break
    plan.push(entry)
    total -= entry.bytes
  }
  return plan
}
