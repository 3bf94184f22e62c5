import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, id } from '../../../endpoints/http'
import { UPDATE_HINT, updateReview } from '../operations/update-review'

/**
 * PUT /api/reviews/{id} `{ is_best_review }` (admins) or `{ stars, headline, name, text }` (the author or an admin):
 * see `updateReview`. 200 `{ message, review }`; 403 anyone else (guests first); 404 an unknown review; 400 a body
 * that is not a JSON object; 422 `{ message, errors }` a bad form or a body with neither.
 */
export const updateReviewEndpoint = defineEndpoint({
  path: '/:id',
  method: 'put',
  caller: callers.signedIn,
  params: z.object({ id }),
  body: { schema: z.record(z.string(), z.unknown()), hint: UPDATE_HINT },
  handler: ({ req, params, body }) => updateReview(req, { id: params.id, changes: body }),
})
