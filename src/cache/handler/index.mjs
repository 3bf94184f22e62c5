// The cache handler Next loads at run time (next.config.ts `cacheHandler`; plain ESM, not bundled): where cached
// pages, cached reads and, with several instances, optimized images live (docs/caching.md, docs/deploy.md).
//   - REDIS_URL set: shared by every instance through Redis (./redis.mjs), so an edit on one is seen by all;
//   - else: this process's memory (./local.mjs), as a single `npm start` always did.
// While Next builds, nothing is shared: a build must not write into the store the running shop reads.
const shared = Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== 'phase-production-build'

const Handler = shared
  ? (await import('./redis.mjs')).RedisCacheHandler
  : (await import('./local.mjs')).LocalCacheHandler
export default Handler
