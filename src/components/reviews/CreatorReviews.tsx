import { PenLine } from 'lucide-react'
import Link from 'next/link'
import { createReviewUrl, REVIEWS_PER_PAGE, reviewsPageUrl } from '@/lib/reviews'
import type { Platform } from '@/payload-types'
import { findTarget, reviewPage } from '@/plugins/reviews'
import { getPayloadClient } from '@/server/storefront/payload'
import { ReviewList } from './ReviewList'
import styles from './reviews.module.css'
import { Stars } from './Stars'
import { currentViewer } from './viewer'

interface Props {
  platform: Platform
  /** The platform's creator path: the review form lives under it. */
  creatorPath: string
  /** A prebuilt product's page (/configured-controller/{id}) shows that product's reviews instead. */
  product?: { id: number; name: string }
}

/**
 * The reviews block of a creator page (the platform's reviews) or of a prebuilt product's page (the product's): the
 * rating and count (linking to the reviews page), the latest approved reviews 4 at a time, and 'Write a review' only
 * for guests and customers who may comment.
 */
export async function CreatorReviews({ platform, creatorPath, product }: Props) {
  const payload = await getPayloadClient()
  const target = product
    ? ({ kind: 'product', id: product.id } as const)
    : ({ kind: 'platform', slug: platform.slug } as const)
  const [found, viewer] = await Promise.all([findTarget(payload, target), currentViewer()])
  if (!found) return null
  const page = await reviewPage(payload, found, { page: 1, limit: REVIEWS_PER_PAGE })
  const mayWrite = !viewer || viewer.canComment
  const listUrl = reviewsPageUrl(target)
  return (
    <section className={styles.block} aria-labelledby="reviews-title">
      <div className={styles.blockHead}>
        <div>
          <h2 id="reviews-title" className={styles.blockTitle}>
            {product ? `Reviews of the ${product.name}` : `${platform.name} controller reviews`}
          </h2>
          <Link href={listUrl} className={styles.ratingLink}>
            <Stars rating={page.rating} />
            <span>
              {page.total ? `${page.rating.toFixed(1)} · ` : ''}
              {page.total} {page.total === 1 ? 'review' : 'reviews'}
            </span>
          </Link>
        </div>
        {mayWrite && (
          <Link href={createReviewUrl(creatorPath, product?.id)} className="button button-secondary">
            <PenLine aria-hidden="true" size={18} /> Write a review
          </Link>
        )}
      </div>
      <ReviewList
        initial={page}
        viewer={viewer && { id: viewer.id, isAdmin: viewer.isAdmin, canComment: viewer.canComment }}
        empty={`No reviews of the ${product?.name ?? `${platform.name} controller`} yet.${mayWrite ? ' Be the first to write one.' : ''}`}
      />
    </section>
  )
}
