export { changesPublicly, relationIds } from './public-change'
