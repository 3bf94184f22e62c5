import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, text } from '../../../endpoints/http'
import { confirmSubscription, subscribe, unsubscribe } from '../operations/newsletter'
import { sendContactMessage } from '../operations/send-contact'

// A form that is not an object is checked as an empty one (422 with the spec's messages), like the reviews form.
const formBody = z.unknown().refine((value) => value !== undefined, 'send the form as a JSON object')

/** POST /api/contact `{ name, email, subject, text }`: 200 `{ message }`; 422 `{ message, errors }`; 429. */
export const contactEndpoint = defineEndpoint({
  path: '/contact',
  method: 'post',
  caller: callers.anyone, // guests write to support; rate limited
  body: { schema: formBody, hint: '{ "name": "...", "email": "...", "subject": "...", "text": "..." }.' },
  handler: ({ req, body }) => sendContactMessage(req, body),
})

/** POST /api/newsletter/subscribe `{ email }`: 200 `{ message }` the same for every address; 422; 429. */
export const subscribeEndpoint = defineEndpoint({
  path: '/newsletter/subscribe',
  method: 'post',
  caller: callers.anyone,
  body: { schema: formBody, hint: '{ "email": "..." }.' },
  handler: ({ req, body }) => subscribe(req, body),
})

/** POST /api/newsletter/confirm `{ token }` (the confirmation page sends it): 200 `{ message }`; 422 a bad link. */
export const confirmEndpoint = defineEndpoint({
  path: '/newsletter/confirm',
  method: 'post',
  caller: callers.anyone, // the token is the proof
  body: { schema: z.object({ token: text(200).pipe(z.string().min(1)) }), hint: '{ "token": "..." }.' },
  handler: ({ req, body }) => confirmSubscription(req, body.token),
})

/** POST /api/newsletter/unsubscribe `{ email, sig }` (the unsubscribe page sends it): 200; 422 a bad signature. */
export const unsubscribeEndpoint = defineEndpoint({
  path: '/newsletter/unsubscribe',
  method: 'post',
  caller: callers.anyone, // the signature is the proof
  body: {
    schema: z.object({ email: text(254).pipe(z.string().min(1)), sig: text(200).pipe(z.string().min(1)) }),
    hint: '{ "email": "...", "sig": "..." }.',
  },
  handler: ({ req, body }) => unsubscribe(req, { email: body.email, signature: body.sig }),
})

export const clientFormEndpoints = [contactEndpoint, subscribeEndpoint, confirmEndpoint, unsubscribeEndpoint]
