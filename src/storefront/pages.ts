import type { Payload } from 'payload'
import { cache } from 'react'
import { cachedRead, cacheTags } from '@/cache'
import type { Page } from '@/payload-types'
import { withClient } from './payload'

/** The `pages` doc whose path is exactly `path` (paths are case-sensitive, e.g. /PS5-Custom-Controller). */
const readPageByPath = withClient(
  cachedRead(
    'page-by-path',
    async (payload: Payload, path: string): Promise<Page | null> => {
      const result = await payload.find({
        collection: 'pages',
        where: { path: { equals: path } },
        depth: 1,
        limit: 1,
      })
      return result.docs[0] ?? null
    },
    // A path with no page yet is cached too (as not found) until a page is created there.
    (path) => [cacheTags.page(path), cacheTags.media],
  ),
)

export const getPageByPath = cache(readPageByPath)

/** '/a/b' from the segments of a catch-all route; null when a segment is not valid URL encoding. */
export function pathFromSegments(segments: readonly string[]): string | null {
  try {
    return `/${segments.map((s) => decodeURIComponent(s)).join('/')}`
  } catch {
    return null
  }
}
