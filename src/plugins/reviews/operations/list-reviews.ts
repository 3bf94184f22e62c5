import type { PayloadRequest } from 'payload'
import { NotFoundError } from '../../../lib/errors'
import type { Paging, ReviewTarget } from '../../../lib/reviews'
import type { ReviewPage } from '../queries'
import { readReviews } from '../reads'

/**
 * A page of a target's approved reviews, best first then newest (storefront.md section 3). Public and the same for
 * every caller, so it comes from the cache the pages share (invalidated when a review of the target changes).
 */
export async function listReviews(
  req: PayloadRequest,
  input: { target: ReviewTarget | null; ref: string; paging: Paging },
): Promise<ReviewPage> {
  const reviews = input.target ? await readReviews(req.payload, input.target, input.paging) : null
  if (!reviews) throw new NotFoundError(`There are no reviews for "${input.ref}".`)
  return reviews.page
}
