import type { PayloadRequest } from 'payload'
import { ForbiddenError, NotFoundError } from '../../../lib/errors'
import { idOf } from '../../../lib/relations'
import { type Commenter, editReviewUrl, mayEdit } from '../../../lib/reviews'
import { creatorPathOf } from '../../../server/creator-path'
import { loadReview } from './load-review'

/** The URL of a review's edit form, for its author while they may comment (admins moderate in the admin panel). */
export async function editLink(req: PayloadRequest, id: number): Promise<{ url: string }> {
  const review = await loadReview(req, id)
  if (!mayEdit(req.user as Commenter, review)) throw new ForbiddenError('You are not allowed to edit this review.')
  const path = await creatorPathOf(req.payload, idOf(review.platform) ?? 0)
  if (!path) throw new NotFoundError('This review has no page to be edited on.')
  return { url: editReviewUrl(path, review.id) }
}
