import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parsePreviewPath, previewFile, previewUrl } from '../../../src/creator/preview/store'

const hash = 'a'.repeat(64)

describe('preview paths', () => {
  afterEach(() => {
    delete process.env.PREVIEW_CACHE_DIR
  })

  it('maps a location to its URL and file under PREVIEW_CACHE_DIR', () => {
    process.env.PREVIEW_CACHE_DIR = '/srv/previews'
    const location = { platform: 'ps5', side: 'front', hash, format: 'webp' } as const
    expect(previewUrl(location)).toBe(`/previews/ps5/front/${hash}.webp`)
    expect(previewFile(location)).toBe(path.join('/srv/previews', 'ps5', 'front', `${hash}.webp`))
    expect(parsePreviewPath(['ps5', 'front', `${hash}.webp`])).toEqual(location)
  })

  it.each([
    [['ps5', 'front']],
    [['ps5', 'front', `${hash}.png`, 'x']],
    [['..', 'front', `${hash}.png`]],
    [['ps5', '..', `${hash}.png`]],
    [['ps5', 'front', `../${hash}.png`]],
    [['ps5', 'front', `${hash}.png/..`]],
    [['ps5', 'side', `${hash}.png`]],
    [['PS5', 'front', `${hash}.png`]],
    [['ps5', 'front', `${hash}.avif`]],
    [['ps5', 'front', `${hash.slice(1)}.png`]],
    [['ps5', 'front', `${hash.toUpperCase()}.png`]],
    [['ps5', 'front', `${hash}.png.tmp`]],
  ])('refuses %j', (segments) => {
    expect(parsePreviewPath(segments)).toBeNull()
  })

  it('refuses to build a path from anything but a valid location', () => {
    expect(() => previewFile({ platform: '../x', side: 'front', hash, format: 'png' })).toThrow()
    expect(() => previewFile({ platform: 'ps5', side: 'front', hash: '../../etc/passwd', format: 'png' })).toThrow()
  })
})
