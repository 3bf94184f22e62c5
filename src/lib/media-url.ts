/** Where Payload serves the files of the media collection (uploads stored on this server's disk). */
const OWN_FILE_ROUTE = /^(?:https?:\/\/[^/]+)?(\/api\/media\/file\/[^?#]+)$/

/**
 * The address pages use for an uploaded file: our own uploads as a path on this site (so next/image can size them,
 * and a page never names the host it was rendered for) with the file's version (`?v=` its last change), so a file
 * replaced under the same name is fetched afresh and browsers may keep every version for long. Other addresses
 * (a storage adapter's CDN) are left as they are.
 */
export function mediaSrc(url: string, updatedAt?: string | null): string {
  const own = OWN_FILE_ROUTE.exec(url)
  if (!own?.[1]) return url
  const time = updatedAt ? Date.parse(updatedAt) : Number.NaN
  return Number.isFinite(time) ? `${own[1]}?v=${time.toString(36)}` : own[1]
}

/** Paths Next's image optimizer may resize (next.config.ts `images.localPatterns`): uploads and composed previews. */
export const OPTIMIZED_PATHS = ['/api/media/file/', '/previews/'] as const

export function isOptimizable(src: string): boolean {
  return OPTIMIZED_PATHS.some((path) => src.startsWith(path))
}
