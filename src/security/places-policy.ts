/**
 * What a configured place finder adds to the security headers: the map's tile host in `img-src` (Leaflet draws raster
 * tiles as <img>), and Permissions-Policy `geolocation=(self)` for Show My Location. Geocoding goes through the
 * store's own endpoints, so `connect-src` stays 'self'. Nothing when the place finder is off. Like every header input,
 * read by `next build`, which refuses a half or malformed configuration (`placeFinderProblem`).
 */
import { placeFinderFrom, placeFinderProblem, tileOrigin } from '../lib/places'
import type { PolicyExtension } from './headers'

export function placesPolicyFrom(env: Readonly<Record<string, string | undefined>>): PolicyExtension[] {
  const problem = placeFinderProblem(env)
  if (problem) throw new Error(problem)
  const settings = placeFinderFrom(env)
  if (!settings) return []
  return [{ csp: { 'img-src': [tileOrigin(settings.tiles.url)] }, permissions: { geolocation: ['self'] } }]
}
