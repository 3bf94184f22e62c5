import { forbiddenKeyIn } from '../../lib/forbidden-keys'
import { jsonTextTooDeep } from '../../lib/nesting'
import { LIMIT_MESSAGES, MAX_JSON_NESTING } from '../../lib/request-limits'
import { errorReply } from './reply'
import { readCapped } from './stream'

const BODY_TYPES = ['application/json', 'multipart/form-data']
/** Payload's read by POST: the admin's relationship and upload fields send a long query as a form-encoded body. */
const QUERY_BODY_TYPE = 'application/x-www-form-urlencoded'
const isReadByPost = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('x-payload-http-method-override') === 'GET' ||
    request.headers.get('x-http-method-override') === 'GET')
/** Largest JSON body any route reads (the admin's rich text included); uploads are multipart and not capped here. */
const MAX_JSON_BYTES = 2 * 1024 * 1024

/**
 * Why a JSON body cannot be handed to Payload, or null when it can: Payload's own create crashes on anything but an
 * object, and its reads of a body recurse (nesting past 32 levels is refused); a prototype key is refused too.
 */
async function jsonBodyProblem(request: Request): Promise<Response | null> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > MAX_JSON_BYTES) return errorReply(413, 'The request body is too large.')
  const bytes = request.body ? await readCapped(request.clone().body!, MAX_JSON_BYTES) : Buffer.alloc(0)
  if (!bytes) return errorReply(413, 'The request body is too large.')
  const text = bytes.toString('utf8')
  if (!text.trim()) return null
  // Before anything walks it: Payload's own reads of a body recurse (a preference 5,000 levels deep was a 500).
  if (jsonTextTooDeep(text, MAX_JSON_NESTING)) return errorReply(400, LIMIT_MESSAGES.nestedTooDeeply)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return errorReply(400, 'The request body must be JSON.')
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return errorReply(400, 'The request body must be a JSON object.')
  const forbidden = forbiddenKeyIn(value)
  return forbidden ? errorReply(400, LIMIT_MESSAGES.forbiddenKey('request body', forbidden.key, forbidden.at)) : null
}

/**
 * Refuses, before Payload's REST router sees them, requests it would answer 500: a path whose percent-encoding does
 * not decode ('%E0%A4%A'; the router decodes it and throws), a body that is neither JSON nor multipart form data (but
 * a form-encoded query on Payload's read by POST, `X-Payload-HTTP-Method-Override: GET`, which its admin uses), and
 * a JSON body that is not an object (Payload's create then works on no data at all), nested more than 32 levels deep
 * or holding a prototype key (issue 50). Wraps the REST and GraphQL route handlers in `src/app/(payload)/api/`.
 */
export function withRequestGuard<Args extends unknown[]>(
  handler: (request: Request, ...args: Args) => Promise<Response>,
): (request: Request, ...args: Args) => Promise<Response> {
  return async (request, ...args) => {
    try {
      decodeURIComponent(new URL(request.url).pathname)
    } catch {
      return errorReply(400, 'The request path is not valid UTF-8 percent-encoding.')
    }
    const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    // What HTTP says: a body has a length or is chunked (Next gives every non-GET request a stream, even an empty one).
    const length = request.headers.get('content-length')
    const hasBody = (length !== null && length !== '0') || request.headers.has('transfer-encoding')
    if (hasBody && request.method !== 'GET') {
      if (!BODY_TYPES.includes(type) && !(type === QUERY_BODY_TYPE && isReadByPost(request)))
        return errorReply(415, 'Send the request body as JSON (application/json) or as multipart/form-data.')
      if (type === 'application/json') {
        const problem = await jsonBodyProblem(request)
        if (problem) return problem
      }
    }
    return handler(request, ...args)
  }
}
