import type { Payload } from 'payload'
import { cache } from 'react'
import { cachedRead, cacheTags } from '@/cache'
import type { Product } from '@/payload-types'
import { findCards } from '@/plugins/catalog'
import { withClient } from './payload'
import { shownProducts } from './platforms'

/** Featured builds on the home page: two rows of four on a wide screen; 'Shop all' leads to the rest. */
export const FEATURED_LIMIT = 8

/**
 * The newest products flagged `featured`, as cards (CARD_SELECT, relations with what a card shows). At most
 * FEATURED_LIMIT: a store that flags hundreds must not put hundreds of cards on its home page.
 */
const readFeaturedProducts = withClient(
  cachedRead(
    'featured-products',
    async (payload: Payload): Promise<Product[]> => {
      const { products } = await findCards(payload, {
        where: { and: [{ featured: { equals: true } }, ...(await shownProducts())] },
        sort: ['-createdAt', '-id'],
        limit: FEATURED_LIMIT,
      })
      return products
    },
    // Cards show the platform's name (site), the label and the first image.
    () => [cacheTags.featured, cacheTags.site, cacheTags.labels, cacheTags.media],
  ),
)

export const getFeaturedProducts = cache(readFeaturedProducts)
