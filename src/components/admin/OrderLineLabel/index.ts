export { OrderLineLabel } from './OrderLineLabel'
