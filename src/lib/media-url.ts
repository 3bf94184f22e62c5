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

/**
 * The widths Next's image optimizer makes (next.config.ts `images`), used by `pictureProps` for `srcset`: screen widths
 * for pictures as wide as a layout column, small ones for thumbnails. The optimizer refuses any other width.
 */
export const IMAGE_DEVICE_SIZES = [360, 480, 640, 828, 1080, 1280, 1920]
export const IMAGE_SIZES = [48, 96, 160, 256]
/** The optimizer's quality: Next's default and the only one it accepts here (no `images.qualities`). */
export const IMAGE_QUALITY = 75

/** Paths Next's image optimizer may resize (next.config.ts `images.localPatterns`): uploads and composed previews. */
export const OPTIMIZED_PATHS = ['/api/media/file/', '/previews/'] as const

export function isOptimizable(src: string): boolean {
  return OPTIMIZED_PATHS.some((path) => src.startsWith(path))
}
