/**
 * The disk cache of composed previews: `{PREVIEW_CACHE_DIR}/{platform}/{side}/{hash}.{png|webp}` (default
 * `media/cache/previews` under the working directory), served at `/previews/{platform}/{side}/{hash}.{ext}` by
 * `src/app/(frontend)/previews/[...path]/route.ts`. A file's name is the hash of what it shows, so it never changes
 * once written: it is written to a temporary file and renamed into place, and served as immutable.
 * No sharp and no Payload here: the Next route imports it.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { PREVIEW_SIDES, type PreviewSide } from '../../lib/platforms'
import { isValidSlug } from '../../lib/slug'
import type { OutputFormat } from './layers'

export const PREVIEW_URL_PREFIX = '/previews'

export const CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = { png: 'image/png', webp: 'image/webp' }

/** Read on every call (not at import) so tests and tools can point it elsewhere. */
export function previewCacheDir(): string {
  return path.resolve(process.env.PREVIEW_CACHE_DIR || 'media/cache/previews')
}

export interface PreviewLocation {
  platform: string
  side: PreviewSide
  hash: string
  format: OutputFormat
}

const HASH = /^[0-9a-f]{64}$/
const FILE = /^([0-9a-f]{64})\.(png|webp)$/

function checked(location: PreviewLocation): PreviewLocation {
  if (!isValidSlug(location.platform)) throw new Error(`Not a platform slug: ${JSON.stringify(location.platform)}`)
  if (!PREVIEW_SIDES.includes(location.side)) throw new Error(`Not a side: ${JSON.stringify(location.side)}`)
  if (!HASH.test(location.hash)) throw new Error(`Not a preview hash: ${JSON.stringify(location.hash)}`)
  if (!(location.format in CONTENT_TYPES)) throw new Error(`Not a preview format: ${JSON.stringify(location.format)}`)
  return location
}

export function previewFile(location: PreviewLocation): string {
  const { platform, side, hash, format } = checked(location)
  return path.join(previewCacheDir(), platform, side, `${hash}.${format}`)
}

export function previewUrl(location: PreviewLocation): string {
  const { platform, side, hash, format } = checked(location)
  return `${PREVIEW_URL_PREFIX}/${platform}/${side}/${hash}.${format}`
}

/**
 * The location named by the path segments after `/previews/`, or null when they are not exactly
 * `{platform}/{side}/{64 hex}.{png|webp}` (so no `..`, no separators, no other files are ever reachable).
 */
export function parsePreviewPath(segments: readonly string[]): PreviewLocation | null {
  if (segments.length !== 3) return null
  const [platform, side, file] = segments as [string, string, string]
  const match = FILE.exec(file)
  if (!match || !isValidSlug(platform) || !(PREVIEW_SIDES as readonly string[]).includes(side)) return null
  return { platform, side: side as PreviewSide, hash: match[1]!, format: match[2] as OutputFormat }
}

export async function fileExists(file: string): Promise<boolean> {
  try {
    await fs.access(file)
    return true
  } catch {
    return false
  }
}

export { writeFileAtomically } from '../../storage/atomic-write'

/** Deletes the cached previews of a platform (of one side, or all sides). Returns how many images it deleted. */
export async function deletePreviews(platform: string, side?: PreviewSide): Promise<number> {
  if (!isValidSlug(platform)) throw new Error(`Not a platform slug: ${JSON.stringify(platform)}`)
  let deleted = 0
  for (const s of side ? [side] : PREVIEW_SIDES) {
    const dir = path.join(previewCacheDir(), platform, s)
    let names: string[]
    try {
      names = await fs.readdir(dir)
    } catch {
      continue
    }
    for (const name of names) {
      if (!FILE.test(name)) continue // temporary files of compositions under way finish on their own
      try {
        await fs.unlink(path.join(dir, name))
        deleted += 1
      } catch {
        // deleted by another request meanwhile
      }
    }
  }
  return deleted
}
