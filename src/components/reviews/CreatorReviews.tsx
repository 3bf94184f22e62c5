import Link from 'next/link'
import { REVIEWS_PER_PAGE } from '@/lib/reviews/paging'
import { createReviewUrl, reviewsPageUrl } from '@/lib/reviews/target'
import type { Platform } from '@/payload-types'
import { getReviews } from '@/storefront/reviews'
import authStyles from '../auth/actions.module.css'
import { SignInButton } from '../auth/SignInButton'
import { ReviewList, WriteReviewLink } from './islands'
import styles from './reviews.module.css'
import { Stars } from './Stars'

interface Props {
  platform: Pick<Platform, 'slug' | 'name'>
  /** The platform's creator path: the review form lives under it. */
  creatorPath: string
  /** A prebuilt product's page (/configured-controller/{id}) shows that product's reviews instead. */
  product?: { id: number; name: string }
}

/**
 * The reviews block of a creator page (the platform's reviews) or of a prebuilt product's page (the product's): the
 * rating and count (linking to the reviews page), the latest approved reviews 4 at a time, and 'Write a review' only
 * for guests and customers who may comment (decided in the browser: the block is cached for everybody).
 */
export async function CreatorReviews({ platform, creatorPath, product }: Props) {
  const target = product
    ? ({ kind: 'product', id: product.id } as const)
    : ({ kind: 'platform', slug: platform.slug } as const)
  const reviews = await getReviews(target, { page: 1, limit: REVIEWS_PER_PAGE })
  if (!reviews) return null
  const { page } = reviews
  return (
    <section className={styles.block} aria-labelledby="reviews-title">
      <div className={styles.blockHead}>
        <div>
          <h2 id="reviews-title" className={styles.blockTitle}>
            {product ? `Reviews of the ${product.name}` : `${platform.name} controller reviews`}
          </h2>
          <Link href={reviewsPageUrl(target)} className={styles.ratingLink}>
            <Stars rating={page.rating} />
            <span>
              {page.total ? `${page.rating.toFixed(1)} · ` : ''}
              {page.total} {page.total === 1 ? 'review' : 'reviews'}
            </span>
          </Link>
        </div>
        <div className={authStyles.actions}>
          <SignInButton />
          <WriteReviewLink href={createReviewUrl(creatorPath, product?.id)} />
        </div>
      </div>
      <ReviewList
        initial={page}
        empty={`No reviews of the ${product?.name ?? `${platform.name} controller`} yet.`}
        invite="Be the first to write one."
      />
    </section>
  )
}
