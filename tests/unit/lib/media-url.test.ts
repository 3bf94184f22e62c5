import { describe, expect, it } from 'vitest'
import { isOptimizable, mediaSrc, optimizedUrl, optimizerUrlFor, shortImageSource } from '../../../src/lib/media-url'

describe('mediaSrc', () => {
  const at = '2026-11-24T10:00:00.000Z'
  const v = Date.parse(at).toString(36)

  it('makes our own uploads site-relative and versions them', () => {
    expect(mediaSrc('http://localhost:3000/api/media/file/a.png', at)).toBe(`/api/media/file/a.png?v=${v}`)
    expect(mediaSrc('https://shop.example/api/media/file/a%20b.png', at)).toBe(`/api/media/file/a%20b.png?v=${v}`)
    expect(mediaSrc('/api/media/file/a.png', at)).toBe(`/api/media/file/a.png?v=${v}`)
  })

  it('leaves the version out when the change time is unknown or malformed', () => {
    expect(mediaSrc('/api/media/file/a.png')).toBe('/api/media/file/a.png')
    expect(mediaSrc('/api/media/file/a.png', 'not a date')).toBe('/api/media/file/a.png')
  })

  it('leaves other addresses as they are', () => {
    expect(mediaSrc('https://cdn.example/bucket/a.png', at)).toBe('https://cdn.example/bucket/a.png')
    expect(mediaSrc('/api/media/file/a.png?prefix=x', at)).toBe('/api/media/file/a.png?prefix=x')
  })
})

describe('isOptimizable', () => {
  it('is true for uploads and composed previews on this site only', () => {
    expect(isOptimizable('/api/media/file/a.png?v=1')).toBe(true)
    expect(isOptimizable('/previews/ps5/front/abc.webp')).toBe(true)
    expect(isOptimizable('https://cdn.example/a.png')).toBe(false)
    expect(isOptimizable('http://localhost:3000/api/media/file/a.png')).toBe(false)
    expect(isOptimizable('/favicon.svg')).toBe(false)
  })
})

describe('short picture addresses', () => {
  const optimizer = (src: string, w: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${w}&q=75`
  const back = (address: string) => {
    const url = new URL(address, 'http://store')
    return optimizerUrlFor(url.pathname, url.search)
  }

  it('writes uploads and previews short, and reads them back to exactly the optimizer’s address', () => {
    for (const src of [
      '/api/media/file/a.png?v=mx1go4bx',
      '/api/media/file/a%20b.webp',
      '/previews/ps5/front/5fcb6750.webp',
    ]) {
      const short = optimizedUrl(src, 640)
      expect(short.startsWith('/img/640/')).toBe(true)
      expect(short.length).toBeLessThan(optimizer(src, 640).length)
      expect(back(short)).toBe(optimizer(src, 640))
    }
    expect(optimizedUrl('/api/media/file/a.png?v=1', 256)).toBe('/img/256/m/a.png?v=1')
    expect(optimizedUrl('/previews/ps5/front/h.webp', 360)).toBe('/img/360/p/ps5/front/h.webp')
  })

  it('keeps only the version of the query', () => {
    expect(shortImageSource('/img/360/m/a.png', '?v=abc&x=1')).toEqual({
      src: '/api/media/file/a.png?v=abc',
      width: 360,
    })
    expect(shortImageSource('/img/360/p/ps5/front/h.webp', '?x=1')).toEqual({
      src: '/previews/ps5/front/h.webp',
      width: 360,
    })
  })

  it('is null for anything else', () => {
    for (const path of [
      '/img/360/x/a.png',
      '/img/abc/m/a.png',
      '/img/360/m/',
      '/img/12345/m/a.png',
      '/api/media/file/a.png',
    ])
      expect(shortImageSource(path, '')).toBeNull()
  })
})
