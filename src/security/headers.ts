/**
 * The security headers every response carries (storefront, creator, /admin, /api/*), as `next.config.ts` `headers()`
 * rules. Pure: no environment reads, so a unit test sees exactly what the server sends.
 *
 * The Content-Security-Policy is static on purpose. Next's App Router writes inline bootstrap scripts; the only way to
 * allow them without 'unsafe-inline' is a per-request nonce, which makes every page dynamic and defeats the page
 * caching the storefront relies on. So scripts may be inline but only ever from this origin: no foreign script host,
 * no eval (outside `next dev`), no plugins, no <base> hijack, no foreign form target, no framing. It narrows what an
 * injected script could load or send; it does not stop an injected inline script. The headers are built when Next
 * builds (`next build` records them), so changing an input below needs a new build.
 *
 * Payment providers extend the policy instead of editing it: each gives a `PolicyExtension` (sources per directive
 * and per feature) and `next.config.ts` passes it to `securityHeaderRules`: Stripe's and PayPal's hosts are in
 * `payments-policy.ts`.
 */

export type Sources = readonly string[]

export interface SecurityPolicy {
  /** Content-Security-Policy: the allowed sources of each directive ("'self'", 'data:', 'https://host'...). */
  csp: Readonly<Record<string, Sources>>
  /** Permissions-Policy: who may use each browser feature ('self' or an https origin); an empty list turns it off. */
  permissions: Readonly<Record<string, Sources>>
}

export interface PolicyExtension {
  csp?: Readonly<Record<string, Sources>>
  permissions?: Readonly<Record<string, Sources>>
}

export const BASE_POLICY: SecurityPolicy = {
  csp: {
    'default-src': ["'self'"],
    // 'unsafe-inline': Next's inline bootstrap scripts without per-request nonces (see the top of this file).
    'script-src': ["'self'", "'unsafe-inline'"],
    // The creator positions layers with inline styles; the Payload admin sets inline styles too.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Media and composed previews come from this origin; swatches and downloads use data: and blob: URLs. The admin's
    // account picture is Payload's own (`admin.avatar: 'default'`), not Gravatar's.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  },
  permissions: {
    accelerometer: [],
    autoplay: [],
    camera: [],
    'display-capture': [],
    'encrypted-media': [],
    fullscreen: ['self'],
    geolocation: [],
    gyroscope: [],
    hid: [],
    magnetometer: [],
    microphone: [],
    midi: [],
    // Stripe's and PayPal's wallets (Apple Pay, Google Pay) come with the checkout: the Payment Request API stays on.
    payment: ['self'],
    'screen-wake-lock': [],
    serial: [],
    usb: [],
    'xr-spatial-tracking': [],
  },
}

/** `next dev` runs React's development build and hot reload, which need eval. */
export const DEV_EXTENSION: PolicyExtension = { csp: { 'script-src': ["'unsafe-eval'"] } }

const merge = (base: Sources = [], extra: Sources = []): Sources => {
  const all = [...new Set([...base, ...extra])]
  // "'none'" next to real sources is ignored by browsers (with a console warning): a source that is added wins.
  return all.length > 1 ? all.filter((source) => source !== "'none'") : all
}

const mergeLists = (base: Readonly<Record<string, Sources>>, extra: Readonly<Record<string, Sources>> = {}) => {
  const merged: Record<string, Sources> = { ...base }
  for (const [key, sources] of Object.entries(extra)) merged[key] = merge(base[key], sources)
  return merged
}

/** The policy with each extension's sources added to the same directive or feature. */
export function extendPolicy(base: SecurityPolicy, ...extensions: PolicyExtension[]): SecurityPolicy {
  return extensions.reduce<SecurityPolicy>(
    (policy, extension) => ({
      csp: mergeLists(policy.csp, extension.csp),
      permissions: mergeLists(policy.permissions, extension.permissions),
    }),
    base,
  )
}

export function contentSecurityPolicy(csp: SecurityPolicy['csp']): string {
  return Object.entries(csp)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ')
}

/** Permissions-Policy syntax: `camera=()`, `payment=(self "https://js.stripe.com")`. */
export function permissionsPolicy(permissions: SecurityPolicy['permissions']): string {
  const allow = (source: string) => (source === 'self' || source === '*' ? source : `"${source}"`)
  return Object.entries(permissions)
    .map(([feature, sources]) => `${feature}=(${sources.map(allow).join(' ')})`)
    .join(', ')
}

export interface Header {
  key: string
  value: string
}

export function securityHeaders(policy: SecurityPolicy = BASE_POLICY): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(policy.csp) },
    // frame-ancestors for current browsers, X-Frame-Options for old ones.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy(policy.permissions) },
  ]
}

/** One year: long enough to count, short enough to undo a mistake. */
export const DEFAULT_HSTS_MAX_AGE = 31_536_000

/** `HSTS_MAX_AGE` in seconds (0 turns Strict-Transport-Security off); the default otherwise or when unreadable. */
export function hstsMaxAgeFrom(env: Record<string, string | undefined>): number {
  const raw = env.HSTS_MAX_AGE?.trim()
  if (!raw) return DEFAULT_HSTS_MAX_AGE
  const seconds = Number(raw)
  if (!Number.isInteger(seconds) || seconds < 0)
    throw new Error(`HSTS_MAX_AGE must be a whole number of seconds (0 turns it off), not "${raw}".`)
  return seconds
}

export interface HeaderRule {
  source: string
  has?: Array<{ type: 'header'; key: string; value?: string }>
  headers: Header[]
}

export interface HeaderOptions {
  /** `next dev`: allows eval for React's development build. */
  dev?: boolean
  /** Strict-Transport-Security max-age in seconds; 0 sends none. */
  hstsMaxAge?: number
  /** Sources payment providers (and later features) add. */
  extensions?: PolicyExtension[]
}

/**
 * The `headers()` rules for next.config.ts: the security headers on every path, and Strict-Transport-Security only
 * on requests that arrived over https. Next serves plain http behind a TLS proxy, which says so in
 * `X-Forwarded-Proto` (the first hop is the browser's); a forged header is harmless because browsers ignore
 * Strict-Transport-Security received over http.
 */
export function securityHeaderRules({
  dev = false,
  hstsMaxAge = DEFAULT_HSTS_MAX_AGE,
  extensions = [],
}: HeaderOptions = {}): HeaderRule[] {
  const policy = extendPolicy(BASE_POLICY, ...extensions, ...(dev ? [DEV_EXTENSION] : []))
  const rules: HeaderRule[] = [{ source: '/(.*)', headers: securityHeaders(policy) }]
  if (hstsMaxAge > 0)
    rules.push({
      source: '/(.*)',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https(?:,.*)?' }],
      headers: [{ key: 'Strict-Transport-Security', value: `max-age=${hstsMaxAge}` }],
    })
  return rules
}
