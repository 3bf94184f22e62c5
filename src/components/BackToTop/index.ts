export { BackToTop } from './BackToTop'
