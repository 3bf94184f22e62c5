import type { PayloadRequest } from 'payload'
import { NotFoundError } from '../../../lib/errors'
import type { Paging, ReviewTarget } from '../../../lib/reviews'
import { type ReviewPage, reviewPage } from '../queries'
import { findTarget } from '../target'

/** A page of a target's approved reviews, best first then newest (storefront.md section 3). */
export async function listReviews(
  req: PayloadRequest,
  input: { target: ReviewTarget | null; ref: string; paging: Paging },
): Promise<ReviewPage> {
  const found = input.target ? await findTarget(req.payload, input.target) : null
  if (!found) throw new NotFoundError(`There are no reviews for "${input.ref}".`)
  return reviewPage(req.payload, found, input.paging)
}
