export { ControllerPreview } from './ControllerPreview'
