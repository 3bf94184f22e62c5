import { describe, expect, it } from 'vitest'
import { SizedLru } from '../../../src/creator/preview/lru'
import { composeLayers, trimTransparent } from '../../../src/creator/preview/raster'
import { Semaphore } from '../../../src/creator/preview/semaphore'

describe('trimTransparent', () => {
  const image = (width: number, height: number, opaque: Array<[number, number]>) => {
    const data = Buffer.alloc(width * height * 4)
    for (const [x, y] of opaque) data.set([x, y, 7, 255], (y * width + x) * 4)
    return data
  }

  it('keeps the bounding box of the pixels with alpha > 0 and where it sits', () => {
    const trimmed = trimTransparent(
      image(6, 5, [
        [2, 1],
        [4, 3],
      ]),
      6,
      5,
    )
    expect(trimmed && { ...trimmed, data: [...trimmed.data] }).toEqual({
      left: 2,
      top: 1,
      width: 3,
      height: 3,
      // row 1: (2,1) opaque; row 2: empty; row 3: (4,3) opaque
      data: [
        2, 1, 7, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 3, 7, 255,
      ],
    })
  })

  it('answers null for a fully transparent layer and keeps a full one as it is', () => {
    expect(trimTransparent(image(3, 3, []), 3, 3)).toBeNull()
    const full = image(2, 1, [
      [0, 0],
      [1, 0],
    ])
    expect(trimTransparent(full, 2, 1)).toEqual({ data: full, left: 0, top: 0, width: 2, height: 1 })
  })
})

describe('trimTransparent on random layers', () => {
  /** The obvious implementation: every pixel looked at. */
  const naive = (data: Buffer, width: number, height: number) => {
    let box: { left: number; top: number; right: number; bottom: number } | null = null
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (data[(y * width + x) * 4 + 3] !== 0)
          box = box
            ? {
                left: Math.min(box.left, x),
                top: Math.min(box.top, y),
                right: Math.max(box.right, x),
                bottom: Math.max(box.bottom, y),
              }
            : { left: x, top: y, right: x, bottom: y }
    return box && { left: box.left, top: box.top, width: box.right - box.left + 1, height: box.bottom - box.top + 1 }
  }

  it('finds the same box as looking at every pixel, and copies exactly that box', () => {
    let seed = 7
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed / 2147483648
    }
    for (let round = 0; round < 200; round++) {
      const width = 1 + Math.floor(random() * 12)
      const height = 1 + Math.floor(random() * 12)
      const data = Buffer.alloc(width * height * 4)
      const dots = Math.floor(random() * 4)
      for (let d = 0; d < dots; d++) {
        const i = Math.floor(random() * width * height) * 4
        data.set([1 + d, 2, 3, 1 + Math.floor(random() * 255)], i)
      }
      const trimmed = trimTransparent(data, width, height)
      const expected = naive(data, width, height)
      expect(trimmed && { left: trimmed.left, top: trimmed.top, width: trimmed.width, height: trimmed.height }).toEqual(
        expected,
      )
      if (trimmed && expected)
        for (let y = 0; y < trimmed.height; y++)
          for (let x = 0; x < trimmed.width; x++) {
            const from = ((y + trimmed.top) * width + x + trimmed.left) * 4
            expect([...trimmed.data.subarray((y * trimmed.width + x) * 4, (y * trimmed.width + x) * 4 + 4)]).toEqual([
              ...data.subarray(from, from + 4),
            ])
          }
    }
  })
})

describe('SizedLru', () => {
  it('drops the least recently used entries when over budget', () => {
    const lru = new SizedLru<string, string>(10, (v) => v.length)
    lru.set('a', 'aaaa')
    lru.set('b', 'bbbb')
    expect(lru.get('a')).toBe('aaaa') // a is now the most recent
    lru.set('c', 'cccc')
    expect(lru.get('b')).toBeUndefined()
    expect(lru.get('a')).toBe('aaaa')
    expect(lru.used).toBe(8)
    lru.set('huge', 'x'.repeat(11))
    expect(lru.get('huge')).toBeUndefined()
    expect(lru.size).toBe(2)
  })
})

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once, in arrival order, and frees slots on failure', async () => {
    const gate = new Semaphore(2)
    let running = 0
    let peak = 0
    const order: number[] = []
    const task = (n: number, fail = false) =>
      gate.run(async () => {
        running += 1
        peak = Math.max(peak, running)
        await new Promise((r) => setTimeout(r, 5))
        order.push(n)
        running -= 1
        if (fail) throw new Error(`task ${n}`)
        return n
      })
    const results = await Promise.allSettled([task(1), task(2, true), task(3), task(4), task(5)])
    expect(peak).toBe(2)
    expect(order).toEqual([1, 2, 3, 4, 5])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled'])
    expect(gate.active).toBe(0)
  })
})

describe('composeLayers', () => {
  const canvas = { width: 8, height: 6 }
  const solid = (width: number, height: number, rgba: [number, number, number, number]) => {
    const data = Buffer.alloc(width * height * 4)
    for (let i = 0; i < width * height; i++) data.set(rgba, i * 4)
    return data
  }
  const red = [200, 10, 10, 128] as [number, number, number, number]
  const bottom = { data: solid(8, 6, red), left: 0, top: 0, width: 8, height: 6 }
  const top = { data: solid(3, 2, [10, 200, 10, 200]), left: 4, top: 3, width: 3, height: 2 }
  const pixels = async (png: Buffer) => (await import('sharp')).default(png).raw().toBuffer()
  const pixel = (raw: Buffer, x: number, y: number) => [...raw.subarray((y * 8 + x) * 4, (y * 8 + x) * 4 + 4)]

  it('gives the same pixels with the whole bottom layer as the base image as on a transparent canvas', async () => {
    const onBottom = await pixels(await composeLayers([bottom, top], canvas, 'png'))
    const onCanvas = await pixels(await composeLayers([null, bottom, top], canvas, 'png'))
    expect(onBottom.equals(onCanvas)).toBe(true)
    expect(pixel(onBottom, 0, 0)).toEqual(red)
  })

  it('puts a bottom layer that does not cover the canvas onto a transparent one', async () => {
    const narrow = { data: solid(7, 6, red), left: 0, top: 0, width: 7, height: 6 }
    const raw = await pixels(await composeLayers([narrow, top], canvas, 'png'))
    expect(pixel(raw, 0, 0)).toEqual(red)
    expect(pixel(raw, 7, 0)).toEqual([0, 0, 0, 0])
  })
})
