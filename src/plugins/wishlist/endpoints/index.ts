import type { Endpoint } from 'payload'
import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, id } from '../../../endpoints/http'
import { CONFIGURATION_KEY, type WishlistTarget } from '../../../lib/wishlist'
import { addToWishlist } from '../operations/add-to-wishlist'
import { checkInWishlist } from '../operations/check-in-wishlist'
import { listWishlist } from '../operations/list-wishlist'
import { moveToTop } from '../operations/move-to-top'
import { removeFromWishlist } from '../operations/remove-from-wishlist'

/** Per shopper: never stored by a browser or a shared cache. */
const noStore = { 'Cache-Control': 'private, no-store' }
const reply = (data: unknown) => Response.json(data, { headers: noStore })

/** A stored configuration's public uid (the configurations plugin's handle). */
const uid = z.string().regex(CONFIGURATION_KEY, 'expected a product id or a configuration id')
/** A product by its id, or a stored configuration by its uid. */
const key = z.union([id, uid])

/**
 * GET /api/wishlist-data (storefront.md section 7): `{ products: [{ id, product_id, kind, url, image, name, price,
 * old_price, created_at, available }] }` of the signed-in customer, top first. `id` is the entry (what remove and
 * move-to-top take), `product_id` the product's id or the configuration's uid (what the browser's cache keeps).
 */
export const listEndpoint = defineEndpoint({
  path: '/wishlist-data',
  method: 'get',
  caller: callers.signedIn,
  handler: async ({ req }) => reply(await listWishlist(req)),
})

const add = (target: WishlistTarget) => async (req: Parameters<typeof addToWishlist>[0]) =>
  reply(await addToWishlist(req, target))

/**
 * POST /api/add-to-wishlist/{id}: saves a product (its id) or a stored configuration (its uid) → `{ error: false,
 * message, already }`. 404 a missing product or configuration, 422 a discontinued product or a full list, 429 too many.
 */
export const addEndpoint = defineEndpoint({
  path: '/add-to-wishlist/:id',
  method: 'post',
  caller: callers.signedIn,
  params: z.object({ id: key }),
  handler: ({ req, params }) =>
    add(typeof params.id === 'number' ? { productId: params.id } : { configurationId: params.id })(req),
})

/** POST /api/add-to-wishlist/{configurationUid}/{baseProductId}: a configuration with the product it was built from. */
export const addConfigurationEndpoint = defineEndpoint({
  path: '/add-to-wishlist/:id/:baseProductId',
  method: 'post',
  caller: callers.signedIn,
  params: z.object({ id: uid, baseProductId: id }),
  handler: ({ req, params }) => add({ configurationId: params.id, baseProductId: params.baseProductId })(req),
})

/** GET /api/check-in-wishlist/{productId} (a product id or a configuration uid) → `{ result }`. */
export const checkEndpoint = defineEndpoint({
  path: '/check-in-wishlist/:productId',
  method: 'get',
  caller: callers.signedIn,
  params: z.object({ productId: key }),
  handler: async ({ req, params }) => reply(await checkInWishlist(req, params.productId)),
})

/** DELETE /api/wishlist/{id} (an entry's id) → `{ error: false, message }`; 404 another customer's or none. */
export const removeEndpoint = defineEndpoint({
  path: '/wishlist/:id',
  method: 'delete',
  caller: callers.signedIn,
  params: z.object({ id }),
  handler: async ({ req, params }) => reply(await removeFromWishlist(req, params.id)),
})

/** PUT /api/wishlist/to-top/{id} (an entry's id) → `{ error: false, message }`; 404 another customer's or none. */
export const toTopEndpoint = defineEndpoint({
  path: '/wishlist/to-top/:id',
  method: 'put',
  caller: callers.signedIn,
  params: z.object({ id }),
  handler: async ({ req, params }) => reply(await moveToTop(req, params.id)),
})

/** The wish list's calls (storefront.md section 7), under /api. */
export const wishlistEndpoints: Endpoint[] = [
  listEndpoint,
  addEndpoint,
  addConfigurationEndpoint,
  checkEndpoint,
  removeEndpoint,
  toTopEndpoint,
]
