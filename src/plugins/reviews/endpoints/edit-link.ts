import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, id } from '../../../endpoints/http'
import { editLink } from '../operations/edit-link'

/**
 * GET /api/reviews/edit-link/{id}: `{ url }` of the review's edit form, for its author while they may comment (403
 * for everyone else, admins included: they moderate in the admin panel). 404 an unknown review.
 */
export const editLinkEndpoint = defineEndpoint({
  path: '/edit-link/:id',
  method: 'get',
  caller: callers.signedIn,
  params: z.object({ id }),
  handler: ({ req, params }) => editLink(req, params.id),
})
