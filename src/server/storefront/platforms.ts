import type { Where } from 'payload'
import { cache } from 'react'
import { cached, cacheTags } from '@/cache'
import type { Platform } from '@/payload-types'
import { idOf } from '../../lib/relations'
import { shopperVisible } from '../../lib/storefront/listing-where'
import { getPayloadClient } from './payload'

/** Every enabled platform in shop order. */
const readEnabledPlatforms = cached(
  'enabled-platforms',
  async (): Promise<Platform[]> => {
    const payload = await getPayloadClient()
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

export const getEnabledPlatforms = cache(readEnabledPlatforms)

/** What every public product read requires: not discontinued, of an enabled platform or of none (accessories). */
export async function shownProducts(): Promise<Where[]> {
  return shopperVisible((await getEnabledPlatforms()).map((p) => p.id)) as Where[]
}

/** [platform id, creator path] pairs: the path of the `pages` doc of kind 'creator' pointing at each platform. */
const readCreatorPaths = cached(
  'creator-paths',
  async (): Promise<[number, string][]> => {
    const payload = await getPayloadClient()
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

/** Creator route of each platform: the path of the `pages` doc of kind 'creator' pointing at it. */
export const getCreatorPaths = cache(
  async (): Promise<ReadonlyMap<number, string>> => new Map(await readCreatorPaths()),
)

export interface PlatformLink {
  id: number
  name: string
  fullName: string
  basePrice: number
  oldPrice: number | null
  href: string | null
}

/** Enabled platforms with their creator routes, for menus and cards. */
export const getPlatformLinks = cache(async (): Promise<PlatformLink[]> => {
  const [platforms, paths] = await Promise.all([getEnabledPlatforms(), getCreatorPaths()])
  return platforms.map((p) => ({
    id: p.id,
    name: p.name,
    fullName: p.fullName || p.name,
    basePrice: p.basePrice,
    oldPrice: p.oldPrice ?? null,
    href: paths.get(p.id) ?? null,
  }))
})
