import type { PayloadRequest } from 'payload'
import { TooManyRequestsError } from '../../../lib/errors'
import { consume } from '../../../server/rate-limit'
import { approvedAffiliate } from './reads'
import { refCookieHeader, refCookieValue } from './signatures'

/** Where an arrival is sent on: a path of this store (never another site), without the `ref` it came with. */
export function safeDestination(to: string | undefined): string {
  if (!to?.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return '/'
  try {
    const url = new URL(to, 'http://store.invalid')
    if (url.host !== 'store.invalid') return '/'
    url.searchParams.delete('ref')
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return '/'
  }
}

/**
 * An arrival through `?ref=CODE` (issue 31 item 3; the proxy sends every page address carrying `ref` here): an
 * approved affiliate's code sets the signed attribution cookie, last click winning, and records the visit. An unknown
 * code sets nothing. Either way the shopper goes on to the page they asked for.
 */
export async function recordVisit(
  req: PayloadRequest,
  input: { code: string | undefined; to: string | undefined; now?: Date },
): Promise<{ location: string; cookie: string | null }> {
  const location = safeDestination(input.to)
  const affiliate = input.code ? await approvedAffiliate(req, input.code) : null
  if (!affiliate) return { location, cookie: null }
  const now = input.now ?? new Date()
  const secure = (req.headers.get('x-forwarded-proto') ?? new URL(req.url ?? 'http://x').protocol).startsWith('https')
  const cookie = refCookieHeader(refCookieValue(req.payload.secret, affiliate.code, now), secure)
  try {
    await consume(req, 'affiliate-visit')
  } catch (error) {
    // Past the limit the shopper is still attributed; only the visit row is not written.
    if (error instanceof TooManyRequestsError) return { location, cookie }
    throw error
  }
  let referrerHost: string | null = null
  try {
    referrerHost = new URL(req.headers.get('referer') ?? '').host.slice(0, 120) || null
  } catch {}
  await req.payload.create({
    collection: 'affiliate-visits',
    data: { affiliate: affiliate.id, landing: location.slice(0, 300), referrerHost },
    req,
    overrideAccess: true, // visits are written only here
  })
  return { location, cookie }
}
