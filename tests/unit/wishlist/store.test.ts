import { beforeEach, describe, expect, it, vi } from 'vitest'

// The browser's wish list store when a save and the first read of the list cross: the read was answered before the
// save, so when it lands it must not undo the save. The network (callApi) is replaced; storage is an in-memory one.

type Reply = { ok: true; value: unknown } | { ok: false; status: number; message: string }
const calls: Array<{ url: string; method: string; answer: (reply: Reply) => void }> = []
vi.mock('@/components/api/call', () => ({
  callApi: (url: string, method = 'GET') =>
    new Promise<Reply>((answer) => {
      calls.push({ url, method, answer })
    }),
}))

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

beforeEach(() => {
  calls.length = 0
  vi.resetModules()
  vi.stubGlobal('window', { localStorage: memoryStorage() })
})

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the wish list store', () => {
  it('keeps an item saved while the first read of the list was on its way', async () => {
    const store = await import('../../../src/components/wishlist/store')
    const following = store.follow(true)
    expect(calls.map((c) => c.url)).toEqual(['/api/wishlist-data'])

    const saving = store.save({ productId: 7 })
    calls[1]?.answer({ ok: true, value: { error: false, message: 'Saved' } })
    await saving
    expect(store.snapshot().keys?.has(7)).toBe(true)

    // The read answered before the save: an empty list.
    calls[0]?.answer({ ok: true, value: { products: [] } })
    await following
    await flush()
    expect([...(store.snapshot().keys ?? [])]).toEqual([7])
    // And the browser's cache holds it too, so the next page knows.
    await store.follow(true)
    expect(calls).toHaveLength(2)
    expect([...(store.snapshot().keys ?? [])]).toEqual([7])
  })

  it('takes the server list as it is when nothing changed meanwhile', async () => {
    const store = await import('../../../src/components/wishlist/store')
    const following = store.follow(true)
    calls[0]?.answer({ ok: true, value: { products: [{ product_id: 3 }, { product_id: 'abc' }] } })
    await following
    expect([...(store.snapshot().keys ?? [])]).toEqual([3, 'abc'])
  })
})
