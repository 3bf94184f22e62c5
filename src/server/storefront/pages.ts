import { cache } from 'react'
import type { Page } from '@/payload-types'
import { getPayloadClient } from './payload'

/** The `pages` doc whose path is exactly `path` (paths are case-sensitive, e.g. /PS5-Custom-Controller). */
export const getPageByPath = cache(async (path: string): Promise<Page | null> => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    depth: 1,
    limit: 1,
  })
  return result.docs[0] ?? null
})

/** '/a/b' from the segments of a catch-all route; null when a segment is not valid URL encoding. */
export function pathFromSegments(segments: readonly string[]): string | null {
  try {
    return `/${segments.map((s) => decodeURIComponent(s)).join('/')}`
  } catch {
    return null
  }
}
