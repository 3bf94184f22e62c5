import { richText } from '../lib/lexical'
import { slugify } from '../lib/slug'
import type { SeedContext } from './context'
import { POSTS } from './data/posts'
import { upsert } from './upsert'

const DAY = 24 * 60 * 60 * 1000

/** Demo blog articles (published). */
export async function writePosts(ctx: SeedContext): Promise<void> {
  for (const post of POSTS) {
    const slug = slugify(post.title)
    await upsert(
      ctx,
      'posts',
      { slug: { equals: slug } },
      {
        title: post.title,
        slug,
        excerpt: post.excerpt,
        content: richText(post.blocks),
        status: 'published',
        publishedAt: new Date(Date.now() - post.daysAgo * DAY).toISOString(),
      },
    )
  }
  ctx.log(`posts: ${POSTS.length} articles`)
}
