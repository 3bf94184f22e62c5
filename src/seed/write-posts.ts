import { richText } from '../lib/lexical'
import { idOf } from '../lib/relations'
import { slugify } from '../lib/slug'
import type { SeedContext } from './context'
import { POSTS } from './data/posts'
import { upsert } from './upsert'

const DAY = 24 * 60 * 60 * 1000

/** The media id of a demo product's first photo (written by writeProducts), or null. */
async function coverOf(ctx: SeedContext, productSlug: string): Promise<number | null> {
  const { docs } = await ctx.payload.find({
    collection: 'products',
    where: { slug: { equals: productSlug } },
    select: { images: true },
    limit: 1,
    depth: 0,
    overrideAccess: true, // the seed writes the demo store as the system
  })
  return idOf(docs[0]?.images?.[0]?.image)
}

/** Demo blog articles (published), each with a product photo as its cover. */
export async function writePosts(ctx: SeedContext): Promise<void> {
  for (const post of POSTS) {
    const slug = slugify(post.title)
    const cover = await coverOf(ctx, post.cover)
    await upsert(
      ctx,
      'posts',
      { slug: { equals: slug } },
      {
        title: post.title,
        slug,
        excerpt: post.excerpt,
        cover,
        content: richText(post.blocks),
        status: 'published',
        publishedAt: new Date(Date.now() - post.daysAgo * DAY).toISOString(),
      },
    )
  }
  ctx.log(`posts: ${POSTS.length} articles`)
}
