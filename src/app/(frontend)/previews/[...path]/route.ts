import fs from 'node:fs/promises'
import { markUsed } from '@/creator/preview/cache-keeper'
import { recipeFile } from '@/creator/preview/recipe'
import { CONTENT_TYPES, fileExists, type PreviewLocation, parsePreviewPath, previewFile } from '@/creator/preview/store'
import { StoreError } from '@/lib/errors'

/**
 * Serves composed preview images from the disk cache: /previews/{platform}/{side}/{sha256}.{png|webp}. A file's name
 * is the hash of its layers, so it never changes: immutable for a year. Serving a file counts as a use of it for the
 * cache's least-recently-used eviction.
 *
 * An image the cache evicted (or an admin cleared) is composed again from the recipe kept beside it, then served; if
 * the catalog's art changed since, today's picture of the same configuration has another hash and the answer is a
 * 307 to it. Rebuilding costs CPU, so it counts against the 'preview' rate limit (429 with Retry-After). Anything not
 * exactly of that shape, or never composed here (no recipe), is 404.
 *
 * With a bucket (S3_BUCKET, issue 33), an image this instance lacks is first looked for there (another instance
 * composed it) and copied into the local cache, with its recipe; a bucket that fails is logged and ignored.
 */
export const dynamic = 'force-dynamic'

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } })

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file)
  } catch {
    return null
  }
}

/**
 * Composes a missing image from its recipe: null when it is now on disk, else the answer to give. Payload and the
 * composer are loaded here only, so serving a cached file stays a plain file read.
 */
async function recomposeMissing(request: Request, location: PreviewLocation): Promise<Response | null> {
  const [{ default: config }, { getPayload }, { recompose }, { consume }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/creator/preview/recompose'),
    import('@/server/rate-limit'),
  ])
  const payload = await getPayload({ config })
  try {
    const result = await recompose(payload, location, {
      beforeCompose: () => consume({ headers: request.headers, payload }, 'preview'),
    })
    if (result.kind === 'no-recipe') return notFound()
    if (result.kind === 'moved')
      return new Response(null, { status: 307, headers: { Location: result.url, 'Cache-Control': 'no-store' } })
    return null
  } catch (error) {
    if (error instanceof StoreError && error.kind === 'too-many')
      return new Response(error.message, {
        status: 429,
        headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store', 'Retry-After': String(error.retryAfter) },
      })
    // The configuration names values or a platform the catalog no longer has: there is nothing to draw.
    if (error instanceof StoreError) return notFound()
    throw error
  }
}

/** The bucket's copy of a preview this instance lacks (issue 33), loaded only then: a cached file stays a file read. */
const fromBucket = async (location: PreviewLocation) =>
  (await import('@/creator/preview/shared')).fetchSharedPreview(location)
const inBucket = async (location: PreviewLocation) =>
  (await import('@/creator/preview/shared')).sharedPreviewExists(location)

export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const location = parsePreviewPath((await context.params).path)
  if (!location) return notFound()
  const file = previewFile(location)
  const recipe = recipeFile(location)
  const headers = {
    'Content-Type': CONTENT_TYPES[location.format],
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: `"${location.hash}"`,
    'X-Content-Type-Options': 'nosniff',
  }
  if (request.headers.get('if-none-match') === headers.ETag) {
    // The browser holds these exact bytes: right as long as this cache has (or can make again) the image.
    if (!(await fileExists(file)) && !(await fileExists(recipe)) && !(await inBucket(location))) return notFound()
    void markUsed([file, recipe])
    return new Response(null, { status: 304, headers })
  }
  let data = await readOrNull(file)
  // Composed by another instance: its copy (and recipe) from the bucket, else the recipe alone to compose from.
  if (!data && (await fromBucket(location)) === 'image') data = await readOrNull(file)
  if (data) {
    void markUsed([file, recipe])
  } else {
    const answer = await recomposeMissing(request, location)
    if (answer) return answer
    // Evicted again before it could be read (a cache far too small for its traffic): let the browser retry.
    data = await readOrNull(file)
    if (!data)
      return new Response('Busy', {
        status: 503,
        headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store', 'Retry-After': '1' },
      })
  }
  return new Response(new Uint8Array(data), { headers: { ...headers, 'Content-Length': String(data.length) } })
}
