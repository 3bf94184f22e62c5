/**
 * The store's client of EasyPost's tracker API (issue 29 item 5): one call, `POST /v2/trackers`, which creates the
 * tracker or gives back the existing one for the same code and carrier, read into tracking events. Service problems
 * come back as a kind and a message, never as a throw.
 */
import type { TrackingEvent } from './track-data'

/** A shipment's tracking, or why there is none: EasyPost does not know it, refused the request, or is out of reach. */
export type TrackingLookup =
  | {
      ok: true
      events: TrackingEvent[]
      estDeliveryDate: string | null
      status: string | null
      publicUrl: string | null
    }
  | { ok: false; kind: 'not_found' | 'refused' | 'unavailable'; message: string }

export interface EasyPostTrackingOptions {
  apiKey: string
  /** https://api.easypost.com unless a test points it at the stand-in. */
  baseUrl?: string
  /** How long the whole call may take (8 s). */
  timeoutMs?: number
  fetch?: typeof globalThis.fetch
}

/** What the customer reads when EasyPost cannot answer. */
export const TRACKING_UNAVAILABLE = 'The tracking service is not available at the moment. Please try again later.'

const unavailable = { ok: false, kind: 'unavailable', message: TRACKING_UNAVAILABLE } as const

type Json = Record<string, unknown>
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
const textOrNull = (value: unknown): string | null => text(value) || null

/** 'City, ST, Country' from EasyPost's tracking_location, the empty parts left out; null when none is left. */
function locationOf(value: unknown): string | null {
  if (!isJson(value)) return null
  return [value.city, value.state, value.country].map(text).filter(Boolean).join(', ') || null
}

function eventOf(detail: Json): TrackingEvent {
  return {
    at: text(detail.datetime),
    description: text(detail.message) || text(detail.description),
    location: locationOf(detail.tracking_location),
    status: textOrNull(detail.status),
  }
}

/** Basic auth with the key as the user and no password (UTF-8, though keys are ASCII). */
export function basicAuth(apiKey: string): string {
  const bytes = new TextEncoder().encode(`${apiKey}:`)
  return `Basic ${btoa(String.fromCharCode(...bytes))}`
}

/** What an answer that is not a tracker means: EasyPost's `{ error: { code, message } }` on a 4xx is its refusal. */
function failureOf(status: number, body: unknown): TrackingLookup {
  if (status >= 500 || status === 429 || status < 400) return unavailable
  const error = isJson(body) && isJson(body.error) ? body.error : {}
  const message = text(error.message) || 'The tracking service refused the request.'
  const notFound = status === 404 || text(error.code) === 'TRACKER.NOT_FOUND'
  return { ok: false, kind: notFound ? 'not_found' : 'refused', message }
}

/**
 * EasyPost's tracker API for the store: `track({ carrier, trackingNumber })` with the carrier's EasyPost code
 * ('USPS', 'FedEx', 'DHLExpress'). A timeout, network error, 5xx or 429 is `unavailable`.
 */
export function easyPostTracking({
  apiKey,
  baseUrl = 'https://api.easypost.com',
  timeoutMs = 8000,
  fetch = globalThis.fetch,
}: EasyPostTrackingOptions): { track(input: { carrier: string; trackingNumber: string }): Promise<TrackingLookup> } {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/v2/trackers`
  return {
    async track({ carrier, trackingNumber }) {
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), timeoutMs)
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: basicAuth(apiKey),
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ tracker: { tracking_code: trackingNumber.trim(), carrier } }),
          signal: controller.signal,
        })
        const body: unknown = await response.json().catch(() => null)
        if (!response.ok) return failureOf(response.status, body)
        if (!isJson(body) || !Array.isArray(body.tracking_details)) return unavailable
        return {
          ok: true,
          events: body.tracking_details.filter(isJson).map(eventOf),
          estDeliveryDate: textOrNull(body.est_delivery_date),
          status: textOrNull(body.status),
          publicUrl: textOrNull(body.public_url),
        }
      } catch {
        // Aborted by the timer, refused connection, reset: the service is out of reach.
        return unavailable
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
