import type { Payload } from 'payload'
import { cachedRead, cacheTags } from '../cache'
import { idOf } from '../lib/relations'

/**
 * [platform id, creator path] pairs: the path of the oldest `pages` doc of kind 'creator' bound to each platform.
 * From the data cache until the site changes: product pages, configurations and every order's lines link back to it.
 */
export const creatorPaths = cachedRead(
  'creator-paths',
  async (payload: Payload): Promise<[number, string][]> => {
    const result = await payload.find({
      collection: 'pages',
      where: { kind: { equals: 'creator' } },
      sort: 'id',
      depth: 0,
      pagination: false,
      select: { path: true, creatorPlatform: true },
      overrideAccess: true, // pages are public content
    })
    const paths = new Map<number, string>()
    for (const page of result.docs) {
      const platformId = idOf(page.creatorPlatform)
      // The first page wins if two creator pages point at the same platform.
      if (platformId !== null && !paths.has(platformId)) paths.set(platformId, page.path)
    }
    // Plain pairs: the cache keeps JSON, and a Map does not survive it.
    return [...paths]
  },
  () => [cacheTags.site],
)

/** The path of a platform's creator route, or null when it has none (see `creatorPaths`). */
export async function creatorPathOf(payload: Payload, platformId: number): Promise<string | null> {
  return (await creatorPaths(payload)).find(([id]) => id === platformId)?.[1] ?? null
}
