import type { Payload } from 'payload'
import { cachedRead, cacheTags } from '../../cache'
import { withPublicStock } from '../../creator/public-stock'
import { loadCreatorView } from '../../creator/server/load-creator-view'
import type { CreatorView } from '../../creator/view'

/**
 * What a shopper's creator shows of a platform (stock capped: withPublicStock), cached until the platform's
 * catalog, rules, add-ons, layer art or public stock change. Admins' real counts are never cached.
 */
export const readPublicCreatorView = cachedRead(
  'public-creator-view',
  async (payload: Payload, _platformId: number, slug: string): Promise<CreatorView> =>
    withPublicStock(await loadCreatorView(payload, slug)),
  // The catalog reads site settings (same-day assembly) too.
  (platformId) => [cacheTags.platform(platformId), cacheTags.site, cacheTags.media],
)
