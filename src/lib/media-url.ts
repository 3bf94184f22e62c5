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

/** Where Payload serves the media collection's files on this site. */
export const MEDIA_FILE_PATH = '/api/media/file/'

/** Paths Next's image optimizer may resize (next.config.ts `images.localPatterns`): uploads and composed previews. */
export const OPTIMIZED_PATHS = [MEDIA_FILE_PATH, '/previews/'] as const

export function isOptimizable(src: string): boolean {
  return OPTIMIZED_PATHS.some((path) => src.startsWith(path))
}

/**
 * Short addresses for optimized pictures (issue 32): `/img/{width}/m/{file}?v=` for an upload, `/img/{width}/p/{path}`
 * for a composed preview, instead of the optimizer's `/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F…&w=…&q=75`. A card's
 * picture is written six times into a page (srcset and src) and again in its React payload, so the address's length
 * is a good share of a listing's HTML. src/proxy.ts rewrites each back to exactly the optimizer's address, so what the
 * optimizer keeps and how it answers are unchanged.
 */
const SHORT_SOURCES = [
  ['m', MEDIA_FILE_PATH],
  ['p', '/previews/'],
] as const

/** The address of `src` (one `isOptimizable` accepts) at `width` pixels wide, as pages write it. */
export function optimizedUrl(src: string, width: number): string {
  for (const [key, path] of SHORT_SOURCES)
    if (src.startsWith(path)) return `/img/${width}/${key}/${src.slice(path.length)}`
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`
}

const SHORT_ADDRESS = /^\/img\/(\d{1,4})\/([mp])\/([^?#]+)$/

/**
 * What a short address shows: the source's address (with its `?v=` version, the only query kept) and the width, or
 * null when `pathname` is not a short address.
 */
export function shortImageSource(pathname: string, search: string): { src: string; width: number } | null {
  const match = SHORT_ADDRESS.exec(pathname)
  if (!match) return null
  const [, width, key, rest] = match as unknown as [string, string, 'm' | 'p', string]
  const path = SHORT_SOURCES.find(([k]) => k === key)?.[1] as string
  const version = new URLSearchParams(search).get('v')
  return { src: `${path}${rest}${version ? `?v=${encodeURIComponent(version)}` : ''}`, width: Number(width) }
}

/** The optimizer's own address for a short one (src/proxy.ts), or null when `pathname` is not one. */
export function optimizerUrlFor(pathname: string, search: string): string | null {
  const shown = shortImageSource(pathname, search)
  return shown && `/_next/image?url=${encodeURIComponent(shown.src)}&w=${shown.width}&q=${IMAGE_QUALITY}`
}
