export { OrderBuyerCell } from './OrderBuyerCell'
export { OrderBuyerField } from './OrderBuyerField'
