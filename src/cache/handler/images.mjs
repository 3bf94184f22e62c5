// Optimized images (/_next/image) in Redis, so no instance encodes again what another already did. Next hands its
// image cache the encoded bytes as a Buffer, which the page handler's JSON format cannot carry: each image is one
// binary value (a 4-byte length, the entry's JSON, then the bytes), kept IMAGE_TTL_SECONDS after it was made.
// Sources are versioned (?v=, content hashes), so an image never changes under its key; the TTL only bounds memory.
import { RESP_TYPES } from '@redis/client'
import { REDIS_TIMEOUT_MS } from './connection.mjs'

export const IMAGE_TTL_SECONDS = 7 * 24 * 3600

/**
 * @param {import('@redis/client').RedisClientType} client
 * @param {string} prefix
 */
export function redisImages(client, prefix) {
  const binary = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
  const keyOf = (/** @type {string} */ key) => `${prefix}image:${key}`
  return {
    /** @param {string} key */
    async get(key) {
      if (!client.isReady) return null
      const stored = await withTimeout(binary.get(keyOf(key)))
      return Buffer.isBuffer(stored) ? decode(stored) : null
    },
    /**
     * @param {string} key
     * @param {{ kind: 'IMAGE', buffer: Buffer, etag: string, extension: string, upstreamEtag: string, revalidate?: number }} value
     */
    async set(key, value) {
      if (!client.isReady) return
      await withTimeout(client.set(keyOf(key), encode(value), { EX: IMAGE_TTL_SECONDS }))
    },
  }
}

/** @param {{ buffer: Buffer } & Record<string, unknown>} value */
export function encode({ buffer, ...rest }) {
  const meta = Buffer.from(JSON.stringify({ ...rest, lastModified: Date.now() }))
  const length = Buffer.alloc(4)
  length.writeUInt32BE(meta.length)
  return Buffer.concat([length, meta, buffer])
}

/** @param {Buffer} stored */
export function decode(stored) {
  if (stored.length < 4) return null
  const end = 4 + stored.readUInt32BE(0)
  if (end > stored.length) return null
  const { lastModified, ...rest } = JSON.parse(stored.subarray(4, end).toString())
  return { lastModified, value: { ...rest, buffer: stored.subarray(end) } }
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @returns {Promise<T>}
 */
function withTimeout(promise) {
  return Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error('Redis timed out')), REDIS_TIMEOUT_MS).unref()),
  ])
}
