import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, id } from '../../../endpoints/http'
import { deleteReview } from '../operations/delete-review'

/**
 * DELETE /api/reviews/{id}: an admin deletes any review, an author who may comment their own (`deleteReview`); 403
 * everyone else, 404 an unknown review. Stands in front of Payload's own DELETE and answers in its shape
 * `{ message, doc }`, so the admin panel's delete keeps working.
 */
export const deleteReviewEndpoint = defineEndpoint({
  path: '/:id',
  method: 'delete',
  caller: callers.anyone, // the operation checks the caller against the review (a guest always gets 403)
  params: z.object({ id }),
  handler: ({ req, params }) => deleteReview(req, params.id),
})
