/**
 * `POST /api/users/login` and `POST /api/users/forgot-password`, in front of Payload's own: count the attempt (rate
 * limits 'login' and 'password-reset', per client and e-mail), answer 429 `{ message }` with `Retry-After` when over,
 * else hand the untouched request to Payload's handler. Collection endpoints are matched before Payload's REST
 * handlers, so these run first; Payload's are found by method and path (ours are marked and skipped).
 */
import type { Endpoint, PayloadRequest } from 'payload'
import { replyForError } from '../../endpoints/http'
import { TooManyRequestsError } from '../../lib/errors'
import { consume, type RateBucket } from '../../server/rate-limit'
import { emailOf } from './read-credentials'

export const AUTH_GUARD = 'padforgeAuthGuard'

function payloadOwn(req: PayloadRequest, path: string): Endpoint['handler'] {
  const own = (req.payload.collections.users?.config.endpoints || []).find(
    (e) => e.method === 'post' && e.path === path && !(e.custom && AUTH_GUARD in e.custom),
  )
  if (!own) throw new Error(`Payload's POST /users${path} is missing.`)
  return own.handler
}

function guarded(path: string, bucket: RateBucket): Endpoint {
  return {
    path,
    method: 'post',
    custom: { [AUTH_GUARD]: true },
    handler: async (req) => {
      const handler = payloadOwn(req, path)
      try {
        await consume(req, bucket, await emailOf(req))
      } catch (error) {
        if (error instanceof TooManyRequestsError) return replyForError(error, () => {})
        throw error
      }
      return handler(req)
    },
  }
}

export const guardedLoginEndpoint = guarded('/login', 'login')
export const guardedForgotPasswordEndpoint = guarded('/forgot-password', 'password-reset')
