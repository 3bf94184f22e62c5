/**
 * Whether every segment of a request path decodes (`%` followed by two hex digits making valid UTF-8). Next answers a
 * path that does not (`/product/%E0%A4%A`, `/blog/50%`) with a 500 once the app has a catch-all route
 * (vercel/next.js#94278), so `src/proxy.ts` answers it 400 first. Pure: unit tested.
 */
export function isDecodablePath(pathname: string): boolean {
  if (!pathname.includes('%')) return true
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment)
    return true
  } catch {
    return false
  }
}

export const BAD_PATH_MESSAGE = 'Bad Request: the address has an invalid %-encoding.'
