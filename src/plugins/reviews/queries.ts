import type { Payload } from 'payload'
import { idOf } from '../../lib/relations'
import {
  formatReviewDate,
  isStars,
  nextPageUrl,
  type Paging,
  type ReviewTotals,
  reviewTotals,
  type Stars,
} from '../../lib/reviews'
import type { Review } from '../../payload-types'
import { type Executor, sql } from '../../server/sql'
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

/**
 * Totals over the approved reviews `scope` (an SQL condition on `reviews`) picks, in one grouped count; `db` is the
 * pool, or a transaction's connection when the count must see that transaction's writes.
 */
export async function approvedTotals(db: Executor, scope: ReturnType<typeof sql>): Promise<ReviewTotals> {
  const { rows } = await db.execute(
    sql`select stars, count(*)::int as n from reviews where status = 'approved' and ${scope} group by stars`,
  )
  const counts: Partial<Record<Stars, number>> = {}
  for (const row of rows) {
    const stars = Number(row.stars)
    if (isStars(stars)) counts[stars] = Number(row.n)
  }
  return reviewTotals(counts)
}

/** Totals over a target's approved reviews (public, whoever asks). */
export function totalsOf(payload: Payload, found: FoundTarget): Promise<ReviewTotals> {
  const scope = found.product
    ? sql`product_id = ${found.product.id}`
    : sql`platform_id = ${found.platform.id} and product_id is null`
  return approvedTotals(payload.db.drizzle as unknown as Executor, scope)
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
