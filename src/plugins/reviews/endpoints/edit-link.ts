import type { Endpoint } from 'payload'
import { type Commenter, editReviewUrl, mayEdit } from '../../../lib/reviews'
import { creatorPathOf, loadReview, platformIdOf } from './load'
import { fail, forbidden, noReview, reviewIdOf } from './reply'

/**
 * GET /api/reviews/edit-link/{id}: `{ url }` of the review's edit form, for its author while they may comment
 * (403 for everyone else, admins included: they moderate in the admin panel). 404 an unknown review.
 */
export const editLinkEndpoint: Endpoint = {
  path: '/edit-link/:id',
  method: 'get',
  handler: async (req) => {
    const raw = String(req.routeParams?.id ?? '')
    const id = reviewIdOf(raw)
    if (!req.user) return forbidden('edit this review')
    const review = id ? await loadReview(req.payload, id) : null
    if (!review) return noReview(raw)
    if (!mayEdit(req.user as Commenter, review)) return forbidden('edit this review')
    const path = await creatorPathOf(req.payload, platformIdOf(review))
    if (!path) return fail(404, 'This review has no page to be edited on.')
    return Response.json({ url: editReviewUrl(path, review.id) })
  },
}
