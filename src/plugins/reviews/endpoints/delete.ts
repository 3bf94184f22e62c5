import type { Endpoint } from 'payload'
import { type Commenter, mayDelete } from '../../../lib/reviews'
import { publicReview } from '../queries'
import { loadReview } from './load'
import { forbidden, noReview, reviewIdOf } from './reply'

/**
 * DELETE /api/reviews/{id}: an admin deletes any review, an author who may comment their own; 403 for everyone
 * else, 404 an unknown review. Stands in front of Payload's own DELETE, answering in its shape `{ message, doc }`
 * so the admin panel's delete keeps working.
 */
export const deleteReviewEndpoint: Endpoint = {
  path: '/:id',
  method: 'delete',
  handler: async (req) => {
    const raw = String(req.routeParams?.id ?? '')
    const id = reviewIdOf(raw)
    const review = id ? await loadReview(req.payload, id) : null
    if (!review) return req.user ? noReview(raw) : forbidden('delete this review')
    if (!mayDelete((req.user ?? null) as Commenter | null, review)) return forbidden('delete this review')
    const doc = await req.payload.delete({ collection: 'reviews', id: review.id, depth: 0, overrideAccess: true })
    return Response.json({ message: 'The review was deleted.', doc: publicReview(doc) })
  },
}
