import type { Cents } from '../money'
import { type ServiceKey, type ServiceOffer, WARRANTY_NAME, warrantyOptionId } from './services'

/**
 * Add-on services of a standard (ready-made) product (docs/decisions.md, "Services for standard products"): a
 * controller on a platform that offers the Extended Warranty is offered it, at that platform's warranty option price
 * (what the creator charges). Same Day Assembly is a build service, never offered for a ready-made product.
 * Accessories and products without a platform get none.
 */

/** Product types that are controllers (src/lib/products.ts PRODUCT_TYPES). */
const CONTROLLER_TYPES: ReadonlySet<string> = new Set(['standard_controller', 'modded_controller'])

/** Keys a standard product may ever carry: what the checkout's request accepts for a product line. */
export const PRODUCT_SERVICE_KEYS = ['warranty'] as const satisfies readonly ServiceKey[]

export interface ProductServiceFacts {
  type: string | null | undefined
  platformSlug: string | null | undefined
}

/** The warranty option to look up for this product, or null when it is not offered one at all. */
export function productWarrantyOptionId(product: ProductServiceFacts): number | null {
  if (!product.type || !CONTROLLER_TYPES.has(product.type)) return null
  return warrantyOptionId(product.platformSlug)
}

/**
 * The services a standard product is offered. `warrantyPrice` is the platform's warranty option price in cents, or
 * null when that option is not in the platform's catalog (then nothing is offered).
 */
export function productServiceOffers(product: ProductServiceFacts, warrantyPrice: Cents | null): ServiceOffer[] {
  const optionId = productWarrantyOptionId(product)
  if (optionId === null || warrantyPrice === null) return []
  return [{ key: 'warranty', optionId, name: WARRANTY_NAME, price: warrantyPrice }]
}
