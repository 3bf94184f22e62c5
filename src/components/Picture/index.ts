export { Picture } from './Picture'
