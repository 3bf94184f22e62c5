export { CurrentPasswordField } from './CurrentPasswordField'
