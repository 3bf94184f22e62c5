/**
 * Photon's answers (https://github.com/komoot/photon: a GeoJSON FeatureCollection whose features carry OpenStreetMap
 * properties) as the store's `Place`. Pure. Anything that is not Photon's shape is `null`, so the adapter can treat
 * junk like a geocoder that is down; a feature without coordinates or any address part is left out.
 */
import type { Place } from './place'

interface PhotonProperties {
  osm_id?: unknown
  osm_type?: unknown
  name?: unknown
  housenumber?: unknown
  street?: unknown
  city?: unknown
  town?: unknown
  village?: unknown
  district?: unknown
  county?: unknown
  state?: unknown
  postcode?: unknown
  countrycode?: unknown
  country?: unknown
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 200) : '')
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `N240109189` from `osm_type: 'N'`, `osm_id: 240109189`; '' when either is missing. */
function placeIdOf(p: PhotonProperties): string {
  const type = text(p.osm_type).toUpperCase()
  const id = typeof p.osm_id === 'number' || typeof p.osm_id === 'string' ? String(p.osm_id) : ''
  return /^[NWR]$/.test(type) && /^\d{1,20}$/.test(id) ? `${type}${id}` : ''
}

function coordinatesOf(feature: Record<string, unknown>): { lat: number; lon: number } | null {
  const geometry = feature.geometry
  if (!isRecord(geometry) || !Array.isArray(geometry.coordinates)) return null
  const [lon, lat] = geometry.coordinates as unknown[]
  if (typeof lat !== 'number' || typeof lon !== 'number') return null
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null
  return { lat, lon }
}

/** One feature as a place, or null when it has no coordinates or nothing to fill a form with. */
export function placeOfFeature(feature: unknown): Place | null {
  if (!isRecord(feature) || !isRecord(feature.properties)) return null
  const where = coordinatesOf(feature)
  if (!where) return null
  const p = feature.properties as PhotonProperties
  const name = text(p.name)
  const street = text(p.street)
  const housenumber = text(p.housenumber)
  const address = street ? [housenumber, street].filter(Boolean).join(' ') : name
  const city = text(p.city) || text(p.town) || text(p.village) || text(p.district) || text(p.county)
  const state = text(p.state)
  const postalCode = text(p.postcode)
  const country = text(p.countrycode).toUpperCase()
  if (!address && !city && !postalCode) return null
  const titled = name && name !== address ? name : ''
  const region = [state, postalCode].filter(Boolean).join(' ')
  const label = [titled, address, city, region, text(p.country)].filter(Boolean).join(', ')
  return {
    placeId: placeIdOf(p) || `${where.lat.toFixed(6)},${where.lon.toFixed(6)}`,
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    city,
    address,
    state,
    postalCode,
    label,
    lat: where.lat,
    lon: where.lon,
  }
}

/** The places of a Photon FeatureCollection, duplicates (same label) dropped; null when it is not one. */
export function placesOfPhoton(body: unknown): Place[] | null {
  if (!isRecord(body) || body.type !== 'FeatureCollection' || !Array.isArray(body.features)) return null
  const seen = new Set<string>()
  const places: Place[] = []
  for (const feature of body.features) {
    const place = placeOfFeature(feature)
    if (!place || seen.has(place.label)) continue
    seen.add(place.label)
    places.push(place)
  }
  return places
}

/** Photon's search call: `/api?q=&limit=` (and a location to prefer places near, when given). */
export function photonSearchPath(query: string, limit: number, near?: { lat: number; lon: number }): string {
  const params = new URLSearchParams({ q: query, limit: String(limit), lang: 'en' })
  if (near) {
    params.set('lat', String(near.lat))
    params.set('lon', String(near.lon))
  }
  return `/api?${params}`
}

/** Photon's reverse call: `/reverse?lat=&lon=` (the nearest address first). */
export function photonReversePath(at: { lat: number; lon: number }, limit = 1): string {
  return `/reverse?${new URLSearchParams({ lat: String(at.lat), lon: String(at.lon), limit: String(limit), lang: 'en' })}`
}
