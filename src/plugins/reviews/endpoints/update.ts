import type { Endpoint } from 'payload'
import { ValidationError } from 'payload'
import { isAdmin } from '../../../access/roles'
import { readJsonBody } from '../../../endpoints/read-json-body'
import { type Commenter, checkReview, mayEdit, type ReviewForm } from '../../../lib/reviews'
import { publicReview } from '../queries'
import { loadReview } from './load'
import { fail, forbidden, noReview, reviewIdOf } from './reply'

const FORM_FIELDS = ['stars', 'headline', 'name', 'text'] as const
const HINT = '{ "is_best_review": true } or { "stars": 1-5, "headline": "...", "name": "...", "text": "..." }.'

/**
 * PUT /api/reviews/{id}:
 * - `{ is_best_review: boolean }` marks (or unmarks) the best review of its product or platform: admins only; the
 *   collection's hook clears the previous best one;
 * - `{ stars, headline, name, text }` saves the author's edit (the author while they may comment, or an admin); an
 *   author's edit goes back to Pending until an admin checks it.
 * Answers 200 `{ message, review }`; 403 for anyone else (guests first), 404 an unknown review, 400 a body that is not
 * JSON, 422 `{ message, errors }` a bad form or a body with neither.
 */
export const updateReviewEndpoint: Endpoint = {
  path: '/:id',
  method: 'put',
  handler: async (req) => {
    const user = (req.user ?? null) as Commenter | null
    if (!user) return forbidden('change this review')
    const raw = String(req.routeParams?.id ?? '')
    const id = reviewIdOf(raw)
    const review = id ? await loadReview(req.payload, id) : null
    if (!review) return noReview(raw)
    const body = await readJsonBody(req, HINT)
    if (!body.ok) return fail(body.status, body.message)
    const sent = (typeof body.value === 'object' && body.value !== null ? body.value : {}) as Record<string, unknown>

    const marksBest = 'is_best_review' in sent
    const edits = FORM_FIELDS.some((field) => field in sent)
    if (!marksBest && !edits) return fail(422, `Send is_best_review or the review's fields: ${HINT}`)
    if (marksBest && !isAdmin(user)) return forbidden('mark the best review')
    if (edits && !isAdmin(user) && !mayEdit(user, review)) return forbidden('edit this review')
    if (marksBest && typeof sent.is_best_review !== 'boolean')
      return fail(422, 'is_best_review must be true or false.', {})

    let form: ReviewForm | null = null
    if (edits) {
      const check = checkReview(sent)
      if (!check.ok) return fail(422, check.message, check.errors)
      form = check.value
    }
    try {
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
        overrideAccess: true,
      })
      const message = edits
        ? isAdmin(user)
          ? 'The review was saved.'
          : 'Your review was saved. It will appear again once we have checked it.'
        : doc.isBestReview
          ? 'Marked as the best review.'
          : 'No longer the best review.'
      return Response.json({ message, review: publicReview(doc) })
    } catch (error) {
      if (error instanceof ValidationError) return fail(422, error.message)
      throw error
    }
  },
}
