// What the quick look shows of a product (storefront.md section 2), read on opening it. No framework import.
import type { Product } from '../../payload-types'
import { availabilityOf } from '../products'
import { docOf, type ImageRef, imageOf } from '../relations'
import { productHref } from '../routes/product'

/** Pictures the quick look shows (the main one and its thumbnails). */
export const QUICK_LOOK_PICTURES = 5

/** What the quick look shows of a product: `GET /api/quick-look/{id}` answers it when the shopper opens one. */
export interface QuickLookData {
  id: number
  name: string
  href: string
  context: string | null
  price: number
  oldPrice: number | null
  availability: ReturnType<typeof availabilityOf>
  rating: number
  totalReviews: number
  listingText: string | null
  images: ImageRef[]
}

export function quickLookOf(product: Product): QuickLookData {
  return {
    id: product.id,
    name: product.name,
    href: productHref(product),
    context: docOf(product.platform)?.name ?? docOf(product.category)?.name ?? null,
    price: product.price,
    oldPrice: product.oldPrice ?? null,
    availability: availabilityOf(product),
    rating: product.rating ?? 0,
    totalReviews: product.totalReviews ?? 0,
    listingText: product.listingText?.trim() || null,
    images: (product.images ?? []).flatMap((row) => imageOf(row.image) ?? []).slice(0, QUICK_LOOK_PICTURES),
  }
}
