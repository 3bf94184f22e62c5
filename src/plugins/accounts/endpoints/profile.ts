import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint } from '../../../endpoints/http'
import { readProfile } from '../operations/read-profile'
import { updateProfile } from '../operations/update-profile'

const HINT = '{ "first_name": "...", "last_name": "...", "email": "...", "phone": "...", "password": "..." }.'

/** GET /api/account/profile: `{ customer: { first_name, last_name, email, phone } }` of the signed-in customer. */
const readProfileEndpoint = defineEndpoint({
  path: '/account/profile',
  method: 'get',
  caller: callers.signedIn, // one's own settings only
  handler: async ({ req }) =>
    Response.json(await readProfile(req), { headers: { 'Cache-Control': 'private, no-store' } }),
})

/**
 * PUT /api/account/profile: saves My Settings (`updateProfile`). 200 `{ message, customer }`; 422 `{ message, errors }`
 * with the spec's messages, or a wrong password for an e-mail change; 409 an e-mail another account has; 429 too many
 * password checks.
 */
const updateProfileEndpoint = defineEndpoint({
  path: '/account/profile',
  method: 'put',
  caller: callers.signedIn, // one's own settings only
  body: { schema: z.record(z.string(), z.unknown()), hint: HINT },
  handler: ({ req, body }) => updateProfile(req, body),
})

export const profileEndpoints = [readProfileEndpoint, updateProfileEndpoint]
