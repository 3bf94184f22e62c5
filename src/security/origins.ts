/**
 * Where the store is served from, and which origins may send its session cookie.
 *
 * Payload's `serverURL` is the public address (links in e-mails, absolute media URLs, the admin's API calls: open the
 * admin at this address). Payload's `csrf` list decides whether a request's `payload-token` cookie counts: a request
 * whose `Origin` is not listed is treated as a guest, and one with no `Origin` counts only when the browser says
 * `Sec-Fetch-Site: same-origin`, `same-site` or `none` (payload/dist/auth/extractJWT.js). Scripts and API clients
 * sign in with an `Authorization: JWT <token>` header instead, which the list does not concern.
 */

type Env = Record<string, string | undefined>

const originOf = (value: string, name: string): string => {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} must be an absolute http(s) address such as https://shop.example, not "${value}".`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must start with http:// or https://, not "${value}".`)
  return url.origin
}

const portOf = (env: Env): string => env.PORT?.trim() || '3000'

/** `PUBLIC_SERVER_URL` as an origin (no path, no trailing slash); by default `http://localhost:<PORT or 3000>`. */
export function serverUrlFrom(env: Env): string {
  const configured = env.PUBLIC_SERVER_URL?.trim()
  return configured ? originOf(configured, 'PUBLIC_SERVER_URL') : `http://localhost:${portOf(env)}`
}

/**
 * The origins whose requests may carry the session cookie: the public address, this machine on PORT (localhost and
 * 127.0.0.1: a local run, and the end-to-end tests on E2E_PORT, whose launcher sets PORT) and the comma list
 * `CSRF_ORIGINS` (e.g. a second domain).
 */
export function csrfOriginsFrom(env: Env): string[] {
  const port = portOf(env)
  const extra = (env.CSRF_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => originOf(entry, 'Every CSRF_ORIGINS entry'))
  return [...new Set([serverUrlFrom(env), `http://localhost:${port}`, `http://127.0.0.1:${port}`, ...extra])]
}

export const publicServerUrl = (): string => serverUrlFrom(process.env)
export const csrfOrigins = (): string[] => csrfOriginsFrom(process.env)
