import type { PayloadRequest } from 'payload'
import { type Place, SUGGESTION_LIMIT, type SuggestQuery, suggestKey } from '../../../lib/places'
import { askGeocoder } from './ask-geocoder'

/** Addresses matching what the shopper typed, best first, at most five (the place finder's autocomplete). */
export async function suggestPlaces(req: PayloadRequest, query: SuggestQuery): Promise<{ places: Place[] }> {
  const places = await askGeocoder(req, suggestKey(query), (geocoder) =>
    geocoder.suggest(query.q, SUGGESTION_LIMIT, query.near),
  )
  return { places }
}
