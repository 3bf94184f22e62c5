import type { Payload } from 'payload'
import { cachedRead, cacheTags } from '../../cache'
import { type Paging, parseTarget, type ReviewTarget, targetRef } from '../../lib/reviews'
import { platformIdBySlug } from '../catalog'
import { type ReviewPage, reviewPage } from './queries'
import { type FoundTarget, findTarget } from './target'

export interface ReviewsOf {
  found: FoundTarget
  page: ReviewPage
}

/** The target's tags: its approved reviews, and what its title and existence come from (the product, the platform). */
function tagsOf(ref: string, platformId: number | null) {
  const target = parseTarget(ref)
  if (target?.kind === 'product')
    return [cacheTags.productReviews(target.id), cacheTags.product(target.id), cacheTags.site]
  return [platformId !== null && cacheTags.platformReviews(platformId), cacheTags.site]
}

const reviewsOf = cachedRead(
  'reviews',
  async (
    payload: Payload,
    ref: string,
    _platformId: number | null,
    page: number,
    limit: number,
  ): Promise<ReviewsOf | null> => {
    const target = parseTarget(ref)
    const found = target ? await findTarget(payload, target) : null
    return found ? { found, page: await reviewPage(payload, found, { page, limit }) } : null
  },
  tagsOf,
)

/**
 * A page of a review target's approved reviews with its totals (storefront.md section 3), or null for a target that
 * is not in the catalog. Cached until a review of the target, or the target itself, changes: the creator and product
 * pages, the reviews page and POST /api/reviews/{ref} share it.
 */
export async function readReviews(payload: Payload, target: ReviewTarget, paging: Paging): Promise<ReviewsOf | null> {
  const platformId = target.kind === 'platform' ? await platformIdBySlug(payload, target.slug) : null
  if (target.kind === 'platform' && platformId === null) return null
  return reviewsOf(payload, targetRef(target), platformId, paging.page, paging.limit)
}
