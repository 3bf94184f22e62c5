export { ListingView } from './ListingView'
