import type { Payload } from 'payload'
import { cachedRead, cacheTags } from '../../../cache'
import { type ArticleCard, publishedArticles } from '../queries'

/** The article slider's limit (storefront.md section 9). */
export const ARTICLE_SLIDER_LIMIT = 6

/** The newest published articles for the slider, from the data cache until an article changes. */
export const shopArticles = cachedRead(
  'shop-articles',
  async (payload: Payload): Promise<ArticleCard[]> =>
    (await publishedArticles(payload, { limit: ARTICLE_SLIDER_LIMIT })).articles,
  () => [cacheTags.posts, cacheTags.media],
)
