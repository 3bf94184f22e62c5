/**
 * Guards signing in on the `users` collection (issue 9):
 *
 * - REST `POST /api/users/login`, `/forgot-password` and `/reset-password` are rate limited and ask the captcha when
 *   one is configured (`endpoints.ts`): 429 with Retry-After; forgot-password answers every e-mail alike, at once;
 * - GraphQL's login and forgot-password mutations, which do not pass through those endpoints, are limited by a
 *   `beforeOperation` hook (an APIError 429; GraphQL has no Retry-After header). The local API is not limited: it is
 *   the server's own code;
 * - a login for an e-mail with no account takes as long as one with a wrong password (`equal-time.ts`), whichever way
 *   it arrives.
 */
import {
  APIError,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Config,
  type Plugin,
} from 'payload'
import { TooManyRequestsError } from '../../lib/errors'
import { consume, refund } from '../../server/rate-limit'
import { guardedForgotPasswordEndpoint, guardedLoginEndpoint, guardedResetPasswordEndpoint } from './endpoints'
import { equaliseUnknownAccount } from './equal-time'

export { AUTH_GUARD, sendResetLink } from './endpoints'
export { dummyPasswordCheck, PAYLOAD_PASSWORD_HASH } from './equal-time'
export { verifyPassword } from './verify-password'

const USERS = 'users'

const GRAPHQL_BUCKETS = { login: 'login', forgotPassword: 'password-reset', resetPassword: 'password-reset' } as const

const guardOperation: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword' && operation !== 'resetPassword') return
  const data = (args as { data?: { email?: unknown; token?: unknown } }).data
  if (req.payloadAPI === 'GraphQL') {
    const key = operation === 'resetPassword' ? data?.token : data?.email
    try {
      await consume(req, GRAPHQL_BUCKETS[operation], typeof key === 'string' ? key : '')
    } catch (error) {
      if (error instanceof TooManyRequestsError) throw new APIError(error.message, 429)
      throw error
    }
  }
  if (operation === 'login') await equaliseUnknownAccount(req.payload, collection.slug, data)
}

/** A GraphQL login that worked gives its counted attempt back, as the REST endpoint does: only failures count. */
const refundLogin: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation === 'login' && req.payloadAPI === 'GraphQL') {
    const email = (args as { data?: { email?: unknown } }).data?.email
    await refund(req, 'login', typeof email === 'string' ? email : '')
  }
  return result
}

function guard(users: CollectionConfig): CollectionConfig {
  return {
    ...users,
    // Ours first: Payload matches the first endpoint with the method and path.
    endpoints:
      users.endpoints === false
        ? false
        : [
            guardedLoginEndpoint,
            guardedForgotPasswordEndpoint,
            guardedResetPasswordEndpoint,
            ...(users.endpoints ?? []),
          ],
    hooks: {
      ...users.hooks,
      beforeOperation: [...(users.hooks?.beforeOperation ?? []), guardOperation],
      afterOperation: [...(users.hooks?.afterOperation ?? []), refundLogin],
    },
  }
}

export function authGuardPlugin(): Plugin {
  return (config: Config): Config => {
    if (!config.collections?.some((c) => c.slug === USERS))
      throw new Error('authGuardPlugin: there is no "users" collection to guard.')
    return { ...config, collections: config.collections.map((c) => (c.slug === USERS ? guard(c) : c)) }
  }
}
