import type { PayloadRequest } from 'payload'
import { ForbiddenError, RuleError } from '../../../lib/errors'
import { type Commenter, checkReview, mayEdit, type ReviewForm } from '../../../lib/reviews'
import { isAdmin } from '../../../lib/roles'
import { type PublicReview, publicReview } from '../queries'
import { loadReview } from './load-review'

const FORM_FIELDS = ['stars', 'headline', 'name', 'text'] as const
export const UPDATE_HINT =
  '{ "is_best_review": true } or { "stars": 1-5, "headline": "...", "name": "...", "text": "..." }.'

/**
 * Changes a review: `is_best_review` (admins only; the collection's hook clears the previous best one) and/or the
 * author's fields (the author while they may comment, or an admin). An author's edit goes back to Pending until an
 * admin checks it. Forbidden for anyone else; RuleError a bad form or a body with neither.
 */
export async function updateReview(
  req: PayloadRequest,
  input: { id: number; changes: Record<string, unknown> },
): Promise<{ message: string; review: PublicReview }> {
  const user = req.user as Commenter
  const review = await loadReview(req, input.id)
  const sent = input.changes
  const marksBest = 'is_best_review' in sent
  const edits = FORM_FIELDS.some((field) => field in sent)
  if (!marksBest && !edits) throw new RuleError(`Send is_best_review or the review's fields: ${UPDATE_HINT}`)
  if (marksBest && !isAdmin(user)) throw new ForbiddenError('You are not allowed to mark the best review.')
  if (edits && !isAdmin(user) && !mayEdit(user, review))
    throw new ForbiddenError('You are not allowed to edit this review.')
  if (marksBest && typeof sent.is_best_review !== 'boolean')
    throw new RuleError('is_best_review must be true or false.', {})

  let form: ReviewForm | null = null
  if (edits) {
    const check = checkReview(sent)
    if (!check.ok) throw new RuleError(check.message, check.errors)
    form = check.value
  }
  const doc = await req.payload.update({
    collection: 'reviews',
    id: review.id,
    data: {
      ...(form ?? {}),
      // An author's edit is checked again before it shows; admins' edits keep the status.
      ...(form && !isAdmin(user) ? { status: 'pending' as const } : {}),
      ...(marksBest ? { isBestReview: sent.is_best_review as boolean } : {}),
    },
    depth: 0,
    req,
    overrideAccess: true, // the checks above are the rule (an author's edit resets the admin-only status)
  })
  const message = edits
    ? isAdmin(user)
      ? 'The review was saved.'
      : 'Your review was saved. It will appear again once we have checked it.'
    : doc.isBestReview
      ? 'Marked as the best review.'
      : 'No longer the best review.'
  return { message, review: publicReview(doc) }
}
