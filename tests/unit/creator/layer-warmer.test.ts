// Fetching the creator's layers ahead (issue 32): nothing before the preview painted, then group by group in idle
// time, a pointed-at group first.
import { describe, expect, it } from 'vitest'
import { createLayerWarmer } from '../../../src/components/creator/layer-warmer'
import type { CatalogIndex } from '../../../src/creator/catalog'
import { groupValueIds, layerUrls, warmOrder } from '../../../src/creator/layer-order'
import type { CreatorView } from '../../../src/creator/view'

const view = {
  groups: [
    { id: 10, options: [1] },
    { id: 20, options: [2] },
  ],
  layers: {
    11: [
      { side: 'front', zIndex: 1, url: '/shell-red-front.png' },
      { side: 'back', zIndex: 1, url: '/shell-red-back.png' },
    ],
    12: [{ side: 'front', zIndex: 1, url: '/shell-blue-front.png' }],
    21: [{ side: 'front', zIndex: 2, url: '/abxy-front.png' }],
    99: [{ side: 'front', zIndex: 3, url: '/orphan-front.png' }],
  },
} as unknown as CreatorView

const index = {
  options: new Map([
    [1, { id: 1, values: [{ id: 11 }, { id: 12 }] }],
    [2, { id: 2, values: [{ id: 21 }] }],
  ]),
} as unknown as CatalogIndex

describe('the order layers are fetched ahead in', () => {
  it('is group by group in creator order, the side on show first, then values in no group', () => {
    expect(warmOrder(view, index, 'front')).toEqual([
      '/shell-red-front.png',
      '/shell-blue-front.png',
      '/abxy-front.png',
      '/orphan-front.png',
      '/shell-red-back.png',
    ])
    expect(warmOrder(view, index, 'back')[0]).toBe('/shell-red-back.png')
  })

  it("gives a group's values and their layers", () => {
    expect(groupValueIds(view, index, 20)).toEqual([21])
    expect(groupValueIds(view, index, 404)).toEqual([])
    expect(layerUrls(view, groupValueIds(view, index, 10), 'back')).toEqual([
      '/shell-red-back.png',
      '/shell-red-front.png',
      '/shell-blue-front.png',
    ])
  })
})

/** A warmer whose loads and idle callbacks the test completes by hand. */
function harness(concurrency = 2) {
  const started: string[] = []
  const pending = new Map<string, () => void>()
  const idles: Array<() => void> = []
  const warmer = createLayerWarmer({
    concurrency,
    load: (url) => {
      started.push(url)
      return new Promise<void>((resolve) => pending.set(url, resolve))
    },
    idle: (callback) => idles.push(callback),
  })
  const finish = async (url: string) => {
    pending.get(url)?.()
    pending.delete(url)
    await new Promise((r) => setTimeout(r, 0))
  }
  const idle = () => idles.shift()?.()
  return { warmer, started, finish, idle, idles }
}

describe('the layer warmer', () => {
  it('fetches nothing before start, even for a group pointed at', () => {
    const h = harness()
    h.warmer.prioritize(['/a'])
    expect(h.started).toEqual([])
    expect(h.idles).toHaveLength(0)
  })

  it('after start, fetches only in idle time, at most `concurrency` at once, each URL once', async () => {
    const h = harness(2)
    h.warmer.start(['/a', '/b', '/c', '/a'])
    expect(h.started).toEqual([])
    h.idle()
    expect(h.started).toEqual(['/a', '/b'])
    await h.finish('/a')
    expect(h.started).toEqual(['/a', '/b']) // the next waits for the browser's next idle time
    h.idle()
    expect(h.started).toEqual(['/a', '/b', '/c'])
    await h.finish('/b')
    await h.finish('/c')
    expect(h.idles).toHaveLength(0) // nothing left: no idle callback asked for
    expect(h.warmer.has('/c')).toBe(true)
  })

  it('puts a pointed-at group first and starts it without waiting for idle time', async () => {
    const h = harness(2)
    h.warmer.start(['/a', '/b', '/c', '/d'])
    h.warmer.prioritize(['/d', '/c'])
    expect(h.started).toEqual(['/d', '/c'])
    await h.finish('/d')
    h.idle()
    expect(h.started).toEqual(['/d', '/c', '/a'])
  })

  it('queues a group pointed at before the paint ahead of the rest, for when it starts', () => {
    const h = harness(1)
    h.warmer.prioritize(['/c'])
    h.warmer.start(['/a', '/b', '/c'])
    expect(h.started).toEqual(['/c'])
  })

  it('skips what was already fetched and keeps going after a failed fetch', async () => {
    const started: string[] = []
    const warmer = createLayerWarmer({
      concurrency: 1,
      load: async (url) => {
        started.push(url)
        if (url === '/bad') throw new Error('404')
      },
      idle: (callback) => callback(),
    })
    warmer.start(['/bad', '/ok'])
    await new Promise((r) => setTimeout(r, 0))
    warmer.prioritize(['/ok', '/bad'])
    await new Promise((r) => setTimeout(r, 0))
    expect(started).toEqual(['/bad', '/ok'])
  })
})
