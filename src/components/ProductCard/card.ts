import { availabilityOf } from '@/lib/products'
import { docOf, imageOf } from '@/lib/relations'
import { productHref } from '@/lib/routes/product'
import type { Product } from '@/payload-types'

/**
 * What a product card shows, and nothing else: a cached page writes each card's data into its React payload, so a
 * card carries this (about 400 bytes) instead of a product document or its rendered tree (about 2.5 kB).
 */
export interface CardProduct {
  id: number
  name: string
  href: string
  image: { url: string; alt: string; width: number; height: number } | null
  label: { name: string; color: string | null } | null
  /** The platform's or category's name above the product's. */
  context: string | null
  rating: number
  reviews: number
  /** Integer cents. */
  price: number
  oldPrice: number | null
  /** 'Coming Soon' or 'Out of Stock' under the price; nothing when in stock. */
  note: { text: string; tone: 'coming' | 'out' } | null
  /** Whether it may be compared, and with which group of products. */
  comparable: boolean
  classifier: number | null
}

/** Cards already made, by product object: see `toCardProduct`. */
const made = new WeakMap<Product, CardProduct>()

/**
 * A card's data from a product fetched with depth ≥ 1 (images, label, platform and category populated). The same
 * product object gives the same card object: a page that shows one product twice (featured and in a slider) then
 * writes its card once into the React payload, which refers to it the second time. Cards are never changed.
 */
export function toCardProduct(product: Product): CardProduct {
  const known = made.get(product)
  if (known) return known
  const card = cardOf(product)
  made.set(product, card)
  return card
}

function cardOf(product: Product): CardProduct {
  const image = imageOf(product.images?.[0]?.image)
  const label = docOf(product.label)
  const availability = availabilityOf(product)
  return {
    id: product.id,
    name: product.name,
    href: productHref(product),
    image: image ? { url: image.url, alt: image.alt, width: image.width ?? 1000, height: image.height ?? 800 } : null,
    label: label ? { name: label.name, color: label.color ?? null } : null,
    context: docOf(product.platform)?.name ?? docOf(product.category)?.name ?? null,
    rating: product.rating ?? 0,
    reviews: product.totalReviews ?? 0,
    price: product.price,
    oldPrice: product.oldPrice ?? null,
    note: availability.tone === 'in' ? null : { text: availability.text, tone: availability.tone },
    comparable: product.comparable === true,
    classifier: product.classifier ?? null,
  }
}
