/**
 * The place finder's settings from the environment. Pure: the environment is passed in. The finder is on when both
 * the geocoder (`GEOCODER_URL`, a Photon-compatible server, with an optional `GEOCODER_API_KEY` that never leaves
 * the server) and the map's raster tiles (`MAP_TILE_URL`, a `{z}/{x}/{y}` template, with `MAP_TILE_ATTRIBUTION`)
 * are set; otherwise nothing of it exists: no button, endpoints that answer 404, nothing asked of anyone outside.
 */

type Env = Readonly<Record<string, string | undefined>>

/** What the browser needs to draw the map: public, the same for every shopper. */
export interface MapTiles {
  /** Leaflet's template: `https://tile.openstreetmap.org/{z}/{x}/{y}.png` (`{s}` for subdomains). */
  url: string
  /** The tiles' credit, plain text, shown in the map's corner. */
  attribution: string
}

export interface PlaceFinderSettings {
  geocoder: { base: string; apiKey?: string }
  tiles: MapTiles
}

export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors'

const httpUrl = (value: string): URL | null => {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password ? url : null
  } catch {
    return null
  }
}

/** `GEOCODER_URL` without a trailing slash, or null when unset or not an http(s) address. */
export function geocoderBase(value: string | undefined): string | null {
  const text = value?.trim() ?? ''
  const url = text ? httpUrl(text) : null
  return url && !url.search && !url.hash ? text.replace(/\/+$/, '') : null
}

/** `MAP_TILE_URL` when it is an http(s) template with `{z}`, `{x}` and `{y}`, else null. */
export function tileTemplate(value: string | undefined): string | null {
  const text = value?.trim() ?? ''
  if (!text || !['{z}', '{x}', '{y}'].every((part) => text.includes(part))) return null
  // `{s}` (a subdomain letter) and the other placeholders must not make the address unreadable.
  return httpUrl(text.replace(/\{s\}/g, 'a').replace(/\{[a-z]+\}/g, '0')) ? text : null
}

/** The origin the tiles come from, for the Content-Security-Policy: `{s}.tile.example` as `*.tile.example`. */
export function tileOrigin(template: string): string {
  const url = new URL(template.replace(/\{s\}/g, 'subdomain-placeholder').replace(/\{[a-z]+\}/g, '0'))
  return `${url.protocol}//${url.host.replace('subdomain-placeholder', '*')}`
}

/** The settings, or null when the place finder is not configured (or configured wrongly: see `placeFinderProblem`). */
export function placeFinderFrom(env: Env): PlaceFinderSettings | null {
  const base = geocoderBase(env.GEOCODER_URL)
  const url = tileTemplate(env.MAP_TILE_URL)
  if (!base || !url) return null
  const apiKey = env.GEOCODER_API_KEY?.trim() || undefined
  const attribution = (env.MAP_TILE_ATTRIBUTION?.trim() || DEFAULT_TILE_ATTRIBUTION).slice(0, 300)
  return { geocoder: { base, ...(apiKey ? { apiKey } : {}) }, tiles: { url, attribution } }
}

/**
 * What is wrong with the place finder's variables, or null: one of the pair without the other, or a value that is
 * not an address. `next build` refuses to build with a problem (the headers depend on these), so a typo is a clear
 * error rather than a place finder that silently is not there.
 */
export function placeFinderProblem(env: Env): string | null {
  const geocoder = env.GEOCODER_URL?.trim()
  const tiles = env.MAP_TILE_URL?.trim()
  if (!geocoder && !tiles) return null
  if (!geocoder || !tiles)
    return 'GEOCODER_URL and MAP_TILE_URL switch the place finder on together: set both or neither.'
  if (!geocoderBase(geocoder))
    return `GEOCODER_URL must be an http(s) address without a query, not ${JSON.stringify(geocoder)}.`
  if (!tileTemplate(tiles))
    return `MAP_TILE_URL must be an http(s) template with {z}, {x} and {y}, not ${JSON.stringify(tiles)}.`
  return null
}
