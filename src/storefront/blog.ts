import type { Payload } from 'payload'
import { cache } from 'react'
import { cachedRead, cacheTags } from '@/cache'
import type { Post } from '@/payload-types'
import { type ArticleCard, articleCard, publishedArticles } from '@/plugins/blog'
import { withClient } from './payload'

/** Articles per page of /blog. */
export const ARTICLES_PER_PAGE = 12

/** One page of /blog, newest first; past the end, the last page. */
export const getArticlePage = withClient(
  cachedRead(
    'article-page',
    async (payload: Payload, page: number): Promise<{ articles: ArticleCard[]; pages: number }> => {
      const first = await publishedArticles(payload, { limit: ARTICLES_PER_PAGE, page })
      if (first.articles.length || page <= first.pages) return first
      return publishedArticles(payload, { limit: ARTICLES_PER_PAGE, page: first.pages })
    },
    () => [cacheTags.posts, cacheTags.media],
  ),
)

type Article = ArticleCard & { content: Post['content'] }

/** A published article by slug, or null. */
const readArticle = withClient(
  cachedRead(
    'article',
    async (payload: Payload, slug: string): Promise<Article | null> => {
      const post = (
        await payload.find({
          collection: 'posts',
          where: { and: [{ slug: { equals: slug } }, { status: { equals: 'published' } }] },
          limit: 1,
          depth: 1,
        })
      ).docs[0]
      return post ? { ...articleCard(post), content: post.content ?? null } : null
    },
    () => [cacheTags.posts, cacheTags.media],
  ),
)

export const getArticle = cache((slug: string) => (/^[a-z0-9-]{1,120}$/.test(slug) ? readArticle(slug) : null))
