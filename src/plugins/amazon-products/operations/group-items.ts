import { cached, cacheTags } from '../../../cache'
import type { AmazonCard } from '../../../lib/amazon-products'
import { getPayloadClient } from '../../../server/storefront/payload'
import { activeItemsOf } from '../queries'

/**
 * A group's active items for the slider and `GET /api/amazon-products/{group}`, from the data cache until an item of
 * the group (or a picture) changes.
 */
export const amazonGroupItems = cached(
  'amazon-group',
  async (group: string): Promise<AmazonCard[]> => activeItemsOf(await getPayloadClient(), group),
  (group) => [cacheTags.amazonGroup(group), cacheTags.media],
)
