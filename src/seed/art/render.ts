/** Rasterises layer SVGs to PNG with sharp. */
import os from 'node:os'
import sharp from 'sharp'
import { CANVAS } from './canvas'
import { layerSvg } from './layer'
import type { LayerSpec } from './types'

// librsvg/libvips threads: use every CPU once, explicitly, for the whole process.
sharp.concurrency(Math.max(1, os.availableParallelism?.() ?? os.cpus().length))

/** Renders an SVG string (full canvas) to a 1000x800 RGBA PNG, deterministically. */
export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(CANVAS.width, CANVAS.height, { fit: 'fill' })
    .ensureAlpha()
    .png({ compressionLevel: 6, adaptiveFiltering: false, palette: false })
    .toBuffer()
}

export async function renderLayerPng(spec: LayerSpec): Promise<Buffer | null> {
  const svg = layerSvg(spec)
  return svg === null ? null : svgToPng(svg)
}
