import { type NextRequest, NextResponse } from 'next/server'
import { REF_PARAM } from './lib/affiliates/links'
import { optimizerUrlFor } from './lib/media-url'
import { BAD_PATH_MESSAGE, isDecodablePath } from './security/path-encoding'

/**
 * Runs before routing for three kinds of address only (see `config.matcher`), so cached pages pay nothing for it:
 *
 * - a picture's short address (`/img/{width}/…`, src/lib/media-url.ts): rewritten to Next's image optimizer, which
 *   answers it as it answers its own address; a short address that names nothing is a 404;
 * - a path with a `%`: one that cannot be decoded is a client's mistake, answered 400 instead of the 500 Next gives it
 *   (src/security/path-encoding.ts);
 * - a page address carrying `?ref=` (an affiliate link, issue 31): sent to /api/affiliates/visit, which sets the
 *   signed attribution cookie and sends the shopper on to the same page without `ref`. The page itself stays cached
 *   and the same for everybody.
 */
export function proxy(request: NextRequest) {
  const { nextUrl } = request
  if (nextUrl.pathname.startsWith('/img/')) {
    const optimizer = optimizerUrlFor(nextUrl.pathname, nextUrl.search)
    return optimizer
      ? NextResponse.rewrite(new URL(optimizer, nextUrl.origin))
      : new NextResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  if (!isDecodablePath(nextUrl.pathname))
    return new NextResponse(BAD_PATH_MESSAGE, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const ref = nextUrl.searchParams.get(REF_PARAM)
  if (ref === null || nextUrl.pathname.startsWith('/api/') || nextUrl.pathname.startsWith('/admin'))
    return NextResponse.next()
  const rest = new URL(nextUrl.href)
  rest.searchParams.delete(REF_PARAM)
  const visit = new URL('/api/affiliates/visit', nextUrl.origin)
  visit.searchParams.set(REF_PARAM, ref)
  visit.searchParams.set('to', `${rest.pathname}${rest.search}`)
  return NextResponse.redirect(visit, 302)
}

export const config = {
  matcher: [
    // Pictures' short addresses.
    '/img/:path*',
    // Only paths holding a percent sign (a raw one, as the request line carries it).
    '/(.*%.*)',
    // Page addresses with ?ref= (not Next's own files). Literal values: Next reads this object without running it.
    { source: '/((?!_next/|api/|admin).*)', has: [{ type: 'query', key: 'ref' }] },
  ],
}
