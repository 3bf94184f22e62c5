import type { Payload, Where } from 'payload'
import { cachedRead, cacheTags } from '../../../cache'
import { idOf } from '../../../lib/relations'
import { shopperVisible } from '../../../lib/storefront/listing-where'
import type { Platform } from '../../../payload-types'

/** Every enabled platform in shop order. */
export const enabledPlatforms = cachedRead(
  'enabled-platforms',
  async (payload: Payload): Promise<Platform[]> => {
    const result = await payload.find({
      collection: 'platforms',
      where: { enabled: { equals: true } },
      sort: 'sort',
      depth: 1,
      pagination: false,
    })
    return result.docs
  },
  // Their pictures (previewBase) are shown on the home page's cards.
  () => [cacheTags.site, cacheTags.previews, cacheTags.media],
)

/** What every public product read requires: not discontinued, of an enabled platform or of none (accessories). */
export async function shownProducts(payload: Payload): Promise<Where[]> {
  return shopperVisible((await enabledPlatforms(payload)).map((p) => p.id)) as Where[]
}

/** [platform id, creator path] pairs: the path of the `pages` doc of kind 'creator' pointing at each platform. */
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

/** slug -> id of every platform, enabled or not (what a slug names changes only with a platform's nav fields). */
const platformIds = cachedRead(
  'platform-ids',
  async (payload: Payload): Promise<Record<string, number>> => {
    const { docs } = await payload.find({
      collection: 'platforms',
      select: { slug: true },
      depth: 0,
      pagination: false,
    })
    return Object.fromEntries(docs.map((p) => [p.slug, p.id]))
  },
  () => [cacheTags.site],
)

/** The id of the platform with this slug, enabled or not, or null. */
export async function platformIdBySlug(payload: Payload, slug: string): Promise<number | null> {
  const ids = await platformIds(payload)
  return Object.hasOwn(ids, slug) ? (ids[slug] ?? null) : null
}
