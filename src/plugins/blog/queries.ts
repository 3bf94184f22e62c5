import type { Payload } from 'payload'
import { imageOf } from '../../lib/relations'
import type { Post } from '../../payload-types'

/** An article as lists, the slider and search show it. */
export interface ArticleCard {
  id: number
  title: string
  url: string
  excerpt: string
  image: ReturnType<typeof imageOf>
  publishedAt: string | null
  /** The day it was published as the cards write it ('Nov 29, 2026', New York time): formatted here, not in a phone. */
  publishedOn: string | null
}

const PUBLISHED_ON = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' })

export const articleUrl = (slug: string) => `/blog/${slug}`

export function articleCard(post: Post): ArticleCard {
  return {
    id: post.id,
    title: post.title,
    url: articleUrl(post.slug),
    excerpt: post.excerpt,
    image: imageOf(post.cover),
    publishedAt: post.publishedAt ?? null,
    publishedOn: post.publishedAt ? PUBLISHED_ON.format(new Date(post.publishedAt)) : null,
  }
}

/** Published articles, newest first. */
export async function publishedArticles(payload: Payload, { limit, page = 1 }: { limit: number; page?: number }) {
  const result = await payload.find({
    collection: 'posts',
    where: { status: { equals: 'published' } },
    sort: ['-publishedAt', '-id'],
    limit,
    page,
    depth: 1,
    // Shoppers' view: published only, whoever asks.
    overrideAccess: false,
  })
  return { articles: result.docs.map(articleCard), total: result.totalDocs, pages: Math.max(result.totalPages, 1) }
}
