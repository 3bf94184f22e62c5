import type { GeocoderAdapter } from '../../lib/places'
import { photonReversePath, photonSearchPath, placesOfPhoton } from '../../lib/places'

/** How long the store waits for the geocoder: a shopper is typing, and the endpoint answers within ~2 s either way. */
export const GEOCODER_TIMEOUT_MS = 1500

interface Options {
  /** The geocoder's address without a trailing slash (`GEOCODER_URL`). */
  base: string
  /** `GEOCODER_API_KEY`: sent as `Authorization: Bearer …` (a Photon behind a gateway); never to a browser. */
  apiKey?: string
  timeoutMs?: number
  fetch?: typeof fetch
}

/**
 * Photon's HTTP API (komoot's OpenStreetMap geocoder, self-hosted or a compatible service): `/api?q=&limit=&lat=&lon=`
 * for suggestions, `/reverse?lat=&lon=` for the address at a point, both GeoJSON. A non-2xx answer, a timeout or a body
 * that is not Photon's FeatureCollection throws.
 */
export function photonAdapter({
  base,
  apiKey,
  timeoutMs = GEOCODER_TIMEOUT_MS,
  fetch: get = fetch,
}: Options): GeocoderAdapter {
  const places = async (path: string) => {
    const response = await get(`${base}${path}`, {
      headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    })
    if (!response.ok) throw new Error(`geocoder ${base}${path.split('?')[0]} answered ${response.status}`)
    const found = placesOfPhoton(await response.json())
    if (!found) throw new Error(`geocoder ${base}${path.split('?')[0]} answered something that is not GeoJSON`)
    return found
  }
  return {
    suggest: async (query, limit, near) => (await places(photonSearchPath(query, limit, near))).slice(0, limit),
    reverse: async (at) => (await places(photonReversePath(at)))[0] ?? null,
  }
}
