import { callers } from '../../../access/callers'
import { defineEndpoint } from '../../../endpoints/http'
import { suggestQuery } from '../../../lib/places'
import { suggestPlaces } from '../operations/suggest'
import { placesReply } from './reply'

/**
 * GET /api/places/suggest?q=&lat=&lon= → `{ places: Place[] }` (checkout.md, "Place-finder popup": address search
 * with autocomplete). Public. 400 for a text under 3 or over 120 characters or a bad bias; 404 when no place finder is
 * configured; 429 past `RATE_LIMIT_PLACES`; 503 when the geocoder fails or takes over 1.5 s.
 */
export const suggestPlacesEndpoint = defineEndpoint({
  path: '/places/suggest',
  method: 'get',
  caller: callers.anyone, // public addresses; the geocoder's key stays on the server
  query: suggestQuery,
  handler: async ({ req, query }) => placesReply(await suggestPlaces(req, query)),
})
