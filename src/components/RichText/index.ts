export { RichText } from './RichText'
