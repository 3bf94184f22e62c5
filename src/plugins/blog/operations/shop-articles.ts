import { cached, cacheTags } from '../../../cache'
import { getPayloadClient } from '../../../server/storefront/payload'
import { type ArticleCard, publishedArticles } from '../queries'

/** The article slider's limit (storefront.md section 9). */
export const ARTICLE_SLIDER_LIMIT = 6

/** The newest published articles for the slider, from the data cache until an article changes. */
export const shopArticles = cached(
  'shop-articles',
  async (): Promise<ArticleCard[]> =>
    (await publishedArticles(await getPayloadClient(), { limit: ARTICLE_SLIDER_LIMIT })).articles,
  () => [cacheTags.posts, cacheTags.media],
)
