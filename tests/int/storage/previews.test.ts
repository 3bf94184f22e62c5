// Composed previews and layer art shared through the bucket (issue 33), against a real S3 API (s3rver): an instance
// that lacks a preview takes another's from the bucket before composing, and a bucket that fails never fails a preview.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { GET as servePreview } from '../../../src/app/(frontend)/previews/[...path]/route'
import { composePreview } from '../../../src/creator/preview/compose'
import { recipeFile } from '../../../src/creator/preview/recipe'
import { sharedPreviewKey, sharedRecipeKey } from '../../../src/creator/preview/shared'
import { parsePreviewPath, previewFile } from '../../../src/creator/preview/store'
import { emptySelection, type Selection } from '../../../src/creator/selection'
import { sharedBucket } from '../../../src/storage/bucket'
import { mediaFilesIn } from '../../../src/storage/media-files'
import { type S3Peer, startS3Peer } from '../../peers/s3/server'
import { frontLayerValues } from '../front-layers'
import { testPayload } from '../payload'

let payload: Payload
let peer: S3Peer
let selection: Selection
const folders: string[] = []
const folder = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `padforge-int-${name}-`))
  folders.push(dir)
  return dir
}
const SET = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE']

/** A new instance's disk: empty preview and media caches. */
function freshInstance() {
  process.env.PREVIEW_CACHE_DIR = folder('previews')
  process.env.MEDIA_CACHE_DIR = folder('media-cache')
}

const bucket = () => {
  const held = sharedBucket()
  if (!held) throw new Error('expected the peer bucket')
  return held
}
const locationOf = (url: string) => {
  const location = parsePreviewPath(url.replace(/^\/previews\//, '').split('/'))
  if (!location) throw new Error(`not a preview URL: ${url}`)
  return location
}
const serve = (url: string, headers: HeadersInit = {}) =>
  servePreview(new Request(`http://localhost${url}`, { headers }), {
    params: Promise.resolve({ path: url.replace(/^\/previews\//, '').split('/') }),
  })
const compose = () => composePreview(payload, 'ps5', selection, 'front', 'png')

beforeAll(async () => {
  payload = await testPayload()
  peer = await startS3Peer()
  Object.assign(process.env, peer.env)
  // What Payload's adapter does with every upload when the bucket is configured: the layer art under media/.
  const mediaDir = String(payload.collections.media?.config.upload.staticDir)
  for (const name of fs.readdirSync(mediaDir))
    await bucket().put(`media/${name}`, fs.readFileSync(path.join(mediaDir, name)), 'image/png')
  const [a] = await frontLayerValues(payload)
  selection = { ...emptySelection(), options: { [`option_${a![0]}`]: a![1][0]! } }
})

beforeEach(() => {
  Object.assign(process.env, peer.env)
  freshInstance()
})

afterAll(async () => {
  for (const name of [...SET, 'PREVIEW_CACHE_DIR', 'MEDIA_CACHE_DIR']) delete process.env[name]
  await peer.close()
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true })
})

describe('previews in the bucket', () => {
  it('are put there with their recipe when composed, before the URL is answered', async () => {
    const image = await compose()
    expect(image.cached).toBe(false)
    const location = locationOf(image.url)
    const stored = await bucket().get(sharedPreviewKey(location))
    expect(stored?.equals(fs.readFileSync(previewFile(location)))).toBe(true)
    expect((await bucket().get(sharedRecipeKey(location)))?.toString()).toBe(
      fs.readFileSync(recipeFile(location), 'utf8'),
    )
  })

  it('are served by an instance that never composed them: the route and the composer take the bucket copy', async () => {
    const image = await compose()
    const bytes = fs.readFileSync(previewFile(locationOf(image.url)))
    freshInstance()
    const res = await serve(image.url)
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true)
    freshInstance()
    expect(await compose()).toEqual({ url: image.url, hash: image.hash, cached: true })
    freshInstance()
    expect((await serve(image.url, { 'If-None-Match': `"${image.hash}"` })).status).toBe(304)
  })

  it('are composed again from the recipe when the bucket expired the image (a lifecycle rule)', async () => {
    const image = await compose()
    const location = locationOf(image.url)
    const bytes = fs.readFileSync(previewFile(location))
    await bucket().client.send(
      new (await import('@aws-sdk/client-s3')).DeleteObjectCommand({
        Bucket: peer.bucket,
        Key: sharedPreviewKey(location),
      }),
    )
    freshInstance()
    const res = await serve(image.url)
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('never fail when the bucket is away: composed and served here, a made-up hash still 404', async () => {
    const image = await compose()
    Object.assign(process.env, { S3_ENDPOINT: 'http://127.0.0.1:9' })
    freshInstance()
    // Layer art needs the bucket too: this instance holds copies from before the outage.
    process.env.MEDIA_CACHE_DIR = folders.find((dir) => fs.readdirSync(dir).some((name) => name.endsWith('.png')))
    const again = await compose()
    expect(again.hash).toBe(image.hash)
    expect((await serve(again.url)).status).toBe(200)
    const madeUp = image.url.replace(image.hash, 'f'.repeat(64))
    expect((await serve(madeUp)).status).toBe(404)
    expect((await serve(madeUp, { 'If-None-Match': `"${'f'.repeat(64)}"` })).status).toBe(404)
  })
})

describe('layer art copied from the bucket', () => {
  it('is copied once into the media cache, and fetched again when the upload changed after the copy', async () => {
    await bucket().put('media/layer-copy.png', Buffer.from('first'), 'image/png')
    const dir = await mediaFilesIn('/unused', [{ filename: 'layer-copy.png', changedAt: 0 }])
    expect(dir).toBe(process.env.MEDIA_CACHE_DIR)
    expect(fs.readFileSync(path.join(dir, 'layer-copy.png'), 'utf8')).toBe('first')
    await bucket().put('media/layer-copy.png', Buffer.from('second'), 'image/png')
    await mediaFilesIn('/unused', [{ filename: 'layer-copy.png', changedAt: 0 }])
    expect(fs.readFileSync(path.join(dir, 'layer-copy.png'), 'utf8')).toBe('first') // the copy is still current
    await mediaFilesIn('/unused', [{ filename: 'layer-copy.png', changedAt: Date.now() + 60_000 }])
    expect(fs.readFileSync(path.join(dir, 'layer-copy.png'), 'utf8')).toBe('second')
  })

  it('is the media folder itself without a bucket', async () => {
    for (const name of SET) delete process.env[name]
    expect(await mediaFilesIn('/media/uploads', [{ filename: 'any.png', changedAt: 0 }])).toBe('/media/uploads')
  })
})
