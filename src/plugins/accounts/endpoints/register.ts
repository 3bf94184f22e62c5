import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint } from '../../../endpoints/http'
import { registerCustomer } from '../operations/register'

const HINT = '{ "firstName": "...", "lastName": "...", "email": "...", "password": "...", "confirmPassword": "..." }.'

// Anything but an object is an empty form, answered 422 with the spec's messages like any other bad form.
const bodySchema = z
  .unknown()
  .refine((value) => value !== undefined, 'send the form as a JSON object')
  .transform((value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}))

/**
 * POST /api/account/register: a guest creates a customer account (`registerCustomer`). 201 `{ customer }` with the
 * session cookie set exactly as Payload's login sets it; 422 `{ message, errors }` with the spec's messages (and a
 * failed captcha); 409 an e-mail that has an account; 429 too many.
 */
export const registerEndpoint = defineEndpoint({
  path: '/account/register',
  method: 'post',
  caller: callers.anyone, // registering is for guests; a signed-in shopper may create a second account too
  body: { schema: bodySchema, hint: HINT },
  handler: async ({ req, body }) => {
    const { customer, cookie } = await registerCustomer(req, body)
    return Response.json(
      { customer },
      { status: 201, headers: { 'Set-Cookie': cookie, 'Cache-Control': 'private, no-store' } },
    )
  },
})
