export { LinkList } from './LinkList'
