export { PlatformCard } from './PlatformCard'
