/**
 * What the place finder's endpoints accept, and the cache key of each question. Pure (zod only). A search text is
 * trimmed and its spaces collapsed, so "  350 Fifth  Ave" and "350 fifth ave" are one question to the geocoder and
 * one cache entry; coordinates are rounded to what a street address needs (about 1 m), a search's bias to about 10 km.
 */
import { z } from 'zod'

export const QUERY_MIN = 3
export const QUERY_MAX = 120
/** Suggestions answered per search. */
export const SUGGESTION_LIMIT = 5

export const PLACE_HINTS = {
  q: `q must be the address to search for, ${QUERY_MIN} to ${QUERY_MAX} characters`,
  lat: 'lat must be a latitude in degrees, from -90 to 90',
  lon: 'lon must be a longitude in degrees, from -180 to 180',
  near: 'lat and lon come together (a place to prefer results near) or not at all',
} as const

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim()

const degrees = (limit: number, hint: string) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, hint)
    .transform(Number)
    .refine((n) => Math.abs(n) <= limit, hint)

const latitude = degrees(90, PLACE_HINTS.lat)
const longitude = degrees(180, PLACE_HINTS.lon)

const round = (value: number, places: number) => Number(value.toFixed(places)) || 0

/** `GET /api/places/suggest?q=&lat=&lon=`: the text, and optionally where to prefer results near. */
export const suggestQuery = z
  .object({
    q: z
      .string({ error: PLACE_HINTS.q })
      .transform(collapse)
      .refine((q) => q.length >= QUERY_MIN && q.length <= QUERY_MAX, PLACE_HINTS.q),
    lat: latitude.optional(),
    lon: longitude.optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lon === undefined), {
    message: PLACE_HINTS.near,
    path: ['lat'],
  })
  .transform(({ q, lat, lon }) => ({
    q,
    near: lat === undefined || lon === undefined ? undefined : { lat: round(lat, 1), lon: round(lon, 1) },
  }))

/** `GET /api/places/reverse?lat=&lon=`: the point to name. */
export const reverseQuery = z
  .object({ lat: latitude.optional(), lon: longitude.optional() })
  .refine((query) => query.lat !== undefined, { message: PLACE_HINTS.lat, path: ['lat'] })
  .refine((query) => query.lon !== undefined, { message: PLACE_HINTS.lon, path: ['lon'] })
  .transform(({ lat, lon }) => ({ lat: round(lat ?? 0, 5), lon: round(lon ?? 0, 5) }))

export type SuggestQuery = z.output<typeof suggestQuery>
export type ReverseQuery = z.output<typeof reverseQuery>

/** The cache key of a search: the text in lower case and the rounded bias. */
export const suggestKey = ({ q, near }: SuggestQuery): string =>
  `suggest\n${q.toLowerCase()}\n${near ? `${near.lat},${near.lon}` : ''}`

export const reverseKey = ({ lat, lon }: ReverseQuery): string => `reverse\n${lat},${lon}`
