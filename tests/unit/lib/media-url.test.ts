import { describe, expect, it } from 'vitest'
import { isOptimizable, mediaSrc } from '../../../src/lib/media-url'

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
