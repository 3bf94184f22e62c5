import type { PayloadRequest } from 'payload'
import { ForbiddenError, NotFoundError } from '../../../lib/errors'
import { type Commenter, mayDelete } from '../../../lib/reviews'
import { publicReview } from '../queries'
import { loadReview } from './load-review'

/**
 * Deletes a review: an admin any, an author who may comment their own. A guest is told Forbidden whether or not the
 * review exists (so ids cannot be probed); a signed-in user is told NotFound for a missing one.
 */
export async function deleteReview(req: PayloadRequest, id: number) {
  const user = (req.user ?? null) as Commenter | null
  let review: Awaited<ReturnType<typeof loadReview>>
  try {
    review = await loadReview(req, id)
  } catch (error) {
    if (error instanceof NotFoundError && !user) throw new ForbiddenError('You are not allowed to delete this review.')
    throw error
  }
  if (!mayDelete(user, review)) throw new ForbiddenError('You are not allowed to delete this review.')
  const doc = await req.payload.delete({
    collection: 'reviews',
    id: review.id,
    depth: 0,
    req,
    overrideAccess: true, // checked above: the author's own or an admin
  })
  return { message: 'The review was deleted.', doc: publicReview(doc) }
}
