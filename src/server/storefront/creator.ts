import { cache } from 'react'
import { cached, cacheTags } from '@/cache'
import { withPublicStock } from '@/creator/public-stock'
import { loadCreatorView } from '@/creator/server/load-creator-view'
import type { CreatorView } from '@/creator/view'
import { getPayloadClient } from './payload'

/** slug -> id of every platform, enabled or not (what a slug names changes only with a platform's nav fields). */
const readPlatformIds = cached(
  'platform-ids',
  async (): Promise<Record<string, number>> => {
    const payload = await getPayloadClient()
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

/** The id of the platform with this slug, or null. */
export const getPlatformIdBySlug = cache(async (slug: string): Promise<number | null> => {
  const ids = await readPlatformIds()
  return Object.hasOwn(ids, slug) ? (ids[slug] ?? null) : null
})

/**
 * What a shopper's creator shows of a platform (stock capped: withPublicStock), cached until the platform's
 * catalog, rules, add-ons, layer art or public stock change. Admins' real counts are never cached.
 */
const readPublicCreatorView = cached(
  'public-creator-view',
  async (_platformId: number, slug: string): Promise<CreatorView> =>
    withPublicStock(await loadCreatorView(await getPayloadClient(), slug)),
  // The catalog reads site settings (same-day assembly) too.
  (platformId) => [cacheTags.platform(platformId), cacheTags.site, cacheTags.media],
)

export const getPublicCreatorView = cache(readPublicCreatorView)
