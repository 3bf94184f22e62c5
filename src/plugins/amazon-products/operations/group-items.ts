import type { Payload } from 'payload'
import { cachedRead, cacheTags } from '../../../cache'
import type { AmazonCard } from '../../../lib/amazon-products'
import { activeItemsOf } from '../queries'

/**
 * A group's active items for the slider and `GET /api/amazon-products/{group}`, from the data cache until an item of
 * the group (or a picture) changes.
 */
export const amazonGroupItems = cachedRead(
  'amazon-group',
  async (payload: Payload, group: string): Promise<AmazonCard[]> => activeItemsOf(payload, group),
  (group) => [cacheTags.amazonGroup(group), cacheTags.media],
)
