/**
 * Pixels: layer files decoded once into raw RGBA trimmed to their visible bounding box (kept in a bounded LRU), and
 * the composition of such layers into a PNG or WebP with sharp. Compositing trimmed raw layers at their offsets
 * gives exactly the pixels of stacking the whole files (fully transparent pixels change nothing), over a fraction of
 * the area, and skips decoding PNGs on every request. The bottom layer is kept whole: the others go onto it.
 * Decoded layers are also kept on disk (`layer-disk.ts`), so a restarted process reads them instead of decoding.
 */
import os from 'node:os'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { lookUpLayer } from './layer-disk'
import type { LayerRef, OutputFormat } from './layers'
import { SizedLru } from './lru'

/** Width of every composed preview, in pixels (the layer art is 1000 × 800). */
export const PREVIEW_WIDTH = 1000
const DEFAULT_ASPECT = 800 / 1000

const numberFromEnv = (name: string, fallback: number) => {
  const n = Number(process.env[name])
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback
}

let configured = false
/**
 * sharp runs one libvips thread per image here by default (`sharp.concurrency()` answered 1): set it explicitly,
 * once, to PREVIEW_SHARP_THREADS or the number of CPUs.
 */
export function configureSharp(): void {
  if (configured) return
  configured = true
  sharp.concurrency(numberFromEnv('PREVIEW_SHARP_THREADS', os.availableParallelism()))
}

export interface Canvas {
  width: number
  height: number
}

/** The output size: PREVIEW_WIDTH wide, in the aspect of the bottom image (5:4 when its size is unknown). */
export function canvasFor(layers: readonly LayerRef[], width = PREVIEW_WIDTH): Canvas {
  const sized = layers.find((l) => l.width && l.height)
  const aspect = sized?.width && sized.height ? sized.height / sized.width : DEFAULT_ASPECT
  return { width, height: Math.max(1, Math.round(width * aspect)) }
}

/** Raw RGBA pixels of a layer's visible part and where it sits on the canvas. */
export interface DecodedLayer {
  data: Buffer
  left: number
  top: number
  width: number
  height: number
}

/** The bounding box of the pixels with alpha > 0, copied out; null when the layer is fully transparent. */
export function trimTransparent(data: Buffer, width: number, height: number): DecodedLayer | null {
  const rowHasPixels = (y: number) => {
    for (let i = y * width * 4 + 3, end = (y + 1) * width * 4; i < end; i += 4) if (data[i] !== 0) return true
    return false
  }
  let top = 0
  while (top < height && !rowHasPixels(top)) top++
  if (top === height) return null
  let bottom = height - 1
  while (bottom > top && !rowHasPixels(bottom)) bottom--
  // Columns: each row only needs looking at left of the leftmost and right of the rightmost pixel found so far.
  let left = width
  let right = -1
  for (let y = top; y <= bottom; y++) {
    const row = y * width * 4 + 3
    for (let x = 0; x < left; x++)
      if (data[row + x * 4] !== 0) {
        left = x
        break
      }
    for (let x = width - 1; x > right; x--)
      if (data[row + x * 4] !== 0) {
        right = x
        break
      }
  }
  const w = right - left + 1
  const h = bottom - top + 1
  if (w === width && h === height) return { data, left: 0, top: 0, width, height }
  const out = Buffer.allocUnsafe(w * h * 4)
  for (let y = 0; y < h; y++)
    data.copy(out, y * w * 4, ((top + y) * width + left) * 4, ((top + y) * width + right + 1) * 4)
  return { data: out, left, top, width: w, height: h }
}

/**
 * Decodes a layer file to the canvas size (layers of another size are scaled to fit it, centred) and trims it, or
 * keeps the whole canvas (for the bottom layer: it becomes the image the others are composited onto).
 */
async function decodeLayer(
  file: string,
  canvas: Canvas,
  trim: boolean,
  known: { width: number | null; height: number | null },
): Promise<DecodedLayer | null> {
  const image = sharp(file, { failOn: 'error' })
  // The media document knows the size; the file's header is read only when it does not.
  const size = known.width && known.height ? known : await image.metadata()
  let pipeline = image.toColourspace('srgb').ensureAlpha()
  if (size.width !== canvas.width || size.height !== canvas.height)
    pipeline = pipeline.resize(canvas.width, canvas.height, {
      fit: 'contain',
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
  const { data, info } = await pipeline.raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true })
  if (info.channels !== 4) throw new Error(`${file}: decoded to ${info.channels} channels, expected RGBA`)
  // The document's size was wrong (file replaced outside Payload): read the real one.
  if (info.width !== canvas.width || info.height !== canvas.height) {
    if (known.width === null) throw new Error(`${file}: decoded to ${info.width} × ${info.height}, not the canvas size`)
    return decodeLayer(file, canvas, trim, { width: null, height: null })
  }
  if (!trim) return { data, left: 0, top: 0, width: info.width, height: info.height }
  return trimTransparent(data, info.width, info.height)
}

/**
 * What decoding depends on besides the file, for the disk tier's key: bump the first number when `decodeLayer` or
 * `trimTransparent` change what they give, so layers decoded by older code are not read back.
 */
const DECODER = `1|sharp ${sharp.versions.sharp}|libvips ${sharp.versions.vips}`

const EMPTY = { data: Buffer.alloc(0), left: 0, top: 0, width: 0, height: 0 } satisfies DecodedLayer
const layerCache = new SizedLru<string, DecodedLayer>(
  numberFromEnv('PREVIEW_LAYER_CACHE_MB', 256) * 1024 * 1024,
  (layer) => layer.data.length + 64,
)
const decoding = new Map<string, Promise<DecodedLayer | null>>()
let decodes = 0

/** A layer from the disk tier, else decoded from its file (and then queued for the disk tier, not waited for). */
async function loadLayer(file: string, ref: LayerRef, canvas: Canvas, trim: boolean): Promise<DecodedLayer | null> {
  const onDisk = await lookUpLayer({ file, mediaId: ref.mediaId, canvas, trim, decoder: DECODER })
  if (onDisk.found) return onDisk.layer
  const layer = await decodeLayer(file, canvas, trim, ref)
  decodes += 1
  onDisk.keep(layer)
  return layer
}

/**
 * A layer decoded for a canvas, trimmed unless `trim` is false: from the LRU when it is there (keyed by media id,
 * version, canvas size and trimming, so a replaced file is read again), else from the disk tier, else decoded.
 * Concurrent requests for the same layer load it once.
 */
export async function decodedLayer(
  mediaDir: string,
  ref: LayerRef,
  canvas: Canvas,
  trim = true,
): Promise<DecodedLayer | null> {
  const key = `${ref.mediaId}|${ref.version}|${canvas.width}x${canvas.height}|${trim ? 'trimmed' : 'whole'}`
  const held = layerCache.get(key)
  if (held) return held === EMPTY ? null : held
  let job = decoding.get(key)
  if (!job) {
    job = loadLayer(path.join(mediaDir, path.basename(ref.filename)), ref, canvas, trim)
      .then((layer) => {
        layerCache.set(key, layer ?? EMPTY)
        return layer
      })
      .finally(() => decoding.delete(key))
    decoding.set(key, job)
  }
  return job
}

/**
 * Forgets every decoded layer held in memory, as a restart does: the next compositions read them from the disk tier
 * (`forgetLayersOnDisk` in `layer-disk.ts` clears that) or decode the files again.
 */
export function forgetDecodedLayers(): void {
  layerCache.clear()
}

export function decodedLayerStats(): { decodes: number; held: number; bytes: number; budget: number } {
  return { decodes, held: layerCache.size, bytes: layerCache.used, budget: layerCache.budget }
}

/**
 * Encoder settings, chosen with `bench/preview.ts` on this machine: PNG at zlib level 6 (lossless, so the image
 * equals the browser's stack); WebP lossy at quality 90, alpha quality 90, effort 0 (a third of the PNG's bytes;
 * effort 2 to 4 or alpha quality 100 cost 1.5 to 6 times the time for little).
 */
export const ENCODERS: Readonly<Record<OutputFormat, (image: Sharp) => Sharp>> = {
  png: (image) => image.png({ compressionLevel: 6, adaptiveFiltering: false }),
  webp: (image) => image.webp({ quality: 90, alphaQuality: 90, effort: 0 }),
}

const covers = (layer: DecodedLayer | null | undefined, canvas: Canvas): layer is DecodedLayer =>
  !!layer && layer.left === 0 && layer.top === 0 && layer.width === canvas.width && layer.height === canvas.height

const rawOf = (layer: DecodedLayer) => ({ width: layer.width, height: layer.height, channels: 4 as const })

/**
 * Stacks decoded layers (bottom first) and encodes the result. A bottom layer covering the whole canvas (decoded
 * with `trim` false) is the image the others are composited onto, which halves the compositing time; otherwise all
 * go onto a transparent canvas. Both give the same pixels.
 */
export async function composeLayers(
  layers: ReadonlyArray<DecodedLayer | null>,
  canvas: Canvas,
  format: OutputFormat,
): Promise<Buffer> {
  configureSharp()
  const bottom = layers[0]
  const onBottom = covers(bottom, canvas)
  const image = onBottom
    ? sharp(bottom.data, { raw: rawOf(bottom) })
    : sharp({
        create: { width: canvas.width, height: canvas.height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
      })
  const overlays = (onBottom ? layers.slice(1) : layers)
    .filter((l): l is DecodedLayer => l !== null)
    .map((l) => ({ input: l.data, raw: rawOf(l), left: l.left, top: l.top }))
  return ENCODERS[format](overlays.length > 0 ? image.composite(overlays) : image).toBuffer()
}
