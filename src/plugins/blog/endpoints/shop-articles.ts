import { callers } from '../../../access/callers'
import { defineEndpoint } from '../../../endpoints/http'
import { shopArticles } from '../operations/shop-articles'

/** GET /api/blog/shop-articles (storefront.md section 7): `{ data }`, the article slider's six newest articles. */
export const shopArticlesEndpoint = defineEndpoint({
  path: '/blog/shop-articles',
  method: 'get',
  caller: callers.anyone, // public: the slider shows on catalog pages
  handler: async ({ req }) =>
    Response.json(
      { data: await shopArticles(req.payload) },
      { headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=60' } },
    ),
})
