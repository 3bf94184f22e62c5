export { mayWriteReview, type Viewer, viewerOf } from './viewer'
