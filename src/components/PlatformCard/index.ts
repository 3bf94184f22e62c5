export { PlatformCard, PlatformGrid } from './PlatformCard'
