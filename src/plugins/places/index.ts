import type { Config, Plugin } from 'payload'
import { reversePlaceEndpoint } from './endpoints/reverse'
import { suggestPlacesEndpoint } from './endpoints/suggest'

export { forgetAnswers, PLACES_KEEP_SECONDS } from './answer-cache'
export { geocoderAdapter, placeFinderTiles } from './config'
export { PLACES_CACHE_CONTROL } from './endpoints/reply'
export { PLACES_OFF_MESSAGE } from './operations/ask-geocoder'
export { reversePlace } from './operations/reverse'
export { suggestPlaces } from './operations/suggest'
export { GEOCODER_TIMEOUT_MS, photonAdapter } from './photon'

/**
 * The place finder's server side (checkout.md "Place-finder popup", account.md's address autocomplete; issue 34):
 * GET /api/places/suggest and /api/places/reverse through a `GeocoderAdapter` (Photon at `GEOCODER_URL`), answers kept
 * a day in the process, rate limited per address. When `GEOCODER_URL` and `MAP_TILE_URL` are not both set the
 * endpoints answer 404 and nothing is asked of any outside service.
 */
export function placesPlugin(): Plugin {
  return (config: Config): Config => ({
    ...config,
    endpoints: [...(config.endpoints ?? []), suggestPlacesEndpoint, reversePlaceEndpoint],
  })
}
