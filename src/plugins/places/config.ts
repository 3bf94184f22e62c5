import { type GeocoderAdapter, type MapTiles, placeFinderFrom } from '../../lib/places'
import { photonAdapter } from './photon'

type Env = Readonly<Record<string, string | undefined>>

/**
 * The geocoder the environment configures: Photon at `GEOCODER_URL` (with `GEOCODER_API_KEY` when set), or none when
 * the place finder is off (`GEOCODER_URL` and `MAP_TILE_URL` both needed). Another service is another adapter here.
 */
export function geocoderAdapter(env: Env = process.env): GeocoderAdapter | null {
  const settings = placeFinderFrom(env)
  return settings ? photonAdapter(settings.geocoder) : null
}

/**
 * What a page passes to the place finder's button: the map's tile template and credit, or null when the place finder
 * is off (then no button). Public and the same for every shopper, so cached pages may hold it.
 */
export function placeFinderTiles(env: Env = process.env): MapTiles | null {
  return placeFinderFrom(env)?.tiles ?? null
}
