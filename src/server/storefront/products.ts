import { cache } from 'react'
import { cached, cacheTags } from '@/cache'
import type { Product } from '@/payload-types'
import { getPayloadClient } from './payload'
import { shownProducts } from './platforms'

/** Products flagged `featured`, newest first, with images, label and platform populated. */
const readFeaturedProducts = cached(
  'featured-products',
  async (): Promise<Product[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'products',
      where: { and: [{ featured: { equals: true } }, ...(await shownProducts())] },
      sort: '-createdAt',
      depth: 1,
      pagination: false,
    })
    return result.docs
  },
  // Cards show the platform's name (site), the label and the first image.
  () => [cacheTags.featured, cacheTags.site, cacheTags.labels, cacheTags.media],
)

export const getFeaturedProducts = cache(readFeaturedProducts)
