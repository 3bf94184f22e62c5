import type { Endpoint } from 'payload'
import { ValidationError } from 'payload'
import { z } from 'zod'
import { readJsonBody } from '../../../endpoints/read-json-body'
import { type Commenter, checkReview, mayComment, parseTarget, type ReviewTarget } from '../../../lib/reviews'
import { publicReview } from '../queries'
import { findTarget } from '../target'
import { fail, forbidden } from './reply'

export const REVIEW_RECEIVED = 'Thank you for your review! It will appear once we have checked it.'
const HINT =
  '{ "platform_id": "ps5" or "product_id": 12, "stars": 1-5, "headline": "...", "name": "...", "text": "..." }.'

const refSchema = z.union([z.number().int().positive(), z.string().trim().min(1).max(120)])
const aboutSchema = z.object({ platform_id: refSchema.nullish(), product_id: refSchema.nullish() })

/** The product (preferred) or platform a review is about; a platform may be named by slug or numeric id. */
function targetOf(about: z.infer<typeof aboutSchema>): ReviewTarget | 'platform-id' | null {
  if (about.product_id !== null && about.product_id !== undefined) {
    const target = parseTarget(String(about.product_id))
    return target?.kind === 'product' ? target : null
  }
  if (about.platform_id === null || about.platform_id === undefined) return null
  if (typeof about.platform_id === 'number' || /^\d+$/.test(about.platform_id)) return 'platform-id'
  return parseTarget(about.platform_id)
}

/**
 * POST /api/reviews: a guest, or a signed-in customer who may comment, writes a review of a platform (its creator
 * page) or a prebuilt product. It is stored pending (admins approve it) and answered 201 `{ message, review }`.
 * 403 for a customer without canComment; 400 a body that is not JSON; 422 `{ message, errors }` with the spec's
 * messages for a bad form or a missing target; 404 an unknown platform or product.
 */
export const createReviewEndpoint: Endpoint = {
  path: '/',
  method: 'post',
  handler: async (req) => {
    const user = (req.user ?? null) as Commenter | null
    if (!mayComment(user)) return forbidden('write reviews')
    const body = await readJsonBody(req, HINT)
    if (!body.ok) return fail(body.status, body.message)
    const value = typeof body.value === 'object' && body.value !== null ? body.value : {}
    const check = checkReview(value)
    if (!check.ok) return fail(422, check.message, check.errors)

    const about = aboutSchema.safeParse(value)
    let target = about.success ? targetOf(about.data) : null
    if (target === 'platform-id') {
      const id = Number((about.data as { platform_id: number | string }).platform_id)
      const platform = await req.payload.find({
        collection: 'platforms',
        where: { id: { equals: id } },
        limit: 1,
        depth: 0,
        select: { slug: true },
        overrideAccess: true,
      })
      target = platform.docs[0] ? { kind: 'platform', slug: platform.docs[0].slug } : null
      if (!target) return fail(404, `There is no platform ${id}.`)
    }
    if (!target) return fail(422, 'Choose what you review: send platform_id or product_id.')
    const found = await findTarget(req.payload, target)
    if (!found)
      return fail(404, `There is nothing to review at "${target.kind === 'product' ? target.id : target.slug}".`)

    try {
      const review = await req.payload.create({
        collection: 'reviews',
        data: {
          ...check.value,
          status: 'pending',
          isBestReview: false,
          platform: found.platform.id,
          product: found.product?.id ?? null,
          customer: user ? Number(user.id) : null,
        },
        depth: 0,
        overrideAccess: true,
      })
      return Response.json({ message: REVIEW_RECEIVED, review: publicReview(review) }, { status: 201 })
    } catch (error) {
      if (error instanceof ValidationError) return fail(422, error.message)
      throw error
    }
  },
}
