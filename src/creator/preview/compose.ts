/**
 * Server-side composed previews (creator.md section 7): the layers of a configuration on one side, stacked as the
 * browser stacks them, as a PNG or WebP file in the disk cache, named by the hash of its layers.
 *
 * - The layers and their order come from `layers.ts`; the catalog snapshot from `catalog.ts`.
 * - An image is composed at most once per process: a file already on disk is answered at once (`cached: true`),
 *   requests for a hash being composed wait for that composition, and the composition re-checks the disk when it
 *   gets its turn. Several processes may race on a new hash; they write the same bytes and the rename is atomic.
 * - At most PREVIEW_MAX_COMPOSITIONS (default 2) compositions run at once; the others wait in turn.
 * - Decoded, trimmed layers stay in memory (`raster.ts`) and on disk (`layer-disk.ts`), for the next process.
 * - Beside each image goes its recipe (`recipe.ts`), from which the previews route composes it again after the cache
 *   keeper (`cache-keeper.ts`) evicted it to keep the folder within PREVIEW_CACHE_MAX_MB.
 *
 * Configurations: only chosen option value ids draw. An option key or value id that is not on the platform is a
 * `PreviewSelectionError` (422); a side the platform does not show, or one with nothing to draw, a
 * `PreviewSideError` (404); an unknown platform an `UnknownPlatformError` (404).
 */
import path from 'node:path'
import type { Payload } from 'payload'
import type { PreviewSide } from '../../lib/platforms'
import { mediaFilesIn } from '../../storage/media-files'
import type { Selection } from '../selection'
import { forgetCacheTotals, noteWritten } from './cache-keeper'
import { previewCatalog } from './catalog'
import { chosenValueLayers } from './chosen'
import { PreviewSideError } from './errors'
import { forgetLayersOnDisk } from './layer-disk'
import { changedAt, type LayerRef, layerHash, stackLayers } from './layers'
import { canvasFor, composeLayers, decodedLayer, forgetDecodedLayers, PREVIEW_WIDTH } from './raster'
import { recipeFile, writeRecipe } from './recipe'
import { Semaphore } from './semaphore'
import { fetchSharedPreview, type SharedLog, sharePreview } from './shared'
import { countComposition, maxCompositions } from './stats'
import { deletePreviews, fileExists, type PreviewLocation, previewFile, previewUrl, writeFileAtomically } from './store'

export type ImageFormat = 'png' | 'webp'

export interface ComposedImage {
  url: string
  hash: string
  cached: boolean
}

export interface ComposeOptions {
  /**
   * Runs only when the image is neither on disk nor being composed, before any work: a rate limit for the misses that
   * cost CPU and disk (`() => consume(req, 'preview')`). What it throws is thrown by `composePreview`.
   */
  beforeCompose?: () => Promise<void>
}

const compositions = new Semaphore(maxCompositions())
const inFlight = new Map<string, Promise<void>>()

function mediaDir(payload: Payload): string {
  const dir = payload.collections.media?.config.upload.staticDir
  if (!dir) throw new Error('The media collection has no staticDir: layer files cannot be read.')
  return path.resolve(dir)
}

async function composeToDisk(
  payload: Payload,
  layers: LayerRef[],
  location: PreviewLocation,
  selection: Selection,
): Promise<void> {
  const file = previewFile(location)
  if (await fileExists(file)) return // composed meanwhile
  const canvas = canvasFor(layers, PREVIEW_WIDTH)
  // The layer files: the media folder, or copies of the bucket's objects (src/storage/media-files.ts).
  const dir = await mediaFilesIn(
    mediaDir(payload),
    layers.map((layer) => ({ filename: layer.filename, changedAt: changedAt(layer) })),
  )
  // The bottom layer whole (the others are composited onto it), the others trimmed.
  const decoded = await Promise.all(layers.map((layer, i) => decodedLayer(dir, layer, canvas, i > 0)))
  const image = await composeLayers(decoded, canvas, location.format)
  await writeFileAtomically(file, image)
  countComposition()
  const recipeBytes = await writeRecipe(location, selection)
  await noteWritten({ images: image.byteLength, recipes: recipeBytes }, [file, recipeFile(location)])
  // In the bucket before the answer names it, so another instance asked for it next finds it there.
  await sharePreview(location, logTo(payload))
}

const logTo =
  (payload: Payload): SharedLog =>
  (message, error) =>
    payload.logger.warn({ err: error }, message)

/**
 * The URL of the composed image of a configuration on one side; composes it when it is not cached yet (calling
 * `options.beforeCompose` first, only then).
 */
export async function composePreview(
  payload: Payload,
  platformSlug: string,
  selection: Selection,
  side: PreviewSide,
  format: ImageFormat = 'png',
  options: ComposeOptions = {},
): Promise<ComposedImage> {
  const catalog = await previewCatalog(payload, platformSlug)
  if (!catalog.sides.includes(side))
    throw new PreviewSideError(`${platformSlug} has no ${side} view: its sides are ${catalog.sides.join(', ')}.`)
  const layers = chosenValueLayers(catalog, selection)
  const stack = stackLayers(side, catalog.base, layers)
  if (stack.length === 0) throw new PreviewSideError(`${platformSlug} has no images on its ${side} side to compose.`)
  const hash = layerHash(side, stack, { format, width: PREVIEW_WIDTH })
  const location: PreviewLocation = { platform: catalog.slug, side, hash, format }
  const file = previewFile(location)
  const url = previewUrl(location)
  let job = inFlight.get(file)
  if (!job) {
    if (await fileExists(file)) {
      // Images cached before recipes existed (or whose recipe was evicted) get one now.
      if (!(await fileExists(recipeFile(location))))
        await noteWritten({ recipes: await writeRecipe(location, selection) }, [file, recipeFile(location)])
      return { url, hash, cached: true }
    }
    // Composed by another instance: copied from the bucket, without counting as a composition.
    if (!inFlight.get(file) && (await fetchSharedPreview(location, logTo(payload))) === 'image')
      return { url, hash, cached: true }
    job = inFlight.get(file) // another request may have started it while this one looked at the disk
    if (!job && options.beforeCompose) {
      await options.beforeCompose()
      job = inFlight.get(file) // and while this one was being counted
    }
    if (!job) {
      job = compositions
        .run(() => composeToDisk(payload, stack, location, selection))
        .finally(() => inFlight.delete(file))
      inFlight.set(file, job)
    }
  }
  await job
  return { url, hash, cached: false }
}

/**
 * Deletes the cached images of a platform (one side or all) and returns how many it deleted. It also forgets every
 * decoded layer, so the next images read the layer files afresh (a file replaced on disk behind Payload's back
 * keeps its version). The catalog snapshot stays: it is checked against the database on every request anyway.
 * Throws `UnknownPlatformError` for an unknown platform.
 *
 * The decoded layers on disk go too, although their key already changes with the file (size, times, inode): the
 * admin's clear is the one reset there is without a shell, so it must not leave behind pixels decoded by a decoder
 * that was wrong, and it costs only what the next image of each layer cost before the disk tier (one decode).
 */
export async function clearPreviews(payload: Payload, platformSlug: string, side?: PreviewSide): Promise<number> {
  const catalog = await previewCatalog(payload, platformSlug)
  forgetDecodedLayers()
  await forgetLayersOnDisk()
  const deleted = await deletePreviews(catalog.slug, side)
  forgetCacheTotals()
  return deleted
}
