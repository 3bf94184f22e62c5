export { BasketLines } from './BasketLines'
