export { cached } from './cached'
export { invalidate, onInvalidate } from './invalidate'
export { cacheTags, uniqueTags } from './tags'
