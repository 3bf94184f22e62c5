export { Picture, pictureProps } from './Picture'
