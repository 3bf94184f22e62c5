/**
 * Decoded layers on disk: the raw RGBA pixels `raster.ts` decodes from a layer file, kept in
 * `{PREVIEW_CACHE_DIR}/.layers/{sha256}.layer` so that a restarted process reads them back (a few ms) instead of
 * decoding every PNG again (about 20 ms each, 200 ms for a stack of eleven). The memory LRU stays in front of it.
 *
 * - **Key**: sha256 of the decoder (sharp and libvips versions and `raster.ts`'s own version), the media id, the file
 *   name, the file's size, modification and change times (nanoseconds) and inode, the canvas size and whether the
 *   layer is trimmed. Replacing or editing a file changes at least one of them (the change time cannot be set back
 *   from user space), so a stale entry is never read; the key's hash is the file name and is written inside it too.
 *   A file that changed while it was being decoded is not written.
 * - **Format**: a 64-byte header (magic, key hash, offsets, size, CRC-32 of the pixels) and the pixels. A file that is
 *   short, long, of another key or whose pixels fail the CRC is a miss: the layer is decoded again and the file
 *   rewritten. Nothing here throws at a shopper: every failure is a miss or a skipped write.
 * - **Writes** go through a temporary name in the same folder and a rename (readers and crashes never see half a
 *   file; no fsync, since a torn file only reads as a miss), queued once the layer is decoded and done one at a time
 *   per process in the background: the shopper never waits for them. A write that would queue more than
 *   `MAX_PENDING_BYTES` is skipped (the layer is written the next time it is decoded).
 * - Needs `zlib.crc32` (Node 20.15 or later): on an older Node the tier is off.
 * - **Budget**: `PREVIEW_LAYER_DISK_MB` (default 512; 0 turns the tier off). As in `cache-keeper.ts`, each process
 *   keeps a running total: the first write of a process scans the folder, and so does a write that takes the total
 *   past the budget (it deletes the least recently used files down to 90 %) or comes ten minutes after the last scan
 *   (other processes' writes). Last use is the file's mtime, moved forward by a read at most once a minute.
 * - The folder sits inside the preview cache so it goes wherever that goes (tests' and benches' temporary folders
 *   included); its name is not a platform slug, so the previews route never serves it, and `cache-keeper.ts` sees in
 *   it no images and no recipes.
 */
import { createHash } from 'node:crypto'
import type { BigIntStats } from 'node:fs'
import fs, { type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import zlib from 'node:zlib'
import { writeFileAtomically } from '../../storage/atomic-write'
import { blocksOf, scanFolder, TOUCH_AFTER_MS } from './files'
import { evictionPlan, sumBytes } from './quota'
import type { Canvas, DecodedLayer } from './raster'
import { Semaphore } from './semaphore'
import { previewCacheDir } from './store'

const MAGIC = Buffer.from('PFLAYER1', 'latin1')
const HEADER_BYTES = 64
const LAYER_FILE = /^[0-9a-f]{64}\.layer$/
const MB = 1024 * 1024

/** Rescan at least this often while writing, to see other processes' files. */
const RESCAN_MS = 10 * 60_000
/** Pixels waiting to be written, at most: past it a write is skipped rather than holding more memory. */
const MAX_PENDING_BYTES = 64 * MB

/** The layers folder: read on every call, like `previewCacheDir`, so tests and tools can point it elsewhere. */
export function layerDiskDir(): string {
  return path.join(previewCacheDir(), '.layers')
}

/**
 * PREVIEW_LAYER_DISK_MB in bytes (fractions allowed: tests use tiny budgets); 0 turns the tier off. Anything else
 * that is not a number gives the default, as PREVIEW_LAYER_CACHE_MB does: a typo must not fail the shopper's images.
 */
export function layerDiskBudget(): number {
  const raw = process.env.PREVIEW_LAYER_DISK_MB?.trim()
  const value = raw ? Number(raw) : Number.NaN
  return Number.isFinite(value) && value >= 0 ? Math.round(value * MB) : 512 * MB
}

/** A layer as `raster.ts` asks for it. */
export interface LayerSource {
  /** The layer file (absolute path). */
  file: string
  mediaId: number
  canvas: Canvas
  trim: boolean
  /** Changes whenever decoding may give other pixels (library versions, the decoder's own version). */
  decoder: string
}

/** What the disk had: the layer (null: fully transparent), or a miss and how to keep the layer once decoded. */
export type LayerLookup =
  | { found: true; layer: DecodedLayer | null }
  | { found: false; keep: (layer: DecodedLayer | null) => void }

interface Totals {
  /** Bytes on disk: the last scan plus this process's writes since. */
  bytes: number
  /** 0: never scanned, so the next write looks at the folder. */
  scannedAt: number
}

const totals = new Map<string, Totals>()
const writes = new Semaphore(1)
let pendingBytes = 0
const counts = { hits: 0, misses: 0, writes: 0, skipped: 0, failed: 0, evicted: 0 }

const NOT_KEPT: LayerLookup = { found: false, keep: () => {} }

function keyOf(source: LayerSource, stat: BigIntStats): Buffer {
  const key = JSON.stringify([
    source.decoder,
    source.mediaId,
    path.basename(source.file),
    String(stat.size),
    String(stat.mtimeNs),
    String(stat.ctimeNs),
    String(stat.ino),
    source.canvas.width,
    source.canvas.height,
    source.trim,
  ])
  return createHash('sha256').update(key).digest()
}

async function statOf(file: string): Promise<BigIntStats | null> {
  try {
    return await fs.stat(file, { bigint: true })
  } catch {
    return null
  }
}

function encodeHeader(key: Buffer, layer: DecodedLayer | null): Buffer {
  const header = Buffer.alloc(HEADER_BYTES)
  MAGIC.copy(header, 0)
  key.copy(header, 8)
  const pixels = layer?.data ?? Buffer.alloc(0)
  header.writeUInt32LE(layer?.left ?? 0, 40)
  header.writeUInt32LE(layer?.top ?? 0, 44)
  header.writeUInt32LE(layer?.width ?? 0, 48)
  header.writeUInt32LE(layer?.height ?? 0, 52)
  header.writeUInt32LE(pixels.length, 56)
  header.writeUInt32LE(zlib.crc32(pixels), 60)
  return header
}

/** The layer a file holds, or undefined when it is not a whole, intact file of this key that fits the canvas. */
function decodeFile(contents: Buffer, key: Buffer, source: LayerSource): DecodedLayer | null | undefined {
  if (contents.length < HEADER_BYTES) return undefined
  if (!contents.subarray(0, 8).equals(MAGIC) || !contents.subarray(8, 40).equals(key)) return undefined
  const left = contents.readUInt32LE(40)
  const top = contents.readUInt32LE(44)
  const width = contents.readUInt32LE(48)
  const height = contents.readUInt32LE(52)
  const length = contents.readUInt32LE(56)
  const { canvas } = source
  if (length !== width * height * 4 || contents.length !== HEADER_BYTES + length) return undefined
  const data = contents.subarray(HEADER_BYTES)
  if (zlib.crc32(data) !== contents.readUInt32LE(60)) return undefined
  if (length === 0) return null // fully transparent
  if (left + width > canvas.width || top + height > canvas.height) return undefined
  if (!source.trim && (left !== 0 || top !== 0 || width !== canvas.width || height !== canvas.height)) return undefined
  return { data, left, top, width, height }
}

async function readLayerFile(file: string): Promise<Buffer | null> {
  let handle: FileHandle | undefined
  try {
    handle = await fs.open(file, 'r')
    const stat = await handle.stat()
    const contents = await handle.readFile()
    if (Date.now() - stat.mtimeMs > TOUCH_AFTER_MS) {
      const now = new Date()
      void fs.utimes(file, now, now).catch(() => {}) // last use, for the budget; gone meanwhile is fine
    }
    return contents
  } catch {
    return null // not there (the usual miss), or unreadable: a miss either way
  } finally {
    await handle?.close().catch(() => {})
  }
}

/**
 * Looks a layer up on disk. On a miss, `keep(layer)` queues the decoded layer for writing and returns at once; it
 * writes only if the source file is still the one looked up. Never throws: a source that cannot be read is a miss
 * that keeps nothing (decoding it reports the error).
 */
export async function lookUpLayer(source: LayerSource): Promise<LayerLookup> {
  if (typeof zlib.crc32 !== 'function' || layerDiskBudget() === 0) return NOT_KEPT
  const stat = await statOf(source.file)
  if (!stat) return NOT_KEPT
  const key = keyOf(source, stat)
  const dir = layerDiskDir()
  const file = path.join(dir, `${key.toString('hex')}.layer`)
  const contents = await readLayerFile(file)
  const layer = contents ? decodeFile(contents, key, source) : undefined
  if (layer !== undefined) {
    counts.hits += 1
    return { found: true, layer }
  }
  counts.misses += 1
  return { found: false, keep: (decoded) => keepLayer(source, key, dir, file, decoded) }
}

function keepLayer(source: LayerSource, key: Buffer, dir: string, file: string, layer: DecodedLayer | null): void {
  const bytes = HEADER_BYTES + (layer?.data.length ?? 0)
  if (pendingBytes + bytes > MAX_PENDING_BYTES || bytes > layerDiskBudget()) {
    counts.skipped += 1
    return
  }
  pendingBytes += bytes
  void writes
    .run(async () => {
      // The file may have changed while it was decoded: then these pixels belong to no key.
      const now = await statOf(source.file)
      if (!now || !keyOf(source, now).equals(key)) {
        counts.skipped += 1
        return
      }
      await writeFileAtomically(file, [encodeHeader(key, layer), layer?.data ?? Buffer.alloc(0)])
      counts.writes += 1
      await noteWritten(dir, blocksOf(bytes), file)
    })
    .catch(() => {
      counts.failed += 1 // a full or read-only disk: the layer is decoded again next time, nothing worse
    })
    .finally(() => {
      pendingBytes -= bytes
    })
}

/** Counts a write and, when the total passes the budget or is unknown or old, scans the folder and evicts. */
async function noteWritten(dir: string, bytes: number, written: string): Promise<void> {
  let held = totals.get(dir)
  if (!held) {
    held = { bytes: 0, scannedAt: 0 }
    totals.set(dir, held)
  }
  held.bytes += bytes
  const budget = layerDiskBudget()
  if (held.bytes <= budget && held.scannedAt > 0 && Date.now() - held.scannedAt < RESCAN_MS) return
  const entries = (await scanFolder(dir)).filter(({ name }) => LAYER_FILE.test(name)).map(({ entry }) => entry)
  const evict = evictionPlan(entries, budget, new Set([written]))
  await Promise.all(evict.map((entry) => fs.rm(entry.file, { force: true })))
  counts.evicted += evict.length
  totals.set(dir, { bytes: sumBytes(entries) - sumBytes(evict), scannedAt: Date.now() })
}

/** Resolves when the writes queued so far are done (tests, the benchmark). */
export async function settleLayerWrites(): Promise<void> {
  await writes.run(async () => {})
}

/**
 * Deletes every layer on disk, after the writes queued before it (one queued after it writes a layer whose file was
 * checked after the clear began, so it is current). The next lookups decode again.
 */
export async function forgetLayersOnDisk(): Promise<void> {
  const dir = layerDiskDir()
  await writes.run(async () => {
    await fs.rm(dir, { recursive: true, force: true })
    totals.set(dir, { bytes: 0, scannedAt: Date.now() })
  })
}

export function layerDiskStats() {
  const held = totals.get(layerDiskDir())
  return { ...counts, bytes: held?.scannedAt ? held.bytes : null, budget: layerDiskBudget() }
}
