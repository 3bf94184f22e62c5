import type { Endpoint } from 'payload'
import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, id } from '../../../endpoints/http'
import { comparableProductsByQuery } from '../operations/comparable-products-by-query'
import { compareProducts } from '../operations/compare-products'
import { productsByIds } from '../operations/products-by-ids'
import { quickLook } from '../operations/quick-look'
import { comparableQueryBody, compareProductsBody, productsByIdsQuery } from './schemas'

/** Public product reads: the same for everybody, so browsers may keep them a minute. */
const publicReply = (data: unknown) =>
  Response.json(data, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=60' } })

/**
 * POST /api/compare-products (storefront.md section 7): `{ productIds: [id] }` (at most 4) → `{ products }`, each with
 * id, name, url, image, price, oldPrice, classifier and `specifications` keyed 'group|feature'.
 */
export const compareProductsEndpoint = defineEndpoint({
  path: '/compare-products',
  method: 'post',
  caller: callers.anyone, // the compare page is public
  body: { schema: compareProductsBody, hint: '{ "productIds": [1, 2, 3] }.', limit: 4096 },
  handler: async ({ req, body }) => publicReply(await compareProducts(req, { productIds: body.productIds })),
})

/**
 * POST /api/comparable-products-by-query (section 7): `{ classifier_id, except_ids, limit (≤ 30), offset, query }` →
 * `{ total, products }`, the 'Compare with...' search.
 */
export const comparableProductsByQueryEndpoint = defineEndpoint({
  path: '/comparable-products-by-query',
  method: 'post',
  caller: callers.anyone, // the compare page is public
  body: {
    schema: comparableQueryBody,
    hint: '{ "classifier_id": 1, "except_ids": [1, 2], "limit": 30, "offset": 0, "query": "ps5" }.',
    limit: 4096,
  },
  handler: async ({ req, body }) =>
    publicReply(
      await comparableProductsByQuery(req, {
        classifierId: body.classifier_id,
        exceptIds: body.except_ids,
        limit: body.limit,
        offset: body.offset,
        query: body.query,
      }),
    ),
})

/** POST /api/products-by-ids?ids=1,2 (section 7): `{ products }`, cards of at most 50 products, in the order asked. */
export const productsByIdsEndpoint = defineEndpoint({
  path: '/products-by-ids',
  method: 'post',
  caller: callers.anyone, // product cards are public
  query: productsByIdsQuery,
  handler: async ({ req, query }) => publicReply(await productsByIds(req, { ids: query.ids })),
})

/** GET /api/quick-look/{id}: what a card's quick look shows, read when the shopper opens it (not sent with every card). */
export const quickLookEndpoint = defineEndpoint({
  path: '/quick-look/:id',
  method: 'get',
  caller: callers.anyone, // product cards are public
  params: z.object({ id }),
  handler: async ({ req, params }) => publicReply(await quickLook(req, params.id)),
})

export const storefrontEndpoints: Endpoint[] = [
  quickLookEndpoint,
  compareProductsEndpoint,
  comparableProductsByQueryEndpoint,
  productsByIdsEndpoint,
]
