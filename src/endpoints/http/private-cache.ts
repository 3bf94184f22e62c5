import type { PayloadRequest, SanitizedConfig } from 'payload'

export const PRIVATE = 'private, no-store'

/** Reads any guest may make of a collection: its read access answers `true` for nobody signed in. */
async function publicCollections(config: SanitizedConfig): Promise<Set<string>> {
  const open = new Set<string>()
  for (const collection of config.collections) {
    const read = collection.access?.read
    if (!read) continue
    try {
      const guest = { user: null, headers: new Headers(), context: {} } as unknown as PayloadRequest
      if ((await read({ req: guest })) === true) open.add(collection.slug)
    } catch {
      // An access rule that needs more than a guest request is not a public one.
    }
  }
  return open
}

/** Does the request carry a session (Payload's cookie, a JWT or an API key)? */
function hasCredentials(request: Request, cookiePrefix: string): boolean {
  if (request.headers.get('authorization')) return true
  const cookies = request.headers.get('cookie') ?? ''
  return cookies.split(';').some((c) => c.trim().startsWith(`${cookiePrefix}-token=`))
}

/**
 * Payload's own REST and GraphQL answers get `Cache-Control: private, no-store` like the store's endpoints (issue 27,
 * finding 5) unless they are a guest's GET of a public collection or global, or the endpoint set its own caching: a
 * signed-in caller's answer, a write, `/api/users/me`, `/api/orders`, GraphQL. Wraps the route handlers in
 * src/app/(payload)/api.
 */
export function withPrivateCaching<Args extends unknown[]>(
  configOf: Promise<SanitizedConfig> | SanitizedConfig,
  handler: (request: Request, ...args: Args) => Promise<Response>,
): (request: Request, ...args: Args) => Promise<Response> {
  let open: Promise<Set<string>> | undefined
  const isPublic = async (request: Request): Promise<boolean> => {
    const config = await configOf
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    if (hasCredentials(request, config.cookiePrefix || 'payload')) return false
    const api = config.routes.api || '/api'
    const path = new URL(request.url).pathname
    if (!path.startsWith(`${api}/`)) return false
    const [first] = path.slice(api.length + 1).split('/')
    if (!first || first === 'graphql') return false
    open ??= publicCollections(config)
    const slugs = await open
    // A collection's path is public only when its read is; anything else (globals, the store's endpoints) keeps
    // what its handler said.
    if (config.collections.some((c) => c.slug === first)) return slugs.has(first)
    return true
  }
  return async (request, ...args) => {
    const response = await handler(request, ...args)
    if (response.headers.has('cache-control') || (await isPublic(request))) return response
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', PRIVATE)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
