// The one Redis connection of this process's shared cache (REDIS_URL). A Redis that goes away never takes pages
// down: commands are not queued while it is away (they fail at once, and the cache handler treats a failure as a
// miss, so pages are rendered uncached), the outage is logged once, and the client reconnects on its own. When it is
// back, this build's entries are cleared: invalidations made while it was away (here or on another instance) never
// reached it, so what it holds may be stale.
import { createClient } from '@redis/client'

/** How long one cache command may take before the page is rendered without it. */
export const REDIS_TIMEOUT_MS = Number(process.env.REDIS_TIMEOUT_MS || 1000)

/** @type {import('@redis/client').RedisClientType | undefined} */
let client
/** @type {string[]} */
const prefixes = []

/**
 * The process's client, connecting in the background on first use (never awaited: a Redis that is down at start
 * must not hold the first pages). `prefix` is cleared when the connection comes back after an outage.
 * @param {string} prefix
 */
export function redisClient(prefix) {
  if (!prefixes.includes(prefix)) prefixes.push(prefix)
  if (client) return client
  let down = false
  client = createClient({
    url: process.env.REDIS_URL,
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: {
      connectTimeout: REDIS_TIMEOUT_MS * 2,
      reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5000),
    },
  })
  client.on('error', (/** @type {Error} */ error) => {
    if (down) return
    down = true
    console.error(
      `Shared cache: Redis is unavailable (${error.message}); pages are rendered uncached until it is back.`,
    )
  })
  client.on('ready', () => {
    if (!down) return
    down = false
    console.log('Shared cache: Redis is back; clearing the entries written before the outage.')
    for (const each of prefixes) void clearPrefix(each)
  })
  client.connect().catch(() => {})
  return client
}

/**
 * Deletes every key under `prefix` (SCAN, then UNLINK in batches): the shared cache of one build, emptied.
 * @param {string} prefix
 */
export async function clearPrefix(prefix) {
  if (!client?.isReady) return 0
  let cleared = 0
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      if (keys.length === 0) continue
      await client.unlink(keys)
      cleared += keys.length
    }
  } catch (error) {
    console.error('Shared cache: could not clear it:', error instanceof Error ? error.message : error)
  }
  return cleared
}

/** Closes the connection (a server shutting down, a test ending); the next `redisClient` call opens a new one. */
export function closeRedisClient() {
  const closing = client
  client = undefined
  prefixes.length = 0
  try {
    closing?.destroy()
  } catch {
    // never connected: nothing to close
  }
}
