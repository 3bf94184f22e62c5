// Calling endpoints in integration tests: a handler directly, or through Payload's REST router as a signed-in user.
import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { handleEndpoints } from 'payload'

export interface CallOptions {
  user?: unknown
  body?: unknown
  params?: Record<string, string>
  url?: string
}

/** Calls an endpoint handler the way Payload does, `json()` giving `body`. */
export async function callEndpoint<Reply>(
  payload: Payload,
  endpoint: Endpoint,
  { user = null, body, params = {}, url }: CallOptions = {},
): Promise<{ status: number; json: Reply }> {
  const response = await endpoint.handler({
    payload,
    user,
    ...(url ? { url } : {}),
    headers: new Headers({ 'content-type': 'application/json' }),
    routeParams: params,
    json: async () => body,
  } as unknown as PayloadRequest)
  return { status: response.status, json: (await response.json()) as Reply }
}

/**
 * Requests through Payload's REST router, as `/api/...` requests reach it in the app. `as(user, init)` signs a
 * request in with the user's JWT (logged in once, with the user's own `password` or the one `passwords` gives). `payloadOf`
 * is read at call time, so a test file can create the client before its `beforeAll` has Payload.
 */
export function restClient(payloadOf: () => Payload, passwords: Record<string, string> = {}) {
  // The sign-in itself is kept, not its token: requests made at once share one sign-in. Each sign-in rewrites the
  // user's list of sessions, so concurrent ones for one user can drop each other's session (a 403 later).
  const tokens = new Map<string, Promise<string>>()
  const signIn = async (email: string, password: string): Promise<string> => {
    const { token } = await payloadOf().login({ collection: 'users', data: { email, password } })
    if (!token) throw new Error(`${email} could not log in`)
    return token
  }
  /** A user from `newUser` (tests/int/users.ts) carries its password; others are looked up in `passwords`. */
  const jwt = (user: { email: string; password?: string | null }): Promise<string> => {
    let token = tokens.get(user.email)
    if (!token) {
      const password = user.password ?? passwords[user.email]
      if (!password) throw new Error(`no password for ${user.email}`)
      token = signIn(user.email, password)
      token.catch(() => tokens.delete(user.email))
      tokens.set(user.email, token)
    }
    return token
  }
  const rest = (p: string, init: RequestInit = {}) =>
    handleEndpoints({ config: payloadOf().config, request: new Request(`http://localhost:3000/api${p}`, init) })
  const as = async (
    user: { email: string; password?: string | null } | null,
    init: RequestInit = {},
  ): Promise<RequestInit> => ({
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(user ? { authorization: `JWT ${await jwt(user)}` } : {}),
    },
  })
  return { rest, as, jwt }
}
