import type { PayloadRequest } from 'payload'
import { ForbiddenError, NotFoundError, RuleError } from '../../../lib/errors'
import { type Commenter, checkReview, mayComment, type ReviewTarget } from '../../../lib/reviews'
import { consume } from '../../../server/rate-limit'
import { type PublicReview, publicReview } from '../queries'
import { findTarget } from '../target'

export const REVIEW_RECEIVED = 'Thank you for your review! It will appear once we have checked it.'

/**
 * A guest, or a signed-in customer who may comment, writes a review of a platform (its creator page) or a prebuilt
 * product. It is stored pending (admins approve it). Rate limited per client. Forbidden for a customer without
 * canComment; RuleError with the spec's messages and field errors for a bad form or no target; NotFound an unknown
 * platform or product.
 */
export async function createReview(
  req: PayloadRequest,
  input: { form: Record<string, unknown>; target: ReviewTarget | null },
): Promise<{ message: string; review: PublicReview }> {
  const user = (req.user ?? null) as Commenter | null
  if (!mayComment(user)) throw new ForbiddenError('You are not allowed to write reviews.')
  const check = checkReview(input.form)
  if (!check.ok) throw new RuleError(check.message, check.errors)
  if (!input.target) throw new RuleError('Choose what you review: send platform_id or product_id.')
  await consume(req, 'review')
  const found = await findTarget(req.payload, input.target)
  if (!found)
    throw new NotFoundError(
      `There is nothing to review at "${input.target.kind === 'product' ? input.target.id : input.target.slug}".`,
    )
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
    req,
    overrideAccess: true, // guests write reviews only here; status, target and author are set above
  })
  return { message: REVIEW_RECEIVED, review: publicReview(review) }
}
