import { cache } from 'react'
import type { Product } from '@/payload-types'
import { getPayloadClient } from './payload'

/** Products flagged `featured`, newest first, with images, label and platform populated. */
export const getFeaturedProducts = cache(async (): Promise<Product[]> => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'products',
    where: { and: [{ featured: { equals: true } }, { status: { not_equals: 'discontinued' } }] },
    sort: '-createdAt',
    depth: 1,
    pagination: false,
  })
  return result.docs
})

/** Prebuilt (configurable) controllers of one platform. */
export const getPlatformProducts = cache(async (platformId: number): Promise<Product[]> => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'products',
    where: {
      and: [
        { platform: { equals: platformId } },
        { isConfigurable: { equals: true } },
        { status: { not_equals: 'discontinued' } },
      ],
    },
    sort: '-createdAt',
    depth: 1,
    pagination: false,
  })
  return result.docs
})

/** Card destination: configured controllers at /configured-controller/{id}, the rest at /product/{slug}. */
export function productHref(product: Pick<Product, 'id' | 'slug' | 'isConfigurable'>): string {
  return product.isConfigurable ? `/configured-controller/${product.id}` : `/product/${product.slug}`
}
