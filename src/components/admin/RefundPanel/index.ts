export { RefundPanel } from './RefundPanel'
