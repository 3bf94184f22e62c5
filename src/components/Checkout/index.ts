export { Checkout } from './Checkout'
