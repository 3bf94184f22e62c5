/**
 * Which images a composed preview stacks, in which order, and the cache key of that stack. Pure: no Payload, no
 * sharp, no file system.
 *
 * The order is the browser's (`src/storefront/preview.ts`): the platform's first `previewBase` image of the
 * side, then the layers of the chosen values on that side by ascending zIndex. Ties keep the order the values
 * come in by ascending value id, then the order of the layers inside a value (the sort is stable), exactly as the
 * storefront stacks the default values it reads sorted by id.
 */
import { createHash } from 'node:crypto'
import type { PreviewSide } from '../../lib/platforms'

/** A stored image as the preview needs it: its file and what changes when the file is replaced. */
export interface MediaVersion {
  id: number
  filename: string
  updatedAt: string
  width?: number | null
  height?: number | null
}

/** One entry of a platform's `previewBase`; `media` is null when the upload is gone. */
export interface BaseImageSource {
  side: string
  media: MediaVersion | null
}

/** One entry of an option value's `layers`. */
export interface ValueLayerSource {
  side: string
  zIndex: number
  media: MediaVersion | null
}

/** The layers of one chosen option value. */
export interface ValueLayers {
  valueId: number
  layers: readonly ValueLayerSource[]
}

/** One image of a stack, bottom first. `version` changes whenever the stored file may have changed. */
export interface LayerRef {
  mediaId: number
  filename: string
  version: string
  width: number | null
  height: number | null
}

export type OutputFormat = 'png' | 'webp'

/** Bump when the way images are composed changes, so old cache entries are not served for new requests. */
export const COMPOSE_VERSION = 1

const refOf = (media: MediaVersion): LayerRef => ({
  mediaId: media.id,
  filename: media.filename,
  version: `${media.updatedAt}|${media.filename}`,
  width: media.width ?? null,
  height: media.height ?? null,
})

/** When a layer's upload last changed (ms since the epoch), from its version; 0 when the version does not say. */
export function changedAt(ref: LayerRef): number {
  const time = Date.parse(ref.version.slice(0, ref.version.indexOf('|')))
  return Number.isNaN(time) ? 0 : time
}

/** The images to stack for one side, bottom first: base, then value layers by zIndex (see the module comment). */
export function stackLayers(
  side: PreviewSide,
  base: readonly BaseImageSource[],
  values: readonly ValueLayers[],
): LayerRef[] {
  const baseMedia = base.find((b) => b.side === side)?.media
  const layers = [...values]
    .sort((a, b) => a.valueId - b.valueId)
    .flatMap((v) => v.layers.filter((l) => l.side === side))
    .sort((a, b) => a.zIndex - b.zIndex)
    .map((l) => l.media)
    .filter((m): m is MediaVersion => m !== null)
  return (baseMedia ? [baseMedia, ...layers] : layers).map(refOf)
}

/** What the output looks like besides its layers. */
export interface OutputSpec {
  format: OutputFormat
  width: number
}

/**
 * The cache key of a composed image: sha256 (hex) of the side, the ordered media ids with their versions and the
 * output format and width. Equal stacks give equal keys whatever option values they came from.
 */
export function layerHash(side: PreviewSide, layers: readonly LayerRef[], output: OutputSpec): string {
  const key = JSON.stringify([
    COMPOSE_VERSION,
    side,
    output.format,
    output.width,
    layers.map((l) => [l.mediaId, l.version]),
  ])
  return createHash('sha256').update(key).digest('hex')
}
