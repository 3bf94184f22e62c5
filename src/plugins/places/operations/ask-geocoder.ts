import type { PayloadRequest } from 'payload'
import { NotFoundError, ServiceUnavailableError } from '../../../lib/errors'
import { type GeocoderAdapter, PLACE_MESSAGES, placeFinderFrom } from '../../../lib/places'
import { consume } from '../../../server/rate-limit'
import { keepAnswer, keptAnswer } from '../answer-cache'
import { geocoderAdapter } from '../config'

export const PLACES_OFF_MESSAGE = 'The place finder is not configured.'

/**
 * One question to the geocoder, the way both endpoints ask it: no place finder configured → 404; the same question
 * asked within a day → the kept answer (no rate limit, no call); otherwise one attempt of the `places` rate limit per
 * address, then the geocoder. A geocoder that fails, is slow or answers junk: logged, and 503 with a message the
 * popup shows (never kept, so the next try asks again).
 */
export async function askGeocoder<T>(
  req: PayloadRequest,
  key: string,
  ask: (geocoder: GeocoderAdapter) => Promise<T>,
): Promise<T> {
  const geocoder = geocoderAdapter()
  const base = placeFinderFrom(process.env)?.geocoder.base
  if (!geocoder || !base) throw new NotFoundError(PLACES_OFF_MESSAGE)
  const cacheKey = `${base}\n${key}`
  const kept = keptAnswer<T>(cacheKey)
  if (kept) return kept.value
  await consume(req, 'places')
  try {
    const value = await ask(geocoder)
    keepAnswer(cacheKey, value)
    return value
  } catch (err) {
    req.payload.logger.warn({ err, base }, 'places: the geocoder did not answer; the place finder shows a message')
    throw new ServiceUnavailableError(PLACE_MESSAGES.geocoderDown)
  }
}
