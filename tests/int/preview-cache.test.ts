// The preview disk cache within its budget (issue 9): least recently used images evicted, recipes kept, evicted
// images composed again by the /previews route, and a flood of distinct compositions kept under the quota.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { GET as servePreview } from '../../src/app/(frontend)/previews/[...path]/route'
import { scanCache } from '../../src/creator/preview/cache-keeper'
import { composePreview } from '../../src/creator/preview/compose'
import { sumBytes } from '../../src/creator/preview/quota'
import { emptySelection, type Selection } from '../../src/creator/selection'
import { frontLayerValues } from './front-layers'
import { testPayload } from './payload'

let payload: Payload
let cacheDir: string
let combos: Selection[]

/** Selections of ps5's front that draw distinct images. */
async function frontSelections(): Promise<Selection[]> {
  const [a, b, c] = await frontLayerValues(payload)
  // Every combination of the values of the three options with the most front layers (each draws its own layers).
  const all: Selection[] = []
  for (const x of a![1])
    for (const y of b![1])
      for (const z of c![1])
        all.push({
          ...emptySelection(),
          options: { [`option_${a![0]}`]: x, [`option_${b![0]}`]: y, [`option_${c![0]}`]: z },
        })
  return all
}

beforeAll(async () => {
  payload = await testPayload()
  combos = await frontSelections()
})

beforeEach(() => {
  // A fresh, empty cache folder per test: the keeper keeps its running totals per folder.
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padforge-int-preview-cache-'))
  process.env.PREVIEW_CACHE_DIR = cacheDir
  delete process.env.PREVIEW_CACHE_MAX_MB
})

afterAll(() => {
  for (const name of ['PREVIEW_CACHE_DIR', 'PREVIEW_CACHE_MAX_MB', 'TRUST_PROXY', 'RATE_LIMIT_PREVIEW'])
    delete process.env[name]
  fs.rmSync(cacheDir, { recursive: true, force: true })
})

const fileOf = (url: string) => path.join(cacheDir, ...url.replace(/^\/previews\//, '').split('/'))
const serve = (url: string, headers: HeadersInit = {}) =>
  servePreview(new Request(`http://localhost${url}`, { headers }), {
    params: Promise.resolve({ path: url.replace(/^\/previews\//, '').split('/') }),
  })
const compose = (selection: Selection, options = {}) =>
  composePreview(payload, 'ps5', selection, 'front', 'png', options)
const setLastUse = (file: string, msAgo: number) => {
  const when = new Date(Date.now() - msAgo)
  fs.utimesSync(file, when, when)
}

describe('preview cache', () => {
  it('writes a recipe beside each image, and calls beforeCompose only for a composition that misses', async () => {
    let calls = 0
    const beforeCompose = async () => {
      calls += 1
    }
    const first = await compose(combos[0]!, { beforeCompose })
    expect(first.cached).toBe(false)
    expect(calls).toBe(1)
    expect((await compose(combos[0]!, { beforeCompose })).cached).toBe(true)
    expect(calls).toBe(1)
    const recipe = JSON.parse(fs.readFileSync(`${fileOf(first.url)}.json`, 'utf8'))
    expect(recipe).toEqual({ v: 1, platform: 'ps5', side: 'front', format: 'png', options: combos[0]!.options })
    // A refusal stops the composition before any work.
    const refused = compose(combos[1]!, { beforeCompose: () => Promise.reject(new Error('over the limit')) })
    await expect(refused).rejects.toThrow('over the limit')
    expect((await scanCache(cacheDir)).images).toHaveLength(1)
    // The recipe is never served.
    expect((await serve(`${first.url}.json`)).status).toBe(404)
  })

  it('evicts the least recently used images past the quota, and the route composes an evicted one again', async () => {
    const a = await compose(combos[0]!)
    const original = fs.readFileSync(fileOf(a.url))
    const imageBytes = (await scanCache(cacheDir)).images[0]!.bytes
    // Room for three and a half images: the fourth write takes it past the quota and the oldest goes.
    process.env.PREVIEW_CACHE_MAX_MB = String((imageBytes * 3.5) / 2 ** 20)
    setLastUse(fileOf(a.url), 60 * 60_000)
    const b = await compose(combos[1]!)
    setLastUse(fileOf(b.url), 50 * 60_000)
    const c = await compose(combos[2]!)
    setLastUse(fileOf(c.url), 40 * 60_000)
    // Serving b counts as a use: it is no longer the oldest but one.
    expect((await serve(b.url)).status).toBe(200)
    const d = await compose(combos[3]!)
    expect(fs.existsSync(fileOf(a.url))).toBe(false)
    expect(fs.existsSync(`${fileOf(a.url)}.json`)).toBe(true)
    await compose(combos[4]!)
    // c went next, not b (served since).
    expect([a, b, c, d].map((image) => fs.existsSync(fileOf(image.url)))).toEqual([false, true, false, true])

    // The evicted image comes back through the route, the same bytes under the same immutable URL.
    const again = await serve(a.url)
    expect(again.status).toBe(200)
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await again.arrayBuffer()).equals(original)).toBe(true)
    expect(fs.existsSync(fileOf(a.url))).toBe(true)
    const total = sumBytes((await scanCache(cacheDir)).images)
    expect(total).toBeLessThanOrEqual(imageBytes * 3.5)

    // A browser revalidating an evicted image keeps its copy while the recipe can make it again.
    fs.rmSync(fileOf(c.url), { force: true })
    expect((await serve(c.url, { 'If-None-Match': `"${c.hash}"` })).status).toBe(304)
  })

  it('404 for a hash it never composed, or whose configuration the catalog no longer has', async () => {
    expect((await serve(`/previews/ps5/front/${'e'.repeat(64)}.png`)).status).toBe(404)
    expect(
      (await serve(`/previews/ps5/front/${'e'.repeat(64)}.png`, { 'If-None-Match': `"${'e'.repeat(64)}"` })).status,
    ).toBe(404)
    // A recipe naming a value that is not (any more) on the platform composes nothing.
    const a = await compose(combos[0]!)
    fs.rmSync(fileOf(a.url))
    const recipe = `${fileOf(a.url)}.json`
    const stale = JSON.parse(fs.readFileSync(recipe, 'utf8'))
    fs.writeFileSync(recipe, JSON.stringify({ ...stale, options: { option_999999: 1 } }))
    expect((await serve(a.url)).status).toBe(404)
  })

  it("redirects to today's picture of the configuration when the art changed since the image was evicted", async () => {
    const a = await compose(combos[5]!)
    fs.rmSync(fileOf(a.url))
    // Touching a layer of the configuration changes its version, hence the hash.
    const valueId = Object.values(combos[5]!.options)[0] as number
    const value = await payload.findByID({ collection: 'option-values', id: valueId, depth: 0 })
    const mediaId = (value.layers ?? []).find((l) => l.side === 'front')!.image as number
    const media = await payload.findByID({ collection: 'media', id: mediaId, depth: 0 })
    await payload.update({
      collection: 'media',
      id: mediaId,
      data: { alt: `${media.alt ?? ''} ` },
      overrideAccess: true,
    })
    try {
      const moved = await serve(a.url)
      expect(moved.status).toBe(307)
      expect(moved.headers.get('cache-control')).toBe('no-store')
      const target = moved.headers.get('location')!
      expect(target).toMatch(/^\/previews\/ps5\/front\/[0-9a-f]{64}\.png$/)
      expect(target).not.toBe(a.url)
      expect((await serve(target)).status).toBe(200)
    } finally {
      await payload.update({ collection: 'media', id: mediaId, data: { alt: media.alt }, overrideAccess: true })
    }
  })

  it('counts a composition the route makes again against the preview rate limit', async () => {
    Object.assign(process.env, { TRUST_PROXY: '1', RATE_LIMIT_PREVIEW: '1/60' })
    try {
      const a = await compose(combos[6]!)
      const b = await compose(combos[7]!)
      fs.rmSync(fileOf(a.url))
      fs.rmSync(fileOf(b.url))
      const from = { 'x-forwarded-for': '192.0.2.200' }
      expect((await serve(a.url, from)).status).toBe(200)
      // Served from disk now: no count.
      expect((await serve(a.url, from)).status).toBe(200)
      const refused = await serve(b.url, from)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await serve(b.url, { 'x-forwarded-for': '192.0.2.201' })).status).toBe(200)
    } finally {
      delete process.env.TRUST_PROXY
      delete process.env.RATE_LIMIT_PREVIEW
    }
  })

  it('300 distinct compositions keep the folder under the quota', async () => {
    expect(combos.length).toBeGreaterThanOrEqual(300)
    const quota = 3 * 2 ** 20
    process.env.PREVIEW_CACHE_MAX_MB = '3'
    const urls: string[] = []
    for (const selection of combos.slice(0, 300)) {
      urls.push((await compose(selection)).url)
      // Never over the quota after a composition returns.
      expect(sumBytes((await scanCache(cacheDir)).images)).toBeLessThanOrEqual(quota)
    }
    expect(new Set(urls).size).toBe(300)
    const { images, recipes } = await scanCache(cacheDir)
    expect(images.length).toBeLessThan(300)
    expect(images.length).toBeGreaterThan(0)
    // Every image keeps its recipe (their budget is far larger), so the first is still there to be made again.
    expect(recipes).toHaveLength(300)
    expect((await serve(urls[0]!)).status).toBe(200)
  })
})
