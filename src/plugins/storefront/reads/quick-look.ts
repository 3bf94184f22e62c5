import type { Payload } from 'payload'
import { cachedRead, cacheTags } from '../../../cache'
import { type QuickLookData, quickLookOf } from '../../../lib/storefront/quick-look'
import type { Product } from '../../../payload-types'
import { CARD_POPULATE, CARD_SELECT, shownProducts } from '../../catalog'

/** A shown product's quick look, or null; from the data cache until the product, the site, labels or media change. */
export const readQuickLook = cachedRead(
  'quick-look',
  async (payload: Payload, id: number): Promise<QuickLookData | null> => {
    const { docs } = await payload.find({
      collection: 'products',
      where: { and: [{ id: { equals: id } }, ...(await shownProducts(payload))] },
      limit: 1,
      depth: 1,
      select: CARD_SELECT,
      populate: CARD_POPULATE,
    })
    const product = docs[0] as Product | undefined
    return product ? quickLookOf(product) : null
  },
  (id) => [cacheTags.product(id), cacheTags.site, cacheTags.labels, cacheTags.media],
)
