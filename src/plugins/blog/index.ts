import type { Config, Plugin } from 'payload'
import { shopArticlesEndpoint } from './endpoints/shop-articles'
import { Posts } from './Posts'

export { ARTICLE_SLIDER_LIMIT, shopArticles } from './operations/shop-articles'
export { type ArticleCard, articleCard, articleUrl, publishedArticles } from './queries'
export { Posts }

/**
 * The blog: the `posts` collection (Lexical articles at /blog), and GET /api/blog/shop-articles for the article
 * slider. Site search reads it too. Register it before `cachePlugin()`.
 */
export function blogPlugin(): Plugin {
  return (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []), Posts],
    endpoints: [...(config.endpoints ?? []), shopArticlesEndpoint],
  })
}
