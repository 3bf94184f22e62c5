import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@redis/client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// The shared cache's handler (src/cache/handler, REDIS_URL) against the machine's Redis, reached through a proxy this
// test can cut: entries and tags shared by every handler, images kept as bytes, and a Redis that goes away turning
// into misses (never errors), then a cleared cache when it is back.

const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379')
const PREFIX = `padforge-int-${process.pid}-${Date.now().toString(36)}:`
const KEYS = `${PREFIX}dev:` // no build here: the handler's prefix names the build 'dev'

/** A TCP proxy to Redis whose connections can be cut (`down`) and let through again (`up`). */
function cuttableProxy() {
  const sockets = new Set<net.Socket>()
  let open = true
  const server = net.createServer((socket) => {
    if (!open) return socket.destroy()
    const upstream = net.connect(Number(REDIS.port || 6379), REDIS.hostname)
    for (const s of [socket, upstream]) {
      sockets.add(s)
      s.on('close', () => sockets.delete(s))
      s.on('error', () => s.destroy())
    }
    socket.pipe(upstream).pipe(socket)
  })
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    down() {
      open = false
      for (const s of sockets) s.destroy()
    },
    up() {
      open = true
    },
    close() {
      this.down()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

type Handler = {
  get(key: string, context: object): Promise<{ value: Record<string, unknown>; lastModified: number } | null>
  set(key: string, value: object, context: object): Promise<void>
  revalidateTag(tags: string | string[]): Promise<void>
}

const proxy = cuttableProxy()
/** What Next passes a handler: its build folder (none was built here, so the keys name the build 'dev'). */
const context = { serverDistDir: path.join(os.tmpdir(), 'padforge-no-build', 'server') }
const direct = createClient({ url: REDIS.href })
let Handler: new (context: object) => Handler
let close: () => void

const fetchEntry = (body: string) => ({ kind: 'FETCH', data: { body, headers: {}, status: 200 }, revalidate: false })
const read = (handler: Handler, key: string, tags: string[]) => handler.get(key, { kind: 'FETCH', tags, softTags: [] })
/** Writes an entry and reads it back: null while Redis cannot be reached. */
async function roundTrip(handler: Handler, key: string) {
  await handler.set(key, fetchEntry(key), { kind: 'FETCH', tags: [] })
  return read(handler, key, [])
}

beforeAll(async () => {
  const port = await proxy.listen()
  await direct.connect()
  vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${port}`)
  vi.stubEnv('REDIS_KEY_PREFIX', PREFIX)
  Handler = (await import('../../../src/cache/handler/index.mjs')).default as unknown as typeof Handler
  close = (await import('../../../src/cache/handler/connection.mjs')).closeRedisClient
  const first = new Handler(context)
  await vi.waitFor(async () => expect(await roundTrip(first, 'ready')).not.toBeNull(), { timeout: 15_000 })
})

afterAll(async () => {
  close()
  for await (const keys of direct.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 500 }))
    if (keys.length) await direct.unlink(keys)
  direct.destroy()
  await proxy.close()
  vi.unstubAllEnvs()
})

describe('the shared cache handler', () => {
  it('shares entries between handlers and expires every entry of a tag for all of them', async () => {
    const one = new Handler(context)
    const other = new Handler(context)
    await one.set('/ps5', fetchEntry('ps5 page'), { kind: 'FETCH', tags: ['platform:1', 'site'] })
    await one.set('/deck', fetchEntry('deck page'), { kind: 'FETCH', tags: ['platform:2', 'site'] })
    expect((await read(other, '/ps5', ['platform:1', 'site']))?.value).toMatchObject({ data: { body: 'ps5 page' } })

    await other.revalidateTag(['platform:1'])
    expect(await read(one, '/ps5', ['platform:1', 'site'])).toBeNull()
    expect((await read(one, '/deck', ['platform:2', 'site']))?.value).toMatchObject({ data: { body: 'deck page' } })
    await one.revalidateTag('site')
    expect(await read(other, '/deck', ['platform:2', 'site'])).toBeNull()
  })

  it('keeps an optimized image as its bytes', async () => {
    const handler = new Handler(context)
    const buffer = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 255, 1, 2])
    const image = { kind: 'IMAGE', buffer, etag: 'e1', extension: 'webp', upstreamEtag: 'u1', revalidate: 31_536_000 }
    await handler.set('img-key', image, { kind: 'IMAGE' })
    const got = await new Handler(context).get('img-key', { kind: 'IMAGE' })
    expect(got?.value).toMatchObject({ kind: 'IMAGE', etag: 'e1', extension: 'webp', upstreamEtag: 'u1' })
    expect(Buffer.compare(got?.value.buffer as Buffer, buffer)).toBe(0)
    expect(await direct.ttl(`${KEYS}image:img-key`)).toBeGreaterThan(0)
  })

  it('turns a Redis that went away into misses, logs it once, and clears what it held when it is back', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const handler = new Handler(context)
    await handler.set('/warranty', fetchEntry('old warranty'), { kind: 'FETCH', tags: ['page:/warranty'] })

    proxy.down()
    await expect.poll(() => errors.mock.calls.length).toBeGreaterThan(0)
    expect(await read(handler, '/warranty', ['page:/warranty'])).toBeNull()
    await expect(handler.set('/other', fetchEntry('x'), { kind: 'FETCH', tags: [] })).resolves.toBeUndefined()
    await expect(handler.revalidateTag('page:/warranty')).resolves.toBeUndefined() // lost: Redis never heard it
    expect(await handler.get('img-key', { kind: 'IMAGE' })).toBeNull()
    expect(errors.mock.calls.filter(([text]) => String(text).includes('Redis is unavailable'))).toHaveLength(1)

    proxy.up()
    // Back: the entry that missed its invalidation is gone, and the cache works again.
    await expect.poll(async () => direct.exists(`${KEYS}/warranty`), { timeout: 15_000 }).toBe(0)
    await expect.poll(() => roundTrip(handler, '/again'), { timeout: 15_000 }).not.toBeNull()
    errors.mockRestore()
  })
})
