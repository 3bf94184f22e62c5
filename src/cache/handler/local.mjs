// One instance (no REDIS_URL): Next's own cache, as before the shared cache existed. Pages and cached reads stay in
// this process's memory (docs/caching.md, "Where the cache lives"): `flushToDisk` is forced off here, whatever
// next.config.ts says, because `experimental.isrFlushToDisk` is on only to give the image optimizer its disk cache.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { default: FileSystemCache } = require('next/dist/server/lib/incremental-cache/file-system-cache.js')

export class LocalCacheHandler extends FileSystemCache {
  /** @param {Record<string, unknown>} context what Next passes every cache handler */
  constructor(context) {
    super({ ...context, flushToDisk: false })
  }
}
