import { callers } from '../../../access/callers'
import { defineEndpoint } from '../../../endpoints/http'
import { currentViewer } from '../operations/viewer'

/**
 * GET /api/session: `{ viewer }`, who is signed in (null for a guest), for the per-shopper parts of cached pages. Never
 * stored by a browser or a shared cache: it differs per cookie.
 */
export const viewerEndpoint = defineEndpoint({
  path: '/session',
  method: 'get',
  caller: callers.anyone, // a guest learns only that they are a guest
  handler: async ({ req }) =>
    Response.json(currentViewer(req), { headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } }),
})
