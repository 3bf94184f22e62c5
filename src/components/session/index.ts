export { useViewer, ViewerProvider, type ViewerState } from './ViewerProvider'
