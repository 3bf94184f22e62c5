import type { Endpoint } from 'payload'
import { createReviewEndpoint } from './create'
import { deleteReviewEndpoint } from './delete'
import { editLinkEndpoint } from './edit-link'
import { listReviewsEndpoint } from './list'
import { updateReviewEndpoint } from './update'

/**
 * The reviews endpoints under /api/reviews. They are collection endpoints on purpose: Payload routes every
 * /api/reviews/... request to the collection's endpoints, and ours come before its own REST handlers, so
 * `DELETE /api/reviews/{id}` and `POST /api/reviews` are ours while GET and PATCH stay Payload's (the admin panel).
 */
export const reviewEndpoints: Endpoint[] = [
  createReviewEndpoint,
  editLinkEndpoint,
  listReviewsEndpoint,
  updateReviewEndpoint,
  deleteReviewEndpoint,
]

export { createReviewEndpoint, deleteReviewEndpoint, editLinkEndpoint, listReviewsEndpoint, updateReviewEndpoint }
