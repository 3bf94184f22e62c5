import type { Config, Plugin } from 'payload'
import { withRatingFields } from './product-rating'
import { Reviews } from './Reviews'

export { reviewEndpoints } from './endpoints'
export { REVIEW_RECEIVED } from './operations/create-review'
export { type PublicReview, publicReview, type ReviewPage, reviewPage, totalsOf } from './queries'
export { REVIEW_STATUSES, type ReviewStatus, Reviews } from './Reviews'
export { type ReviewsOf, readReviews } from './reads'
export { type FoundTarget, findTarget } from './target'

/**
 * Product reviews (storefront.md sections 2–8): the `reviews` collection with its access rules and moderation
 * hooks, and its endpoints under /api/reviews. Register it after `catalogPlugin()` (reviews relate to platforms and
 * products); it adds the products' review summary (rating, totalReviews), kept by the reviews' hooks.
 */
export function reviewsPlugin(): Plugin {
  return (config: Config): Config => ({ ...config, collections: [...(withRatingFields(config) ?? []), Reviews] })
}
