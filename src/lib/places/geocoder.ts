import type { Place } from './place'

/**
 * A geocoding service as the place finder uses it: suggestions for a typed address and the address at a point.
 * Photon's is `src/plugins/places/photon.ts`; another service is another adapter chosen in the plugin's `config.ts`.
 * Each call throws when the service fails, is slow or answers something unreadable.
 */
export interface GeocoderAdapter {
  /** Places matching the text, best first, at most `limit`; near `near` first when given. */
  suggest(query: string, limit: number, near?: { lat: number; lon: number }): Promise<Place[]>
  /** The nearest address to the point, or null when there is none. */
  reverse(at: { lat: number; lon: number }): Promise<Place | null>
}
