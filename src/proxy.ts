import { type NextRequest, NextResponse } from 'next/server'
import { BAD_PATH_MESSAGE, isDecodablePath } from './security/path-encoding'

/**
 * Runs before routing for addresses with a `%` in their path (see `config.matcher`): one that cannot be decoded is a
 * client's mistake, answered 400 instead of the 500 Next gives it (src/security/path-encoding.ts). Every other
 * request never reaches this function, so cached pages pay nothing for it.
 */
export function proxy(request: NextRequest) {
  if (isDecodablePath(request.nextUrl.pathname)) return NextResponse.next()
  return new NextResponse(BAD_PATH_MESSAGE, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

export const config = {
  // Only paths holding a percent sign (a raw one, as the request line carries it).
  matcher: ['/(.*%.*)'],
}
