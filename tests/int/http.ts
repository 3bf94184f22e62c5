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
 * request in with the user's JWT (logged in once with the password `passwords` gives for the e-mail). `payloadOf`
 * is read at call time, so a test file can create the client before its `beforeAll` has Payload.
 */
export function restClient(payloadOf: () => Payload, passwords: Record<string, string>) {
  const tokens = new Map<string, string>()
  const jwt = async (user: { email: string }): Promise<string> => {
    let token = tokens.get(user.email)
    if (!token) {
      const password = passwords[user.email]
      if (!password) throw new Error(`no password for ${user.email}`)
      token = (await payloadOf().login({ collection: 'users', data: { email: user.email, password } })).token
      if (!token) throw new Error(`${user.email} could not log in`)
      tokens.set(user.email, token)
    }
    return token
  }
  const rest = (p: string, init: RequestInit = {}) =>
    handleEndpoints({ config: payloadOf().config, request: new Request(`http://localhost:3000/api${p}`, init) })
  const as = async (user: { email: string } | null, init: RequestInit = {}): Promise<RequestInit> => ({
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(user ? { authorization: `JWT ${await jwt(user)}` } : {}),
    },
  })
  return { rest, as, jwt }
}
