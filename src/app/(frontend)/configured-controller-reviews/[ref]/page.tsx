import { PenLine } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import styles from '@/components/reviews/page.module.css'
import { ReviewList } from '@/components/reviews/ReviewList'
import { ReviewSummary } from '@/components/reviews/ReviewSummary'
import blockStyles from '@/components/reviews/reviews.module.css'
import { currentViewer } from '@/components/reviews/viewer'
import { createReviewUrl, parseTarget, REVIEWS_PER_PAGE } from '@/lib/reviews'
import { findTarget, reviewPage } from '@/plugins/reviews'
import { getPayloadClient } from '@/server/storefront/payload'
import { getCreatorPaths } from '@/server/storefront/platforms'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ ref: string }> }

/** A prebuilt product (numeric id) or a platform (slug: its creator page's reviews), or null. */
const load = cache(async (ref: string) => {
  let decoded: string
  try {
    decoded = decodeURIComponent(ref)
  } catch {
    return null
  }
  const target = parseTarget(decoded)
  return target ? findTarget(await getPayloadClient(), target) : null
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load((await params).ref)
  if (!found) return { title: 'Reviews not found · Padforge' }
  const title = found.product ? found.product.name : `${found.platform.name} custom controller`
  return { title: `${title} reviews · Padforge`, description: `What gamers say about the ${title}.` }
}

/**
 * /configured-controller-reviews/{productId}: every approved review of a prebuilt product or of a platform's creator
 * page, with the totals, best review first, 4 at a time ('Load more').
 */
export default async function ReviewsPage({ params }: Props) {
  const found = await load((await params).ref)
  if (!found) notFound()
  const payload = await getPayloadClient()
  const [page, viewer, creatorPaths] = await Promise.all([
    reviewPage(payload, found, { page: 1, limit: REVIEWS_PER_PAGE }),
    currentViewer(),
    getCreatorPaths(),
  ])
  const creatorPath = creatorPaths.get(found.platform.id) ?? null
  const subject = found.product ? found.product.name : `${found.platform.name} custom controller`
  const mayWrite = (!viewer || viewer.canComment) && creatorPath !== null

  return (
    <div className="container">
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          creatorPath
            ? { label: `${found.platform.name} controller creator`, href: creatorPath }
            : { label: `${found.platform.name} controllers` },
          ...(found.product ? [{ label: found.product.name, href: `/configured-controller/${found.product.id}` }] : []),
          { label: 'Reviews' },
        ]}
      />
      <div className={styles.stack}>
        <div className={blockStyles.blockHead}>
          <div>
            <p className={styles.eyebrow}>Customer reviews</p>
            <h1 className={styles.title}>{subject}</h1>
          </div>
          {mayWrite && creatorPath && (
            <Link href={createReviewUrl(creatorPath, found.product?.id)} className="button button-primary">
              <PenLine aria-hidden="true" size={18} /> Write a review
            </Link>
          )}
        </div>
        <ReviewSummary totals={page} />
        <ReviewList
          initial={page}
          viewer={viewer && { id: viewer.id, isAdmin: viewer.isAdmin, canComment: viewer.canComment }}
          empty="No reviews yet."
        />
      </div>
    </div>
  )
}
