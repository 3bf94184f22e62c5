import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { callers } from '../../../access/callers'
import { tempPullSchema } from '../../../creator/selection'
import { defineEndpoint, errorReply, id, idOrSlug, readJson, replyForError, text } from '../../../endpoints/http'
import { InputError } from '../../../lib/errors'
import { configuredProduct, productUrl, saveProduct } from '../operations/save-product'

export const MAX_PRODUCT_NAME = 200
export const MAX_LISTING_TEXT = 300
export const MAX_DESCRIPTION = 20_000
/** The creator sends the whole configuration and a description: larger than the store's 64 kB default. */
const MAX_PRODUCT_BODY = 1024 * 1024

const formSchema = z.object({
  data: z.object({
    // Only "an object" here: its shape is the engine's to judge (422 with a message, like every rule).
    selected: z.record(z.string(), z.unknown()),
    tempPull: tempPullSchema.nullish(),
  }),
  name: text(MAX_PRODUCT_NAME).trim().min(1, 'enter a name'),
  slug: text(MAX_PRODUCT_NAME).trim().nullish(),
  label_id: id.nullish(),
  in_stock: z.boolean().nullish(),
  listing_text: text(MAX_LISTING_TEXT).trim().nullish(),
  description: text(MAX_DESCRIPTION).nullish(),
})

const HINT = '{ "product": { "data": { "selected": { ... } }, "name": "..." }, "platform_id": ... }.'

const answer = ({ product, created }: Awaited<ReturnType<typeof saveProduct>>) =>
  Response.json(
    {
      message: created ? 'Product Created' : 'Product Saved',
      productUrl: productUrl(product.id),
      product: { id: product.id, uid: product.uid, slug: product.slug, name: product.name, price: product.price },
    },
    { status: created ? 201 : 200 },
  )

/**
 * The creator's admin mode saves prebuilt configured products (creator.md sections 4, 6 and 7: "POST or PUT
 * /products" with `product (data, platform_id)`, answered `message, productUrl`). Body: `{ product: { data: {
 * selected, tempPull? }, name, slug?, label_id?, in_stock?, listing_text?, description? }, platform_id }`
 * (`platform_id` optional on PUT: the product's own). Replies 201 created / 200 saved `{ message, productUrl, product:
 * { id, uid, slug, name, price } }`; 400 a body of the wrong shape or a bad slug / label; 404 unknown platform or
 * product; 409 a slug another product has, or a product that is not a configured controller; 422 the engine's
 * message; 403 anyone but an admin.
 */
const creatorCreate = defineEndpoint({
  path: '/',
  method: 'post',
  caller: callers.admins,
  body: { schema: z.object({ product: formSchema, platform_id: idOrSlug }), hint: HINT, limit: MAX_PRODUCT_BODY },
  handler: async ({ req, body }) =>
    answer(await saveProduct(req, { form: body.product, platform: body.platform_id, existing: null })),
})

/** PUT /api/products/{id}: the creator's save of an existing prebuilt product (see above). */
export const updateProductEndpoint = defineEndpoint({
  path: '/:id',
  method: 'put',
  caller: callers.admins,
  params: z.object({ id }),
  body: {
    schema: z.object({ product: formSchema, platform_id: idOrSlug.nullish() }),
    hint: HINT,
    limit: MAX_PRODUCT_BODY,
  },
  handler: async ({ req, params, body }) => {
    const existing = await configuredProduct(req, params.id)
    const platform =
      body.platform_id ?? (typeof existing.platform === 'object' ? existing.platform?.id : existing.platform)
    if (platform === null || platform === undefined)
      throw new InputError(`"${existing.name}" has no platform: send platform_id.`)
    return answer(await saveProduct(req, { form: body.product, platform, existing }))
  },
})

/** Marks the creator's endpoints among the products collection's, so the hand-over finds Payload's own. */
export const CREATOR_ENDPOINT = 'padforgeCreatorAdmin'

/** Does this JSON body come from the creator (the spec's `product` wrapper) rather than from Payload's REST? */
export const isCreatorBody = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'product' in value

/** Payload's own handler for a route of the products collection (the one this endpoint stands in front of). */
function payloadHandler(req: PayloadRequest, method: string, path: string) {
  const endpoints = req.payload.collections.products?.config.endpoints || []
  return (
    endpoints.find((e) => e.method === method && e.path === path && !(e.custom && CREATOR_ENDPOINT in e.custom))
      ?.handler ?? null
  )
}

/**
 * POST /api/products: the creator's create for its JSON body; any other body (the admin panel's multipart form, API
 * clients' JSON without `product`) goes on to Payload's REST create, with Payload's own access checks.
 */
export const createProductEndpoint: Endpoint = {
  ...creatorCreate,
  custom: { ...creatorCreate.custom, [CREATOR_ENDPOINT]: true },
  handler: async (req) => {
    const rest = payloadHandler(req, 'post', '/')
    const type = (req.headers?.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
    if (!rest) return creatorCreate.handler(req)
    // The admin panel's form (with uploads) is multipart: Payload's. Anything else is read as JSON here (400 if not).
    if (type === 'multipart/form-data') return rest(req)
    let value: unknown
    try {
      value = await readJson(req, HINT, MAX_PRODUCT_BODY)
    } catch (error) {
      return replyForError(error, (err) => req.payload.logger.error({ err }, 'products create failed'))
    }
    if (isCreatorBody(value)) return creatorCreate.handler(req)
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return errorReply(400, 'The request body must be a JSON object.')
    // Hand the body, already read, to Payload's REST create.
    const text = JSON.stringify(value)
    Object.assign(req, { text: async () => text, json: async () => value })
    return rest(req)
  },
}

export const productAdminEndpoints: Endpoint[] = [createProductEndpoint, updateProductEndpoint]
