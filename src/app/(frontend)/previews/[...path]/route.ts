import fs from 'node:fs/promises'
import { CONTENT_TYPES, parsePreviewPath, previewFile } from '@/creator/preview/store'

/**
 * Serves composed preview images from the disk cache: /previews/{platform}/{side}/{sha256}.{png|webp}. A file's name
 * is the hash of its layers, so it never changes: immutable for a year. Anything not exactly of that shape, or not
 * composed (yet, or any more after a clear), is 404.
 */
export const dynamic = 'force-dynamic'

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } })

export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const location = parsePreviewPath((await context.params).path)
  if (!location) return notFound()
  const file = previewFile(location)
  const headers = {
    'Content-Type': CONTENT_TYPES[location.format],
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: `"${location.hash}"`,
    'X-Content-Type-Options': 'nosniff',
  }
  if (request.headers.get('if-none-match') === headers.ETag) {
    try {
      await fs.access(file)
      return new Response(null, { status: 304, headers })
    } catch {
      return notFound()
    }
  }
  let data: Buffer
  try {
    data = await fs.readFile(file)
  } catch {
    return notFound()
  }
  return new Response(new Uint8Array(data), { headers: { ...headers, 'Content-Length': String(data.length) } })
}
