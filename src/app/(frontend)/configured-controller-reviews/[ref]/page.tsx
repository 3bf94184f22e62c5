import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import actionStyles from '@/components/auth/actions.module.css'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import styles from '@/components/reviews/page.module.css'
import { ReviewList } from '@/components/reviews/ReviewList'
import { ReviewSummary } from '@/components/reviews/ReviewSummary'
import blockStyles from '@/components/reviews/reviews.module.css'
import { WriteReviewLink } from '@/components/reviews/WriteReviewLink'
import { WishlistButton } from '@/components/wishlist/WishlistButton'
import { createReviewUrl, parseTarget, REVIEWS_PER_PAGE } from '@/lib/reviews'
import { getCreatorPaths } from '@/storefront/platforms'
import { getReviews } from '@/storefront/reviews'

// Rendered on first request and cached until its reviews or target change (docs/caching.md).
export const generateStaticParams = async () => []

type Props = { params: Promise<{ ref: string }> }

/** A prebuilt product (numeric id) or a platform (slug: its creator page's reviews) with its first page, or null. */
const load = cache(async (ref: string) => {
  let decoded: string
  try {
    decoded = decodeURIComponent(ref)
  } catch {
    return null
  }
  const target = parseTarget(decoded)
  return target ? getReviews(target, { page: 1, limit: REVIEWS_PER_PAGE }) : null
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = (await load((await params).ref))?.found
  if (!found) return { title: 'Reviews not found · Padforge' }
  const title = found.product ? found.product.name : `${found.platform.name} custom controller`
  return { title: `${title} reviews · Padforge`, description: `What gamers say about the ${title}.` }
}

/**
 * /configured-controller-reviews/{productId}: every approved review of a prebuilt product or of a platform's creator
 * page, with the totals, best review first, 4 at a time ('Load more'); a product's has its wish list button.
 */
export default async function ReviewsPage({ params }: Props) {
  const reviews = await load((await params).ref)
  if (!reviews) notFound()
  const { found, page } = reviews
  const creatorPath = (await getCreatorPaths()).get(found.platform.id) ?? null
  const subject = found.product ? found.product.name : `${found.platform.name} custom controller`

  return (
    <div className="container">
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          creatorPath
            ? { label: `${found.platform.name} controller creator`, href: creatorPath }
            : { label: `${found.platform.name} controllers` },
          ...(found.product ? [{ label: found.product.name, href: found.product.href }] : []),
          { label: 'Reviews' },
        ]}
      />
      <div className={styles.stack}>
        <div className={blockStyles.blockHead}>
          <div>
            <p className={styles.eyebrow}>Customer reviews</p>
            <h1 className={styles.title}>{subject}</h1>
          </div>
          <div className={actionStyles.actions}>
            {/* The review variant: a product's reviews save that product; a platform's have nothing to save. */}
            {found.product && (
              <WishlistButton target={{ productId: found.product.id }} name={found.product.name} variant="review" />
            )}
            {creatorPath && <WriteReviewLink href={createReviewUrl(creatorPath, found.product?.id)} primary />}
          </div>
        </div>
        <ReviewSummary totals={page} />
        <ReviewList initial={page} empty="No reviews yet." />
      </div>
    </div>
  )
}
