import { AFFILIATE_MESSAGES } from './messages'

/** The query parameter a referral or partner link carries (issue 31 item 3). */
export const REF_PARAM = 'ref'

/** The member's share links (account.md section 3: link, fbLink, twLink): the store's home with `ref`. */
export function shareLinks(storeUrl: string, code: string) {
  const link = `${storeUrl.replace(/\/+$/, '')}/?${REF_PARAM}=${encodeURIComponent(code)}`
  const text = 'Build your own custom controller at Padforge: $10 off your first order with my link.'
  return {
    link,
    fbLink: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
    twLink: `https://twitter.com/intent/tweet?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
  }
}

/** Pages that do not take affiliate parameters (account.md section 5): the account, the blog and the forums. */
const CLOSED_SECTIONS = ['account', 'blog', 'forums']

/**
 * The path as the router would read it: percent-decoded (`%61ccount` is `account`), lower-cased, empty segments
 * dropped (`//forums/` is `/forums`), dot segments resolved. Undecodable paths give null.
 */
export function normalisedPath(pathname: string): string[] | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const segments: string[] = []
  for (const segment of decoded.toLowerCase().split(/[/\\]+/)) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  return segments
}

export type LandingLink = { ok: true; link: string } | { ok: false; message: string }

/** The longest landing address the generator takes (longer ones get the spec's message, like any other it refuses). */
export const LANDING_URL_MAX = 2048

/** A path segment of a real store page: letters, digits and `-._~` (slugs), nothing the URL parser would rewrite. */
const PLAIN_SEGMENT = /^[A-Za-z0-9._~-]+$/

/**
 * Whether `typed` (the address as given, before its `?` or `#`) is exactly the parsed page's address: the parser
 * silently fixes up backslashes, tabs and new lines, dot segments (also encoded ones), missing or extra slashes, `@`
 * and default ports, so a difference means the address only works once "repaired". Scheme and host may differ in case.
 */
function typedAsParsed(typed: string, url: URL): boolean {
  const origin = typed.slice(0, url.origin.length)
  const path = typed.slice(url.origin.length)
  return origin.toLowerCase() === url.origin && (path === url.pathname || (path === '' && url.pathname === '/'))
}

/** `/`, or plain segments with at most a trailing slash: no `;`, `%`, `:` or `@`, no empty or dot segment. */
function isPlainPath(pathname: string): boolean {
  const segments = pathname.split('/').slice(1)
  if (segments.at(-1) === '') segments.pop()
  return segments.every((segment) => PLAIN_SEGMENT.test(segment) && segment !== '.' && segment !== '..')
}

/**
 * A partner's landing page with their `ref` (account.md section 5; issue 31 item 5, issue 50 item 7). The page must be
 * on the store's own https origin, parsed (a prefix test would take `https://shop.example.evil.com` for
 * `https://shop.example`), written as the page's plain address (no `;`, encoded slash or dot, backslash, userinfo or
 * anything else the parser would have to repair: a forged address can hide another path in those), at most
 * LANDING_URL_MAX characters, and not an account, blog or forums page. `ref` is added with `?` or `&` (an old `ref` is
 * replaced) and the `#fragment` is kept. `storeUrl` is the store's public address; its host is what must match,
 * always over https.
 */
export function landingLink(storeUrl: string, landing: string, code: string): LandingLink {
  const refused = { ok: false, message: AFFILIATE_MESSAGES.badLanding } as const
  const typed = landing.trim()
  if (typed.length > LANDING_URL_MAX) return refused
  let url: URL
  let store: URL
  try {
    url = new URL(typed)
    store = new URL(storeUrl)
  } catch {
    return refused
  }
  if (url.protocol !== 'https:' || url.host !== store.host || url.username || url.password) return refused
  const end = typed.search(/[?#]/)
  if (!typedAsParsed(end === -1 ? typed : typed.slice(0, end), url) || !isPlainPath(url.pathname)) return refused
  const segments = normalisedPath(url.pathname)
  if (!segments || (segments[0] && CLOSED_SECTIONS.includes(segments[0]))) return refused
  const hash = url.hash
  const query = url.search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair && decodeSafe(pair.split('=')[0] ?? '') !== REF_PARAM)
  query.push(`${REF_PARAM}=${encodeURIComponent(code)}`)
  return { ok: true, link: `${url.origin}${url.pathname}?${query.join('&')}${hash}` }
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '))
  } catch {
    return value
  }
}
