import type { PayloadRequest } from 'payload'
import { type Place, type ReverseQuery, reverseKey } from '../../../lib/places'
import { askGeocoder } from './ask-geocoder'

/** The address at a point (Show My Location, a click on the map); `place: null` when there is none near it. */
export async function reversePlace(req: PayloadRequest, at: ReverseQuery): Promise<{ place: Place | null }> {
  const place = await askGeocoder(req, reverseKey(at), (geocoder) => geocoder.reverse(at))
  return { place }
}
