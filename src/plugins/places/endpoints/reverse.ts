import { callers } from '../../../access/callers'
import { defineEndpoint } from '../../../endpoints/http'
import { reverseQuery } from '../../../lib/places'
import { reversePlace } from '../operations/reverse'
import { placesReply } from './reply'

/**
 * GET /api/places/reverse?lat=&lon= → `{ place: Place | null }` (Show My Location, a click on the map). Public. 400
 * for a missing or impossible coordinate; 404 when no place finder is configured; 429 past `RATE_LIMIT_PLACES`; 503
 * when the geocoder fails or takes over 1.5 s.
 */
export const reversePlaceEndpoint = defineEndpoint({
  path: '/places/reverse',
  method: 'get',
  caller: callers.anyone, // public addresses; the geocoder's key stays on the server
  query: reverseQuery,
  handler: async ({ req, query }) => placesReply(await reversePlace(req, query)),
})
