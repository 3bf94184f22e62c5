import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload, PayloadRequest } from 'payload'
import sharp, { type Sharp } from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as servePreview } from '../../src/app/(frontend)/previews/[...path]/route'
import { createEngine } from '../../src/creator/engine'
import { clearPreviews, composePreview } from '../../src/creator/preview/compose'
import { PreviewSelectionError, PreviewSideError } from '../../src/creator/preview/errors'
import { selectionToQuery } from '../../src/creator/preview/query'
import { previewStats } from '../../src/creator/preview/stats'
import type { Selection } from '../../src/creator/selection'
import { loadCreatorCatalog, UnknownPlatformError } from '../../src/creator/server/load-catalog'
import type { Media } from '../../src/payload-types'
import {
  clearImagesEndpoint as clearConfigurationImageEndpoint,
  controllerImageEndpoint,
} from '../../src/plugins/creator/endpoints'
import { DEMO, testPayload, userByEmail } from './payload'

let payload: Payload
let cacheDir: string
let selection: Selection

beforeAll(async () => {
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padforge-int-previews-'))
  process.env.PREVIEW_CACHE_DIR = cacheDir
  payload = await testPayload()
  selection = createEngine(await loadCreatorCatalog(payload, 'ps5')).initial()
})

afterAll(() => {
  delete process.env.PREVIEW_CACHE_DIR
  fs.rmSync(cacheDir, { recursive: true, force: true })
})

const fileOf = (url: string) => path.join(cacheDir, ...url.replace(/^\/previews\//, '').split('/'))
const cachedFiles = (platform: string) =>
  fs.existsSync(path.join(cacheDir, platform))
    ? fs.readdirSync(path.join(cacheDir, platform), { recursive: true }).filter((f) => /\.(png|webp)$/.test(String(f)))
    : []

/**
 * The files the browser stacks for a configuration, worked out here from the documents themselves: the platform's
 * front base, then the chosen values' front layers by zIndex (ties by value id).
 */
async function browserStack(slug: string, chosen: Selection): Promise<string[]> {
  const platform = (
    await payload.find({ collection: 'platforms', where: { slug: { equals: slug } }, depth: 1, limit: 1 })
  ).docs[0]!
  const valueIds = Object.values(chosen.options).filter((v): v is number => typeof v === 'number')
  const values = await payload.find({
    collection: 'option-values',
    where: { id: { in: valueIds } },
    sort: 'id',
    depth: 1,
    pagination: false,
  })
  const base = platform.previewBase?.find((b) => b.side === 'front')?.image as Media
  const layers = values.docs
    .flatMap((v) => (v.layers ?? []).filter((l) => l.side === 'front'))
    .sort((a, b) => a.zIndex - b.zIndex)
    .map((l) => (l.image as Media).filename!)
  const dir = payload.collections.media!.config.upload.staticDir ?? ''
  return [base.filename!, ...layers].map((name) => path.join(dir, name))
}

const rawHash = async (input: Sharp) =>
  createHash('sha256')
    .update(await input.raw().toBuffer())
    .digest('hex')

describe('composed preview images', () => {
  it('composes the default ps5 front as a 1000 px PNG equal to stacking its layer files', async () => {
    await clearPreviews(payload, 'ps5')
    const image = await composePreview(payload, 'ps5', selection, 'front')
    expect(image.cached).toBe(false)
    expect(image.url).toBe(`/previews/ps5/front/${image.hash}.png`)
    const file = fileOf(image.url)
    const meta = await sharp(file).metadata()
    expect(meta).toMatchObject({ format: 'png', width: 1000, height: 800, channels: 4 })
    const files = await browserStack('ps5', selection)
    expect(files.length).toBeGreaterThan(5)
    const direct = sharp(files[0]).composite(files.slice(1).map((input) => ({ input })))
    expect(await rawHash(sharp(file).ensureAlpha())).toBe(await rawHash(direct))
  })

  it('answers the second request from the disk without composing, and as WebP on request', async () => {
    const before = previewStats().composed
    const again = await composePreview(payload, 'ps5', selection, 'front')
    expect(again.cached).toBe(true)
    expect(previewStats().composed).toBe(before)
    const webp = await composePreview(payload, 'ps5', selection, 'front', 'webp')
    expect(webp.url).toMatch(/^\/previews\/ps5\/front\/[0-9a-f]{64}\.webp$/)
    expect(webp.hash).not.toBe(again.hash)
    expect(await sharp(fileOf(webp.url)).metadata()).toMatchObject({ format: 'webp', width: 1000 })
  })

  it('composes once for concurrent requests of the same image', async () => {
    await clearPreviews(payload, 'ps5', 'back')
    const before = previewStats().composed
    const results = await Promise.all(
      Array.from({ length: 5 }, () => composePreview(payload, 'ps5', selection, 'back')),
    )
    expect(previewStats().composed).toBe(before + 1)
    expect(new Set(results.map((r) => r.url)).size).toBe(1)
    expect(fs.existsSync(fileOf(results[0]!.url))).toBe(true)
    expect((await composePreview(payload, 'ps5', selection, 'back')).cached).toBe(true)
  })

  it('gives the same image to configurations that draw the same layers, a new one when a layer image changes', async () => {
    const first = await composePreview(payload, 'ps5', selection, 'front')
    const withFlags = { ...selection, quantity: 3, rapidEnabled: true }
    expect((await composePreview(payload, 'ps5', withFlags, 'front')).url).toBe(first.url)
    const platform = (
      await payload.find({ collection: 'platforms', where: { slug: { equals: 'ps5' } }, depth: 0, limit: 1 })
    ).docs[0]!
    const baseId = platform.previewBase!.find((b) => b.side === 'front')!.image as number
    const baseMedia = await payload.findByID({ collection: 'media', id: baseId, depth: 0 })
    await payload.update({ collection: 'media', id: baseId, data: { alt: `${baseMedia.alt} ` }, depth: 0 })
    try {
      const after = await composePreview(payload, 'ps5', selection, 'front')
      expect(after.hash).not.toBe(first.hash)
      expect(after.cached).toBe(false)
    } finally {
      await payload.update({ collection: 'media', id: baseId, data: { alt: baseMedia.alt }, depth: 0 })
    }
  })

  it('refuses unknown platforms, sides the platform does not show and values of other platforms', async () => {
    await expect(composePreview(payload, 'atari-2600', selection, 'front')).rejects.toBeInstanceOf(UnknownPlatformError)
    await expect(composePreview(payload, 'ps5', selection, 'top')).rejects.toBeInstanceOf(PreviewSideError)
    const foreign = await foreignValue()
    await expect(
      composePreview(payload, 'ps5', { ...selection, options: { ...selection.options, ...foreign } }, 'front'),
    ).rejects.toBeInstanceOf(PreviewSelectionError)
    const [a, b] = (await loadCreatorCatalog(payload, 'ps5')).options.filter((o) => o.values.length > 0)
    const misplaced = b!.values[0]!.id
    await expect(
      composePreview(
        payload,
        'ps5',
        { ...selection, options: { ...selection.options, [`option_${a!.id}`]: misplaced } },
        'front',
      ),
    ).rejects.toThrow(`${misplaced} is not a value of option_${a!.id} on ps5.`)
  })

  it('clear deletes the platform’s files (one side or all) and nothing of other platforms', async () => {
    await composePreview(payload, 'ps5', selection, 'front')
    await composePreview(payload, 'ps5', selection, 'back')
    const ps4 = createEngine(await loadCreatorCatalog(payload, 'ps4')).initial()
    await composePreview(payload, 'ps4', ps4, 'front')
    const ps5Files = cachedFiles('ps5').length
    expect(ps5Files).toBeGreaterThanOrEqual(2)
    expect(await clearPreviews(payload, 'ps5', 'back')).toBe(1)
    expect(await clearPreviews(payload, 'ps5')).toBe(ps5Files - 1)
    expect(cachedFiles('ps5')).toEqual([])
    expect(cachedFiles('ps4')).toHaveLength(1)
    expect((await composePreview(payload, 'ps5', selection, 'front')).cached).toBe(false)
    await expect(clearPreviews(payload, 'atari-2600')).rejects.toBeInstanceOf(UnknownPlatformError)
  })
})

/** An option key and value of an option that ps5 does not offer. */
async function foreignValue(): Promise<Record<string, number>> {
  const ps5 = (await payload.find({ collection: 'platforms', where: { slug: { equals: 'ps5' } }, limit: 1 })).docs[0]!
  const foreign = (await payload.find({ collection: 'options', depth: 0, pagination: false })).docs
    .filter((o) => !(o.platforms as number[]).includes(ps5.id))
    .map((o) => o.id)
  const value = (
    await payload.find({ collection: 'option-values', where: { option: { in: foreign } }, depth: 0, limit: 1 })
  ).docs[0]!
  return { [`option_${value.option as number}`]: value.id }
}

describe('GET /api/controller-image/{side}/{platform}', () => {
  /** As Payload hands it over: the URL as sent, and a `req.query` its JWT strategy added `depth` to. */
  const call = (side: string, platform: string, query: Record<string, string | string[]>) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query))
      for (const one of Array.isArray(value) ? value : [value]) params.append(key, one)
    return controllerImageEndpoint.handler({
      payload,
      routeParams: { side, platform },
      url: `http://localhost:3000/api/controller-image/${side}/${platform}?${params}`,
      query: { ...query, depth: undefined },
    } as unknown as PayloadRequest)
  }
  const queryOf = (s: Selection, format?: 'png' | 'webp') =>
    Object.fromEntries(new URLSearchParams(selectionToQuery(s, format)))

  it('200 with the URL of the composed image, which the previews route serves as immutable', async () => {
    const response = await call('front', 'ps5', queryOf(selection, 'webp'))
    expect(response.status).toBe(200)
    const body = (await response.json()) as { url: string; hash: string; cached: boolean }
    expect(body.url).toBe(`/previews/ps5/front/${body.hash}.webp`)
    const segments = body.url.split('/').slice(2)
    const served = await servePreview(new Request(`http://localhost${body.url}`), {
      params: Promise.resolve({ path: segments }),
    })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await served.arrayBuffer()).equals(fs.readFileSync(fileOf(body.url)))).toBe(true)
    const revalidated = await servePreview(
      new Request(`http://localhost${body.url}`, { headers: { 'If-None-Match': served.headers.get('etag')! } }),
      { params: Promise.resolve({ path: segments }) },
    )
    expect(revalidated.status).toBe(304)
    for (const path of [
      ['ps5', 'front', `${'0'.repeat(64)}.png`],
      ['..', 'front', `${body.hash}.webp`],
      ['ps5', 'front', '..', `${body.hash}.webp`],
      ['ps5', 'front', `${body.hash}.webp.tmp`],
    ]) {
      const missing = await servePreview(new Request('http://localhost/previews/x'), {
        params: Promise.resolve({ path }),
      })
      expect(missing.status, path.join('/')).toBe(404)
    }
  })

  it('400 for an unknown side or a malformed query, 404 for an unknown platform or side, 422 for a foreign value', async () => {
    const expectStatus = async (response: Response, status: number, message?: string) => {
      expect(response.status).toBe(status)
      const body = (await response.json()) as { message: string }
      if (message) expect(body.message).toBe(message)
      else expect(body.message.length).toBeGreaterThan(10)
    }
    await expectStatus(await call('left', 'ps5', {}), 400, 'The path is invalid at "side": expected front, top, back.')
    await expectStatus(
      await call('front', 'ps5', { ...queryOf(selection), option_12: 'red' }),
      400,
      'option_12 must be a whole number above 0, not "red".',
    )
    await expectStatus(await call('front', 'ps5', { quantity: ['1', '2'] }), 400, 'quantity is given more than once.')
    await expectStatus(await call('front', 'ps5', { size: '2000' }), 400)
    await expectStatus(await call('front', 'atari-2600', queryOf(selection)), 404, 'There is no platform "atari-2600".')
    await expectStatus(
      await call('top', 'ps5', queryOf(selection)),
      404,
      'ps5 has no top view: its sides are front, back.',
    )
    const [key, value] = Object.entries(await foreignValue())[0]!
    await expectStatus(
      await call('front', 'ps5', { ...queryOf(selection), [key]: String(value) }),
      422,
      `${key} is not an option of ps5.`,
    )
  })
})

describe('DELETE /api/clear-configuration-image/{side}/{platform}', () => {
  const call = async (side: string, platform: string, email?: string) =>
    clearConfigurationImageEndpoint.handler({
      payload,
      routeParams: { side, platform },
      query: {},
      user: email ? await userByEmail(payload, email) : null,
    } as unknown as PayloadRequest)

  it('401 for guests, 403 for customers and merchandisers; admins clear and get the count', async () => {
    await composePreview(payload, 'ps5', selection, 'front')
    await composePreview(payload, 'ps5', selection, 'back')
    const files = cachedFiles('ps5').length
    expect(files).toBeGreaterThan(0)
    for (const who of [undefined, DEMO.customer, DEMO.merchandiser]) {
      const refused = await call('front', 'ps5', who)
      expect(refused.status, who ?? 'guest').toBe(who ? 403 : 401)
    }
    expect(cachedFiles('ps5')).toHaveLength(files)
    const front = cachedFiles('ps5').filter((f) => String(f).startsWith('front')).length
    const cleared = await call('front', 'ps5', DEMO.admin)
    expect(cleared.status).toBe(200)
    expect(await cleared.json()).toEqual({ cleared: front })
    expect(await (await call('all', 'ps5', DEMO.admin)).json()).toEqual({ cleared: files - front })
    expect((await call('left', 'ps5', DEMO.admin)).status).toBe(400)
    expect((await call('front', 'atari-2600', DEMO.admin)).status).toBe(404)
  })
})
