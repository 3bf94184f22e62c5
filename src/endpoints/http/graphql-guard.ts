import { graphqlTextTooDeep } from '../../lib/nesting'
import { LIMIT_MESSAGES, MAX_GRAPHQL_TEXT_NESTING } from '../../lib/request-limits'
import { errorReply } from './reply'
import { readCapped } from './stream'

/** GraphQL bodies are JSON: the request guard has refused larger ones already. */
const MAX_BODY_BYTES = 2 * 1024 * 1024
/** A request error (no `data`: the query was refused before it ran) is small; a larger reply is a result. */
const MAX_REQUEST_ERROR_BYTES = 64 * 1024

/** The GraphQL text of a JSON request body, or null. */
async function queryText(request: Request): Promise<string | null> {
  if (!request.body || !/json/i.test(request.headers.get('content-type') ?? '')) return null
  const bytes = await readCapped(request.clone().body!, MAX_BODY_BYTES)
  if (!bytes) return null
  try {
    const { query } = JSON.parse(bytes.toString('utf8')) as { query?: unknown }
    return typeof query === 'string' ? query : null
  } catch {
    return null
  }
}

/**
 * Payload's GraphQL route, guarded (issue 50, item 1): query text nested past 64 brackets is refused before the
 * parser (which recurses) sees it, and a query refused before it ran (past a cap of src/security/graphql-limits.ts,
 * or invalid) is answered 400 whatever the client accepts; graphql-http gives a client that accepts only
 * `application/json` a 200 for it.
 */
export function withGraphqlGuard<Args extends unknown[]>(
  handler: (request: Request, ...args: Args) => Promise<Response>,
): (request: Request, ...args: Args) => Promise<Response> {
  return async (request, ...args) => {
    const query = await queryText(request)
    if (query !== null && graphqlTextTooDeep(query, MAX_GRAPHQL_TEXT_NESTING))
      return errorReply(400, LIMIT_MESSAGES.queryTextTooDeep)
    const response = await handler(request, ...args)
    if (response.status !== 200 || !response.body) return response
    const bytes = await readCapped(response.clone().body!, MAX_REQUEST_ERROR_BYTES)
    if (!bytes) return response
    let refused = false
    try {
      const body = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>
      refused = Array.isArray(body.errors) && !('data' in body)
    } catch {
      return response
    }
    return refused
      ? new Response(new Uint8Array(bytes), { status: 400, statusText: 'Bad Request', headers: response.headers })
      : response
  }
}
