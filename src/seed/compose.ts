import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { MEDIA_DIR } from '../collections/Media'
import type { SeedContext } from './context'
import type { LayerRef } from './layers'

/** Reads a stored layer's PNG: from this run's renders, else from the media folder. */
export async function layerBuffer(ctx: SeedContext, layer: LayerRef): Promise<Buffer> {
  const name =
    ctx.mediaFiles.get(layer.image) ??
    (await ctx.payload.findByID({ collection: 'media', id: layer.image, depth: 0, overrideAccess: true })).filename ??
    ''
  return ctx.layerPngs.get(name) ?? fs.readFile(path.join(MEDIA_DIR, name))
}

/** Stacks layers of one side in z order on a light studio background and encodes a WebP product shot. */
export async function composeProductShot(ctx: SeedContext, layers: LayerRef[]): Promise<Buffer> {
  const ordered = [...layers].sort((a, b) => a.zIndex - b.zIndex)
  const inputs = await Promise.all(ordered.map((l) => layerBuffer(ctx, l)))
  const stacked = await sharp({ create: { width: 1000, height: 800, channels: 4, background: '#f3f4f6' } })
    .composite(inputs.map((input) => ({ input })))
    .png()
    .toBuffer()
  return sharp(stacked).webp({ quality: 84 }).toBuffer()
}
