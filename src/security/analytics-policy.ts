/**
 * The Content-Security-Policy sources a configured tag manager needs (issue 34); none without one, so the policy is
 * unchanged. Like every header input it is read by `next build`.
 *
 * gtm.js comes from TAG_MANAGER_URL's host, which may also serve pixels and answer beacons. With Google's own host,
 * the GA4 tags a container usually runs also load from and send to Google's tag and analytics hosts (Google's "Use a
 * Content Security Policy" guide for Tag Manager and GA4), so those are added too; a self-hosted tagging server
 * (server-side GTM) or the test stand-in gets only its own host.
 */
import { DEFAULT_TAG_MANAGER_URL, type Env, tagManagerFrom } from '../lib/analytics/config'
import type { PolicyExtension } from './headers'

const GOOGLE_TAG_HOSTS = ['https://*.googletagmanager.com']
const GOOGLE_ANALYTICS_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com']

export function analyticsPolicyFrom(env: Env): PolicyExtension[] {
  const config = tagManagerFrom(env)
  if (!config) return []
  const google = config.url === DEFAULT_TAG_MANAGER_URL
  const tags = google ? [config.url, ...GOOGLE_TAG_HOSTS] : [config.url]
  const beacons = google ? [...tags, ...GOOGLE_ANALYTICS_HOSTS] : tags
  return [{ csp: { 'script-src': tags, 'img-src': beacons, 'connect-src': beacons } }]
}
