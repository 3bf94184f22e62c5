export { JsonField } from './JsonField'
