/**
 * Composed previews shared through the bucket (issue 33), so an image one instance composed is served by all. The
 * local disk cache stays the first tier: the bucket is asked only for what this instance does not hold, and what it
 * gives is copied into the local cache. Keys: `previews/{platform}/{side}/{hash}.{ext}` for images and
 * `preview-recipes/…` for their recipes, apart so an S3 lifecycle rule can expire old images while every recipe stays
 * (an expired image is composed again from it, as after a local eviction).
 *
 * The bucket is a cache here: when it fails, the error is logged and the caller composes locally. Nothing in this file
 * throws. No bucket configured: every call answers at once (false, 'none').
 */
import fs from 'node:fs/promises'
import { KEY_PREFIXES } from '../../lib/storage/s3-settings'
import { sharedBucket } from '../../storage/bucket'
import { noteWritten } from './cache-keeper'
import { recipeFile } from './recipe'
import { CONTENT_TYPES, fileExists, type PreviewLocation, previewFile, writeFileAtomically } from './store'

/** Where a failure goes: the caller's logger (`payload.logger.warn`), else the console. */
export type SharedLog = (message: string, error: unknown) => void

const consoleLog: SharedLog = (message, error) =>
  console.warn(`${message}: ${error instanceof Error ? error.message : String(error)}`)

const nameOf = (l: PreviewLocation) => `${l.platform}/${l.side}/${l.hash}.${l.format}`
export const sharedPreviewKey = (l: PreviewLocation) => `${KEY_PREFIXES.previews}${nameOf(l)}`
export const sharedRecipeKey = (l: PreviewLocation) => `${KEY_PREFIXES.recipes}${nameOf(l)}.json`

/**
 * Puts a composed image and its recipe (read from the local cache) into the bucket, the recipe first, so an image
 * there always has one. True when both are there now.
 */
export async function sharePreview(location: PreviewLocation, log: SharedLog = consoleLog): Promise<boolean> {
  const bucket = sharedBucket()
  if (!bucket) return false
  try {
    const [image, recipe] = await Promise.all([
      fs.readFile(previewFile(location)),
      fs.readFile(recipeFile(location)).catch(() => null),
    ])
    if (!recipe) return false // an image without its recipe could not be made again after the bucket expires it
    await bucket.put(sharedRecipeKey(location), recipe, 'application/json')
    await bucket.put(sharedPreviewKey(location), image, CONTENT_TYPES[location.format])
    return true
  } catch (error) {
    log(`Preview ${nameOf(location)} not shared in the bucket (composed here only)`, error)
    return false
  }
}

/**
 * Copies what the bucket holds of a preview this instance lacks into the local cache: 'image' when the image is now
 * on disk (with its recipe), 'recipe' when only the recipe was there (the image expired: compose it from that),
 * 'none' otherwise, or when the bucket failed.
 */
export async function fetchSharedPreview(
  location: PreviewLocation,
  log: SharedLog = consoleLog,
): Promise<'image' | 'recipe' | 'none'> {
  const bucket = sharedBucket()
  if (!bucket) return 'none'
  try {
    const [image, recipe] = await Promise.all([
      bucket.get(sharedPreviewKey(location)),
      bucket.get(sharedRecipeKey(location)),
    ])
    const written: string[] = []
    if (recipe && !(await fileExists(recipeFile(location)))) {
      await writeFileAtomically(recipeFile(location), recipe)
      written.push(recipeFile(location))
    }
    if (image) {
      await writeFileAtomically(previewFile(location), image)
      written.push(previewFile(location))
    }
    if (written.length > 0)
      await noteWritten({ images: image?.byteLength ?? 0, recipes: recipe?.byteLength ?? 0 }, written)
    return image ? 'image' : recipe ? 'recipe' : 'none'
  } catch (error) {
    log(`Preview ${nameOf(location)} not read from the bucket (composing it here)`, error)
    return 'none'
  }
}

/** Whether the bucket holds the preview or its recipe (so this instance can serve it); false when the bucket fails. */
export async function sharedPreviewExists(location: PreviewLocation, log: SharedLog = consoleLog): Promise<boolean> {
  const bucket = sharedBucket()
  if (!bucket) return false
  try {
    return (await bucket.has(sharedPreviewKey(location))) || (await bucket.has(sharedRecipeKey(location)))
  } catch (error) {
    log(`Preview ${nameOf(location)}: the bucket did not answer`, error)
    return false
  }
}
