import type { PayloadRequest } from 'payload'
import { NotFoundError } from '../../../lib/errors'
import type { Review } from '../../../payload-types'

/**
 * A review by id whatever its status, or NotFoundError. The operations decide who may act on it (an author on their
 * own pending review, an admin on any), so the read itself takes no caller's rights.
 */
export async function loadReview(req: PayloadRequest, id: number): Promise<Review> {
  const found = await req.payload.find({
    collection: 'reviews',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true, // see above: the operation checks the caller against the review
  })
  const review = found.docs[0]
  if (!review) throw new NotFoundError(`There is no review "${id}".`)
  return review
}
