/**
 * The place finder's answers are public and depend only on the query: browsers and shared caches may keep them an
 * hour (the server keeps them a day).
 */
export const PLACES_CACHE_CONTROL = 'public, max-age=3600'

export const placesReply = (body: unknown): Response =>
  Response.json(body, { headers: { 'Cache-Control': PLACES_CACHE_CONTROL } })
