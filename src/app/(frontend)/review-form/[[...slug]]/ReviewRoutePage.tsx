import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import styles from '@/components/reviews/page.module.css'
import { ReviewForm, type ReviewFormValues } from '@/components/reviews/ReviewForm'
import { currentViewer, type Viewer } from '@/components/reviews/viewer'
import { idOf } from '@/lib/relations'
import { mayEdit, type ReviewRoute, reviewsPageUrl } from '@/lib/reviews'
import type { Platform } from '@/payload-types'
import { type FoundTarget, findTarget } from '@/plugins/reviews'
import { getPageByPath, pathFromSegments } from '@/storefront/pages'
import { getPayloadClient } from '@/storefront/payload'
import { getEnabledPlatforms } from '@/storefront/platforms'

type SearchParams = Record<string, string | string[] | undefined>

/** The creator page (and its enabled platform) a review route sits under, or null. */
async function creatorOf(route: ReviewRoute): Promise<{ path: string; platform: Platform } | null> {
  const path = pathFromSegments(route.base)
  const page = path ? await getPageByPath(path) : null
  if (page?.kind !== 'creator') return null
  const platform = (await getEnabledPlatforms()).find((p) => p.id === idOf(page.creatorPlatform))
  return platform ? { path: page.path, platform } : null
}

export async function reviewRouteMetadata(route: ReviewRoute): Promise<Metadata> {
  const creator = await creatorOf(route)
  if (!creator) return { title: 'Page not found · Padforge' }
  const what = route.kind === 'create' ? 'Write a review' : 'Edit your review'
  return { title: `${what} · ${creator.platform.name} controller · Padforge`, robots: { index: false } }
}

/** The product of `?product=` when it is a prebuilt product of this platform; else the platform itself. */
async function targetOf(platform: Platform, search: SearchParams): Promise<FoundTarget | null> {
  const payload = await getPayloadClient()
  const product = search.product
  if (typeof product === 'string' && /^[1-9]\d{0,9}$/.test(product)) {
    const found = await findTarget(payload, { kind: 'product', id: Number(product) })
    if (found && found.platform.id === platform.id) return found
  }
  return findTarget(payload, { kind: 'platform', slug: platform.slug })
}

/** The review being edited, when the viewer is its author and may comment. */
async function editable(id: number, viewer: Viewer | null) {
  if (!viewer) return null
  const payload = await getPayloadClient()
  const review = (
    await payload.find({
      collection: 'reviews',
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      // A pending review is read here only to check mayEdit below.
      overrideAccess: true,
    })
  ).docs[0]
  const commenter = { id: viewer.id, canComment: viewer.canComment }
  return review && mayEdit(commenter, review) ? review : null
}

/**
 * `{creator path}/reviews/create` (the review form; `?product={id}` reviews one of the platform's prebuilt products)
 * and `{creator path}/reviews/{id}/edit` (the author's edit form).
 */
export async function ReviewRoutePage({ route, search }: { route: ReviewRoute; search: SearchParams }) {
  const creator = await creatorOf(route)
  if (!creator) notFound()
  const { platform, path } = creator
  const viewer = await currentViewer()
  const found = await targetOf(platform, search)
  if (!found) notFound()
  const review = route.kind === 'edit' ? await editable(route.id, viewer) : null
  if (route.kind === 'edit' && !review) notFound()

  const subject = found.product ? found.product.name : `${platform.name} custom controller`
  const back = found.product
    ? { href: found.product.href, label: `Back to ${found.product.name}` }
    : { href: path, label: `Back to the ${platform.name} creator` }
  const initial: ReviewFormValues = review
    ? { stars: review.stars, headline: review.headline ?? '', name: review.name, text: review.text }
    : { stars: null, headline: '', name: viewer?.name ?? '', text: '' }
  const muted = viewer !== null && !viewer.canComment

  return (
    <div className="container">
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: `${platform.name} controller creator`, href: path },
          { label: 'Reviews', href: reviewsPageUrl(found.target) },
          { label: review ? 'Edit your review' : 'Write a review' },
        ]}
      />
      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="review-form-title">
          <p className={styles.eyebrow}>{review ? 'Edit your review' : 'Write a review'}</p>
          <h1 id="review-form-title" className={styles.title}>
            {subject}
          </h1>
          {muted ? (
            <p className={styles.notice} role="status">
              Your account cannot write reviews. If you think this is a mistake, contact us.
            </p>
          ) : (
            <>
              <p className={styles.lead}>
                {review
                  ? 'Change what you wrote; the review is checked again before it shows.'
                  : 'Tell other gamers how it feels and performs. Reviews appear once we have checked them.'}
              </p>
              <ReviewForm
                about={found.product ? { product_id: found.product.id } : { platform_id: platform.slug }}
                reviewId={review?.id}
                initial={initial}
                back={back}
              />
            </>
          )}
        </section>
        <aside className={styles.aside} aria-label="About reviews">
          <h2 className={styles.asideTitle}>Good reviews</h2>
          <ul className={styles.asideList}>
            <li>Say what you built and how you play with it.</li>
            <li>Feel, buttons, sticks, battery: what stood out?</li>
            <li>Keep it about the controller; no personal details.</li>
          </ul>
        </aside>
      </div>
    </div>
  )
}
