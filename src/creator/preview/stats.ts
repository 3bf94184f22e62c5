/** Settings and counters of the preview composer, readable by tests and the benchmark. */
import { layerDiskStats } from './layer-disk'
import { decodedLayerStats } from './raster'

let composed = 0

/** How many compositions may run at once: PREVIEW_MAX_COMPOSITIONS, default 2. */
export function maxCompositions(): number {
  const n = Number(process.env.PREVIEW_MAX_COMPOSITIONS)
  return Number.isInteger(n) && n > 0 ? n : 2
}

export function countComposition(): void {
  composed += 1
}

export function previewStats() {
  return { composed, layers: decodedLayerStats(), layersOnDisk: layerDiskStats() }
}
