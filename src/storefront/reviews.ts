import { cache } from 'react'
import type { Paging, ReviewTarget } from '@/lib/reviews'
import { type ReviewsOf, readReviews } from '@/plugins/reviews'
import { getPayloadClient } from './payload'

export type { ReviewsOf }

/** A page of a review target's approved reviews with its totals, or null for a target not in the catalog. */
export const getReviews = cache(
  async (target: ReviewTarget, paging: Paging): Promise<ReviewsOf | null> =>
    readReviews(await getPayloadClient(), target, paging),
)
