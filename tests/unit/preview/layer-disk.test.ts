// Decoded layers on disk (issue 32): a layer decoded once is read back after a restart (its memory forgotten), equal
// to the decoded pixels; a changed, truncated or corrupt file is a miss and is written again; the budget prunes the
// least recently used. Real files in a temporary folder, real sharp.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  forgetLayersOnDisk,
  layerDiskDir,
  layerDiskStats,
  settleLayerWrites,
} from '../../../src/creator/preview/layer-disk'
import type { LayerRef } from '../../../src/creator/preview/layers'
import {
  composeLayers,
  type DecodedLayer,
  decodedLayer,
  decodedLayerStats,
  forgetDecodedLayers,
} from '../../../src/creator/preview/raster'

const canvas = { width: 1000, height: 800 }
let root: string
let mediaDir: string

/** A 1000 × 800 PNG: transparent but for a `size` square of `rgba` at (x, y); `size` 0 draws nothing. */
async function art(name: string, rgba: [number, number, number, number], x = 300, y = 200, size = 100) {
  const data = Buffer.alloc(canvas.width * canvas.height * 4)
  for (let row = y; row < y + size; row++)
    for (let col = x; col < x + size; col++) data.set(rgba, (row * canvas.width + col) * 4)
  const file = path.join(mediaDir, name)
  await sharp(data, { raw: { ...canvas, channels: 4 } })
    .png()
    .toFile(file)
  return file
}

const refOf = (mediaId: number, filename: string): LayerRef => ({
  mediaId,
  filename,
  version: 'v1',
  width: canvas.width,
  height: canvas.height,
})

const layerFiles = () => (fs.existsSync(layerDiskDir()) ? fs.readdirSync(layerDiskDir()).sort() : [])

/** Loads a layer after a "restart" (memory forgotten), saying whether it was decoded or read from disk. */
async function afterRestart(ref: LayerRef, trim = true) {
  forgetDecodedLayers()
  const decodes = decodedLayerStats().decodes
  const hits = layerDiskStats().hits
  const layer = await decodedLayer(mediaDir, ref, canvas, trim)
  await settleLayerWrites()
  const from = decodedLayerStats().decodes > decodes ? 'decoded' : layerDiskStats().hits > hits ? 'disk' : 'memory'
  return { layer, from }
}

const same = (a: DecodedLayer | null, b: DecodedLayer | null) => {
  expect(a === null).toBe(b === null)
  if (!a || !b) return
  expect({ ...a, data: null }).toEqual({ ...b, data: null })
  expect(a.data.equals(b.data)).toBe(true)
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'padforge-layer-disk-'))
  mediaDir = path.join(root, 'media')
  fs.mkdirSync(mediaDir)
  process.env.PREVIEW_CACHE_DIR = path.join(root, 'previews')
})

afterEach(async () => {
  await settleLayerWrites()
  forgetDecodedLayers()
  for (const name of ['PREVIEW_CACHE_DIR', 'PREVIEW_LAYER_DISK_MB']) delete process.env[name]
  fs.rmSync(root, { recursive: true, force: true })
})

describe('decoded layers on disk', () => {
  it('reads back after a restart exactly what was decoded: trimmed, whole and fully transparent layers', async () => {
    await art('base.png', [10, 20, 30, 255], 0, 0, 800)
    await art('shell.png', [200, 40, 40, 128])
    await art('empty.png', [0, 0, 0, 0], 0, 0, 0)
    const cases = [
      { ref: refOf(1, 'base.png'), trim: false },
      { ref: refOf(2, 'shell.png'), trim: true },
      { ref: refOf(3, 'empty.png'), trim: true },
    ]
    const decoded: Array<DecodedLayer | null> = []
    for (const { ref, trim } of cases) {
      const first = await afterRestart(ref, trim)
      expect(first.from).toBe('decoded')
      decoded.push(first.layer)
    }
    expect(decoded[1]).toMatchObject({ left: 300, top: 200, width: 100, height: 100 })
    expect(decoded[2]).toBeNull()
    expect(layerFiles()).toHaveLength(3)
    expect(layerFiles().every((name) => /^[0-9a-f]{64}\.layer$/.test(name))).toBe(true)

    const read: Array<DecodedLayer | null> = []
    for (const [i, { ref, trim }] of cases.entries()) {
      const again = await afterRestart(ref, trim)
      expect(again.from).toBe('disk')
      same(again.layer, decoded[i]!)
      read.push(again.layer)
    }
    // sharp composes the pixels read from disk (a view into the file's buffer) to the same image.
    expect((await composeLayers(read, canvas, 'png')).equals(await composeLayers(decoded, canvas, 'png'))).toBe(true)
    expect(layerFiles()).toHaveLength(3) // nothing written again
  })

  it('misses when the source file changed: a new modification time, new contents of another size', async () => {
    const file = await art('shell.png', [200, 40, 40, 255])
    const ref = refOf(7, 'shell.png')
    const original = (await afterRestart(ref)).layer
    expect((await afterRestart(ref)).from).toBe('disk')

    const later = new Date(Date.now() + 60_000)
    fs.utimesSync(file, later, later)
    const touched = await afterRestart(ref)
    expect(touched.from).toBe('decoded')
    same(touched.layer, original)
    expect(layerFiles()).toHaveLength(2) // the old entry stays until the budget prunes it, never read again

    await art('shell.png', [40, 200, 40, 255], 500, 400, 150) // replaced in place: other pixels, other size
    const replaced = await afterRestart(ref)
    expect(replaced.from).toBe('decoded')
    expect(replaced.layer).toMatchObject({ left: 500, top: 400, width: 150, height: 150 })
    expect([...replaced.layer!.data.subarray(0, 4)]).toEqual([40, 200, 40, 255])
    expect((await afterRestart(ref)).from).toBe('disk')
  })

  it('treats a truncated or corrupt file as a miss, decodes again and rewrites it', async () => {
    await art('shell.png', [200, 40, 40, 255])
    const ref = refOf(9, 'shell.png')
    const decoded = (await afterRestart(ref)).layer
    const [name] = layerFiles()
    const file = path.join(layerDiskDir(), name!)
    const whole = fs.readFileSync(file)

    fs.truncateSync(file, Math.floor(whole.length / 2))
    const afterTruncation = await afterRestart(ref)
    expect(afterTruncation.from).toBe('decoded')
    same(afterTruncation.layer, decoded)
    expect(fs.readFileSync(file).equals(whole)).toBe(true)

    const flipped = Buffer.from(whole)
    flipped[flipped.length - 10]! ^= 0xff // one pixel byte: the CRC no longer matches
    fs.writeFileSync(file, flipped)
    expect((await afterRestart(ref)).from).toBe('decoded')
    expect(fs.readFileSync(file).equals(whole)).toBe(true)

    fs.writeFileSync(file, 'not a layer')
    expect((await afterRestart(ref)).from).toBe('decoded')
    const again = await afterRestart(ref)
    expect(again.from).toBe('disk')
    same(again.layer, decoded)
  })

  it('keeps within PREVIEW_LAYER_DISK_MB, deleting the least recently used files', async () => {
    // Each trimmed 100 × 100 layer is 40 064 bytes, ten 4 kB blocks: the budget holds three.
    process.env.PREVIEW_LAYER_DISK_MB = String((3 * 40_960 + 1_000) / (1024 * 1024))
    const files: string[] = []
    for (let id = 1; id <= 3; id++) {
      await art(`layer-${id}.png`, [id * 50, 0, 0, 255])
      await afterRestart(refOf(id, `layer-${id}.png`))
      files.push(layerFiles().find((name) => !files.includes(name))!)
    }
    expect(layerFiles()).toHaveLength(3)
    files.forEach((name, i) => {
      const lastUsed = new Date(Date.now() - (3 - i) * 3_600_000) // the first oldest
      fs.utimesSync(path.join(layerDiskDir(), name), lastUsed, lastUsed)
    })
    const evicted = layerDiskStats().evicted

    await art('layer-4.png', [0, 0, 200, 255])
    await afterRestart(refOf(4, 'layer-4.png'))
    const fourth = layerFiles().find((name) => !files.includes(name))!
    // Over budget: down to 90 % of it, oldest first, never the file just written.
    expect(layerFiles()).toEqual([files[2]!, fourth].sort())
    expect(layerDiskStats().evicted - evicted).toBe(2)
    const bytes = layerFiles().reduce((sum, name) => sum + fs.statSync(path.join(layerDiskDir(), name)).size, 0)
    expect(bytes).toBeLessThanOrEqual(3 * 40_960 + 1_000)
    expect(layerDiskStats().bytes).toBeLessThanOrEqual(3 * 40_960 + 1_000)
  })

  it('is off at PREVIEW_LAYER_DISK_MB=0 and forgotten on request', async () => {
    await art('shell.png', [200, 40, 40, 255])
    const ref = refOf(11, 'shell.png')
    process.env.PREVIEW_LAYER_DISK_MB = '0'
    expect((await afterRestart(ref)).from).toBe('decoded')
    expect(layerFiles()).toEqual([])

    delete process.env.PREVIEW_LAYER_DISK_MB
    await afterRestart(ref)
    expect((await afterRestart(ref)).from).toBe('disk')
    await forgetLayersOnDisk()
    expect(fs.existsSync(layerDiskDir())).toBe(false)
    expect((await afterRestart(ref)).from).toBe('decoded')
  })
})
