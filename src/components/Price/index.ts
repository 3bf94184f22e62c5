export { Price } from './Price'
