import type { Place } from '@/lib/places'
import { PLACE_MESSAGES } from '@/lib/places'

export type PlacesAnswer<T> = { ok: true; value: T } | { ok: false; retry: boolean; message: string }

/**
 * Asks the store's place endpoints (the geocoder's key stays on the server). A 503 or a network failure may be tried
 * again (`retry`); another refusal (400, 404, 429) carries the server's message. An aborted call throws AbortError.
 */
async function ask<T>(path: string, signal?: AbortSignal): Promise<PlacesAnswer<T>> {
  let response: Response
  try {
    response = await fetch(path, { credentials: 'same-origin', signal })
  } catch (error) {
    if (signal?.aborted) throw error
    return { ok: false, retry: true, message: PLACE_MESSAGES.geocoderDown }
  }
  const json = (await response.json().catch(() => null)) as (T & { message?: string }) | null
  if (response.ok && json) return { ok: true, value: json }
  const retry = response.status === 503 || response.status >= 500 || !json
  return { ok: false, retry, message: json?.message || PLACE_MESSAGES.geocoderDown }
}

export const suggestPlaces = (q: string, signal?: AbortSignal) =>
  ask<{ places: Place[] }>(`/api/places/suggest?${new URLSearchParams({ q })}`, signal)

export const reversePlace = (at: { lat: number; lon: number }, signal?: AbortSignal) =>
  ask<{ place: Place | null }>(
    `/api/places/reverse?${new URLSearchParams({ lat: at.lat.toFixed(6), lon: at.lon.toFixed(6) })}`,
    signal,
  )
