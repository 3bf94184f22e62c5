import { z } from 'zod'
import { callers } from '../../../access/callers'
import { findPlatform } from '../../../creator/server/load-catalog'
import { defineEndpoint, id, slug } from '../../../endpoints/http'
import { parseTarget, type ReviewTarget } from '../../../lib/reviews'
import { createReview } from '../operations/create-review'

const HINT =
  '{ "platform_id": "ps5" or "product_id": 12, "stars": 1-5, "headline": "...", "name": "...", "text": "..." }.'

/** The form's own fields are checked by `checkReview` (422 with the spec's messages); here only what it is about. */
const aboutSchema = z.object({
  platform_id: z.union([id, slug]).nullish().catch(null),
  product_id: id.nullish().catch(null),
})
// Anything but an object is an empty form, answered 422 with the spec's messages like any other bad form.
const bodySchema = z
  .unknown()
  .refine((value) => value !== undefined, 'send the review as a JSON object')
  .transform(
    (value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, unknown>,
  )
  .transform((form) => ({ form, ...aboutSchema.parse(form) }))

/**
 * POST /api/reviews: a guest, or a customer who may comment, writes a review of a platform or a prebuilt product
 * (`createReview`). 201 `{ message, review }`; 403 a customer without canComment; 400 a body that is not a JSON
 * object; 422 `{ message, errors }` with the spec's messages; 404 an unknown platform or product; 429 too many.
 */
export const createReviewEndpoint = defineEndpoint({
  path: '/',
  method: 'post',
  caller: callers.anyone, // guests review too; moderated and rate limited
  body: { schema: bodySchema, hint: HINT },
  handler: async ({ req, body }) => {
    let target: ReviewTarget | null = null
    if (body.product_id) target = { kind: 'product', id: body.product_id }
    else if (typeof body.platform_id === 'number')
      target = { kind: 'platform', slug: (await findPlatform(req.payload, body.platform_id)).slug }
    else if (body.platform_id) target = parseTarget(body.platform_id)
    return Response.json(await createReview(req, { form: body.form, target }), { status: 201 })
  },
})
