import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { MEDIA_DIR } from '../collections/Media'
import { mediaFilesIn } from '../storage/media-files'
import type { SeedContext } from './context'
import type { LayerRef } from './layers'

/** Reads a stored layer's PNG: from this run's renders, else from the media folder. */
async function layerBuffer(ctx: SeedContext, layer: LayerRef): Promise<Buffer> {
  const name =
    ctx.mediaFiles.get(layer.image) ??
    // The seed writes the demo store as the system, not as a user.
    (await ctx.payload.findByID({ collection: 'media', id: layer.image, depth: 0, overrideAccess: true })).filename ??
    ''
  const drawn = ctx.layerPngs.get(name)
  if (drawn) return drawn
  // A file an earlier run stored: in the media folder, or in the bucket (copied into the media cache).
  const dir = await mediaFilesIn(MEDIA_DIR, [{ filename: name, changedAt: 0 }])
  return fs.readFile(path.join(dir, path.basename(name)))
}

/** Stacks layers of one side in z order on `background` (transparent by default) into a 1000 × 800 PNG. */
export async function stackLayers(ctx: SeedContext, layers: LayerRef[], background = '#00000000'): Promise<Buffer> {
  const ordered = [...layers].sort((a, b) => a.zIndex - b.zIndex)
  const inputs = await Promise.all(ordered.map((l) => layerBuffer(ctx, l)))
  return sharp({ create: { width: 1000, height: 800, channels: 4, background } })
    .composite(inputs.map((input) => ({ input })))
    .png()
    .toBuffer()
}

/** A WebP product shot: the layers of one side on a light studio background. */
export async function composeProductShot(ctx: SeedContext, layers: LayerRef[]): Promise<Buffer> {
  return sharp(await stackLayers(ctx, layers, '#f3f4f6'))
    .webp({ quality: 84 })
    .toBuffer()
}
