/**
 * The store's analytics settings, read from the environment (README, "Configuration"). Pure: callers pass the
 * environment, so the layout, the security headers and the tests read the same rules.
 *
 * - TAG_MANAGER_ID: a Google Tag Manager container id ('GTM-XXXX'). Without it (or with a malformed one) the
 *   storefront has no consent banner, loads no script and sends nothing anywhere.
 * - TAG_MANAGER_URL: where gtm.js is loaded from (default Google's host); an origin, http only for this machine.
 * - GA_MEASUREMENT_ID + GA_API_SECRET (+ GA_MP_URL): the server's Measurement Protocol events (refunds).
 */

export type Env = Readonly<Record<string, string | undefined>>

export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/
export const DEFAULT_TAG_MANAGER_URL = 'https://www.googletagmanager.com'
export const DEFAULT_GA_MP_URL = 'https://www.google-analytics.com'
const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/

/** What the browser needs: the container id and the origin its script comes from. */
export interface TagManagerConfig {
  id: string
  /** An origin without a trailing slash ('https://www.googletagmanager.com'). */
  url: string
}

export interface MeasurementConfig {
  measurementId: string
  apiSecret: string
  /** An origin without a trailing slash. */
  url: string
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The origin of an https URL (or an http one on this machine, for the test stand-ins); null otherwise. */
export function originOf(value: string | undefined, fallback: string): string | null {
  const raw = value?.trim() || fallback
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))
  return allowed && !url.username && !url.password ? url.origin : null
}

/** The tag manager the storefront uses, or null (nothing configured, or a value that is not a container id). */
export function tagManagerFrom(env: Env): TagManagerConfig | null {
  const id = env.TAG_MANAGER_ID?.trim() ?? ''
  if (!TAG_MANAGER_ID_PATTERN.test(id)) return null
  const url = originOf(env.TAG_MANAGER_URL, DEFAULT_TAG_MANAGER_URL)
  return url ? { id, url } : null
}

/** The Measurement Protocol settings, or null unless both the measurement id and the API secret are set. */
export function measurementFrom(env: Env): MeasurementConfig | null {
  const measurementId = env.GA_MEASUREMENT_ID?.trim() ?? ''
  const apiSecret = env.GA_API_SECRET?.trim() ?? ''
  if (!MEASUREMENT_ID_PATTERN.test(measurementId) || !apiSecret) return null
  const url = originOf(env.GA_MP_URL, DEFAULT_GA_MP_URL)
  return url ? { measurementId, apiSecret, url } : null
}

/** gtm.js of the container, as Google's snippet loads it. */
export const tagManagerScriptUrl = (config: TagManagerConfig) =>
  `${config.url}/gtm.js?id=${encodeURIComponent(config.id)}`
