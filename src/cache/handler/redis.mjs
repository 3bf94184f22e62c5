// Several instances (REDIS_URL): pages, cached reads and optimized images in Redis, through
// @fortedigital/nextjs-cache-handler's Redis handler (docs/decisions.md, "A shared cache for many instances").
// Keys are prefixed by REDIS_KEY_PREFIX and the build's id: a new version never serves pages an older one rendered
// (their scripts would not exist), and every instance of one build shares one set of entries. revalidateTag on any
// instance deletes the entries carrying the tag for all of them, so the next request anywhere renders afresh.
import fs from 'node:fs'
import path from 'node:path'
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { REDIS_TIMEOUT_MS, redisClient } from './connection.mjs'
import { redisImages } from './images.mjs'

/** @type {Map<string, string>} */
const prefixes = new Map()

/**
 * This build's key prefix, e.g. `padforge:Xy12…:` (read once: Next makes a handler per request).
 * @param {string | undefined} serverDistDir
 */
export function keyPrefix(serverDistDir = '') {
  let prefix = prefixes.get(serverDistDir)
  if (prefix) return prefix
  const idFile = serverDistDir && path.join(serverDistDir, '..', 'BUILD_ID')
  const buildId = idFile && fs.existsSync(idFile) ? fs.readFileSync(idFile, 'utf8').trim() : 'dev'
  prefix = `${process.env.REDIS_KEY_PREFIX ?? 'padforge:'}${buildId}:`
  prefixes.set(serverDistDir, prefix)
  return prefix
}

CacheHandler.onCreation(({ serverDistDir }) => {
  const prefix = keyPrefix(serverDistDir)
  const client = redisClient(prefix)
  return { handlers: [createRedisHandler({ client, keyPrefix: prefix, timeoutMs: REDIS_TIMEOUT_MS })] }
})

/** @type {ReturnType<typeof redisImages> | undefined} */
let images

/** Next's image optimizer asks with `kind: 'IMAGE'` (next.config.ts `images.customCacheHandler`). */
const isImage = (/** @type {{ kind?: string } | undefined} */ context) => context?.kind === 'IMAGE'

export class RedisCacheHandler extends CacheHandler {
  /** @param {{ serverDistDir?: string }} context what Next passes every cache handler */
  constructor(context) {
    super(context)
    const prefix = keyPrefix(context.serverDistDir)
    images ??= redisImages(redisClient(prefix), prefix)
    this.images = images
  }

  /** @param {string} key @param {any} context */
  async get(key, context) {
    if (!isImage(context)) return super.get(key, context)
    return this.images.get(key).catch(() => null)
  }

  /** @param {string} key @param {any} value @param {any} context */
  async set(key, value, context) {
    if (!isImage(context)) return super.set(key, value, context)
    await this.images.set(key, value).catch(() => {})
  }
}
