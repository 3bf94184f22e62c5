export { SiteChrome } from './SiteChrome'
