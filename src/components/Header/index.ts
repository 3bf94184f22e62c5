export { Header } from './Header'
export { Logo } from './Logo'
