import type { SeedContext } from './context'
import { DEMO_REVIEWS } from './data/reviews'
import { upsert } from './upsert'

/**
 * Approved demo reviews on four creator pages and of a few prebuilt products. Matched by platform, product, name and
 * text, so a second run updates them; the collection's hooks keep one best review per platform and the products'
 * review summaries.
 */
export async function writeReviews(ctx: SeedContext): Promise<void> {
  const { payload } = ctx
  const platforms = await payload.find({
    collection: 'platforms',
    depth: 0,
    pagination: false,
    select: { slug: true },
    overrideAccess: true, // the seed writes the demo store as the system, not as a user
  })
  const platformIds = new Map(platforms.docs.map((p) => [p.slug, p.id]))
  const productSlugs = [...new Set(DEMO_REVIEWS.flatMap((r) => (r.product ? [r.product] : [])))]
  const products = await payload.find({
    collection: 'products',
    where: { slug: { in: productSlugs } },
    depth: 0,
    pagination: false,
    select: { slug: true },
    overrideAccess: true, // the seed writes the demo store as the system, not as a user
  })
  const productIds = new Map(products.docs.map((p) => [p.slug, p.id]))
  const users = new Map<string, number>()
  let written = 0
  for (const review of DEMO_REVIEWS) {
    const platform = platformIds.get(review.platform)
    const product = review.product ? productIds.get(review.product) : null
    if (platform === undefined || product === undefined) continue
    let customer: number | null = null
    if (review.customer) {
      if (!users.has(review.customer)) {
        const found = await payload.find({
          collection: 'users',
          where: { email: { equals: review.customer } },
          limit: 1,
          depth: 0,
          // The seed writes the demo store as the system, not as a user.
          overrideAccess: true,
        })
        if (found.docs[0]) users.set(review.customer, found.docs[0].id)
      }
      customer = users.get(review.customer) ?? null
    }
    await upsert(
      ctx,
      'reviews',
      {
        and: [
          { platform: { equals: platform } },
          { name: { equals: review.name } },
          { text: { equals: review.text } },
          product ? { product: { equals: product } } : { product: { exists: false } },
        ],
      },
      {
        platform,
        product,
        customer,
        stars: review.stars,
        headline: review.headline,
        name: review.name,
        text: review.text,
        status: 'approved',
        isBestReview: review.best === true,
        createdAt: review.date,
      },
    )
    written += 1
  }
  ctx.log(`${written} demo reviews`)
}
