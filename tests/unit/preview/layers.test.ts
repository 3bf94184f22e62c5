import { describe, expect, it } from 'vitest'
import {
  type BaseImageSource,
  layerHash,
  type MediaVersion,
  stackLayers,
  type ValueLayers,
} from '../../../src/creator/preview/layers'

const media = (id: number, updatedAt = '2026-11-22T20:00:00.000Z'): MediaVersion => ({
  id,
  filename: `layer-${id}.png`,
  updatedAt,
  width: 1000,
  height: 800,
})

const base: BaseImageSource[] = [
  { side: 'back', media: media(2) },
  { side: 'front', media: media(1) },
  { side: 'front', media: media(3) }, // a second front base is not drawn: the browser takes the first
]

const value = (
  valueId: number,
  ...layers: Array<[side: string, zIndex: number, mediaId: number | null]>
): ValueLayers => ({
  valueId,
  layers: layers.map(([side, zIndex, id]) => ({ side, zIndex, media: id === null ? null : media(id) })),
})

const ids = (side: 'front' | 'back' | 'top', values: ValueLayers[]) =>
  stackLayers(side, base, values).map((l) => l.mediaId)

describe('stackLayers', () => {
  it('draws the side’s first base image, then value layers by ascending zIndex', () => {
    const values = [
      value(40, ['front', 4, 10], ['back', 1, 11]),
      value(12, ['front', 2, 20]),
      value(7, ['front', 9, 30]),
    ]
    expect(ids('front', values)).toEqual([1, 20, 10, 30])
    expect(ids('back', values)).toEqual([2, 11])
  })

  it('breaks zIndex ties by value id, then by layer order inside the value, whatever order values arrive in', () => {
    const a = value(5, ['front', 3, 50], ['front', 3, 51])
    const b = value(9, ['front', 3, 90])
    const c = value(2, ['front', 3, 20])
    expect(ids('front', [a, b, c])).toEqual([1, 20, 50, 51, 90])
    expect(ids('front', [b, c, a])).toEqual([1, 20, 50, 51, 90])
  })

  it('skips layers whose image is gone and works without a base', () => {
    expect(ids('front', [value(1, ['front', 1, null], ['front', 2, 8])])).toEqual([1, 8])
    expect(stackLayers('top', base, [value(1, ['top', 1, 8])]).map((l) => l.mediaId)).toEqual([8])
    expect(stackLayers('top', base, [])).toEqual([])
  })

  it('carries the file name, size and a version made of updatedAt and file name', () => {
    expect(stackLayers('front', base, [])[0]).toEqual({
      mediaId: 1,
      filename: 'layer-1.png',
      version: '2026-11-22T20:00:00.000Z|layer-1.png',
      width: 1000,
      height: 800,
    })
  })
})

describe('layerHash', () => {
  const png = { format: 'png', width: 1000 } as const
  const stack = stackLayers('front', base, [value(12, ['front', 2, 20]), value(40, ['front', 4, 10])])

  it('is a stable sha256 hex of the stack', () => {
    const hash = layerHash('front', stack, png)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(
      layerHash('front', stackLayers('front', base, [value(40, ['front', 4, 10]), value(12, ['front', 2, 20])]), png),
    ).toBe(hash)
    expect(layerHash('front', structuredClone(stack), { format: 'png', width: 1000 })).toBe(hash)
  })

  it('does not depend on which values drew the same images', () => {
    const other = stackLayers('front', base, [value(99, ['front', 2, 20], ['front', 4, 10])])
    expect(layerHash('front', other, png)).toBe(layerHash('front', stack, png))
  })

  it('changes when a layer’s version changes (file replaced or renamed)', () => {
    const hash = layerHash('front', stack, png)
    const replaced = stack.map((l, i) => (i === 1 ? { ...l, version: '2026-11-23T08:00:00.000Z|layer-20.png' } : l))
    expect(layerHash('front', replaced, png)).not.toBe(hash)
    const touched = stackLayers('front', base, [
      { valueId: 12, layers: [{ side: 'front', zIndex: 2, media: media(20, '2026-11-24T00:00:00.000Z') }] },
      value(40, ['front', 4, 10]),
    ])
    expect(layerHash('front', touched, png)).not.toBe(hash)
  })

  it('changes with the order, the layers, the side, the format and the width', () => {
    const hash = layerHash('front', stack, png)
    expect(layerHash('front', [...stack].reverse(), png)).not.toBe(hash)
    expect(layerHash('front', stack.slice(0, 2), png)).not.toBe(hash)
    expect(layerHash('back', stack, png)).not.toBe(hash)
    expect(layerHash('front', stack, { format: 'webp', width: 1000 })).not.toBe(hash)
    expect(layerHash('front', stack, { format: 'png', width: 500 })).not.toBe(hash)
  })
})
