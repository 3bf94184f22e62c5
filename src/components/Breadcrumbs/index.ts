export { type Crumb, Breadcrumbs } from './Breadcrumbs'
