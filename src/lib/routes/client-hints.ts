/** A `headers()` rule of next.config.ts (the fields used here). */
export interface HeaderRule {
  source: string
  headers: { key: string; value: string }[]
}

/** The admin's path: Payload's client hints are meant for it alone. */
export const ADMIN_HEADER_SOURCE = '/admin/:path*'

const CLIENT_HINT_KEYS = new Set(['accept-ch', 'critical-ch'])

/**
 * `withPayload` asks every response for the `Sec-CH-Prefers-Color-Scheme` client hint (Accept-CH, Critical-CH and
 * Vary on `/:path*`) so the admin can render in the visitor's colour scheme on the first request. On storefront pages
 * that costs every new visitor a round trip: Critical-CH makes Chrome throw away the first answer and ask again with
 * the hint (Lighthouse counts it as a redirect before the page, ~0.3 s on a phone network), and the Vary splits shared
 * caches by colour scheme for pages that look the same in both. This keeps that rule on the admin's paths only; a
 * visitor's first /admin request still gets its hint. Other rules are left as they are.
 */
export function adminOnlyClientHints<Rule extends HeaderRule>(rules: Rule[]): Rule[] {
  return rules.map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => CLIENT_HINT_KEYS.has(h.key.toLowerCase()))
      ? { ...rule, source: ADMIN_HEADER_SOURCE }
      : rule,
  )
}
