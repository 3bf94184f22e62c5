import { isDbId } from '../ids'
import { isValidSlug } from '../slug'

/**
 * What a list of reviews belongs to. `POST /api/reviews/{product}` and `/configured-controller-reviews/{productId}`
 * take either a prebuilt product's numeric id or a platform's slug: a creator page's reviews are its platform's
 * (`/configured-controller-reviews/ps5`). Platform slugs always contain a letter, so the two never meet.
 */
export type ReviewTarget = { kind: 'product'; id: number } | { kind: 'platform'; slug: string }

export function parseTarget(ref: unknown): ReviewTarget | null {
  if (typeof ref !== 'string') return null
  const value = ref.trim()
  if (/^[1-9]\d{0,9}$/.test(value) && isDbId(Number(value))) return { kind: 'product', id: Number(value) }
  if (isValidSlug(value) && /[a-z]/.test(value)) return { kind: 'platform', slug: value }
  return null
}

/** The segment a target is addressed by (the inverse of `parseTarget`). */
export const targetRef = (target: ReviewTarget): string => (target.kind === 'product' ? String(target.id) : target.slug)

/** The storefront page listing a target's reviews. */
export const reviewsPageUrl = (target: ReviewTarget): string => `/configured-controller-reviews/${targetRef(target)}`

/** The review form under a creator path ("reviews/create under a platform listing slug"); a product rides along. */
export function createReviewUrl(creatorPath: string, productId?: number | null): string {
  const base = `${creatorPath.replace(/\/+$/, '')}/reviews/create`
  return productId ? `${base}?product=${productId}` : base
}

/** The author's edit form of a review, under its platform's creator path. */
export const editReviewUrl = (creatorPath: string, reviewId: number | string): string =>
  `${creatorPath.replace(/\/+$/, '')}/reviews/${reviewId}/edit`
