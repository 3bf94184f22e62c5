import { LIMIT_MESSAGES, MAX_REPLY_BYTES } from '../../lib/request-limits'
import { errorReply } from './reply'
import { readCapped } from './stream'

/**
 * Caps the size of a route's JSON reply (issue 50, item 1): past `maxBytes` the client gets a 400 that names the cap
 * instead of megabytes it cannot use (a depth-7 product list was 62 MB). Files (uploads, label PDFs) and other
 * non-JSON replies pass untouched. Wraps the REST and GraphQL route handlers in `src/app/(payload)/api/`; the depth
 * caps keep a reply from being built that large in the first place, this is the bound on what is sent.
 */
export function withReplyCap<Args extends unknown[]>(
  handler: (request: Request, ...args: Args) => Promise<Response>,
  maxBytes: number = MAX_REPLY_BYTES,
): (request: Request, ...args: Args) => Promise<Response> {
  return async (request, ...args) => {
    const response = await handler(request, ...args)
    if (!response.body || !/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return response
    const bytes = await readCapped(response.body, maxBytes)
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    if (!bytes) return errorReply(400, LIMIT_MESSAGES.replyTooLarge(maxBytes), undefined, headers)
    return new Response(new Uint8Array(bytes), { status: response.status, statusText: response.statusText, headers })
  }
}
