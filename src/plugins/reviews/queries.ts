import type { Payload } from 'payload'
import { idOf } from '../../lib/relations'
import {
  formatReviewDate,
  nextPageUrl,
  type Paging,
  type ReviewTotals,
  reviewTotals,
  STAR_VALUES,
} from '../../lib/reviews'
import type { Review } from '../../payload-types'
import type { FoundTarget } from './target'

/** A review as the storefront and the list endpoint give it (storefront.md section 3, "Review"). */
export interface PublicReview {
  id: number
  stars: number
  headline: string
  name: string
  text: string
  created_at_formatted: string
  customer_id: number | null
  is_best_review: boolean
  status: Review['status']
}

/** One page of a target's approved reviews, best first, then newest, with the spec's totals. */
export interface ReviewPage extends ReviewTotals {
  data: PublicReview[]
  next_page_url: string | null
  current_page: number
  per_page: number
}

export function publicReview(review: Review): PublicReview {
  const customer = review.customer
  return {
    id: review.id,
    stars: review.stars,
    headline: review.headline ?? '',
    name: review.name,
    text: review.text,
    created_at_formatted: formatReviewDate(review.createdAt),
    customer_id: idOf(customer),
    is_best_review: review.isBestReview === true,
    status: review.status,
  }
}

const approvedOf = (found: FoundTarget) => ({ and: [found.where, { status: { equals: 'approved' } }] })

/** Totals over a target's approved reviews (one count per number of stars). */
export async function totalsOf(payload: Payload, found: FoundTarget): Promise<ReviewTotals> {
  const counts = await Promise.all(
    STAR_VALUES.map(async (stars) => {
      const { totalDocs } = await payload.count({
        collection: 'reviews',
        where: { and: [approvedOf(found), { stars: { equals: stars } }] },
        // Approved reviews only (the where says so): public, whoever asks.
        overrideAccess: true,
      })
      return [stars, totalDocs] as const
    }),
  )
  return reviewTotals(Object.fromEntries(counts))
}

/** The list endpoint's answer: `next_page_url` points at the same endpoint's next page. */
export async function reviewPage(payload: Payload, found: FoundTarget, paging: Paging): Promise<ReviewPage> {
  const [result, totals] = await Promise.all([
    payload.find({
      collection: 'reviews',
      where: approvedOf(found),
      sort: ['-isBestReview', '-createdAt', '-id'],
      page: paging.page,
      limit: paging.limit,
      depth: 0,
      // Approved reviews only (the where says so): public, whoever asks.
      overrideAccess: true,
    }),
    totalsOf(payload, found),
  ])
  return {
    ...totals,
    data: result.docs.map(publicReview),
    next_page_url: nextPageUrl(`/api/reviews/${found.ref}`, paging, result.totalDocs),
    current_page: paging.page,
    per_page: paging.limit,
  }
}
