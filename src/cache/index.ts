export { cachedRead } from './cached'
export { invalidate, onInvalidate } from './invalidate'
export { changesPublicly, relationIds } from './public-change'
export { cacheTags, uniqueTags } from './tags'
