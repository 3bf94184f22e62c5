/** The product page's shipping estimate (storefront.md sections 3, 8 and 9). Pure: no framework import. */
import { formatUSD } from '../money'

/** A shipping method as the estimate reads it (section 3); price in cents, deliveryTime in business days. */
export interface EstimateMethod {
  id: number | string
  name: string
  price: number
  deliveryTime: number
}

/** Shown instead of an estimate for products that are coming soon (section 8). */
export const NO_ESTIMATE_MESSAGE = 'Shipping estimation is not available at this time'

/**
 * The method the product page shows (section 9): the smallest deliveryTime; on a tie the cheaper, then the first.
 * Methods without a finite deliveryTime are skipped; none left → null.
 */
export function bestShippingMethod<T extends EstimateMethod>(methods: T[]): T | null {
  let best: T | null = null
  for (const method of methods) {
    if (!Number.isFinite(method.deliveryTime)) continue
    if (best === null || isBetter(method, best)) best = method
  }
  return best
}

function isBetter(method: EstimateMethod, best: EstimateMethod): boolean {
  if (method.deliveryTime !== best.deliveryTime) return method.deliveryTime < best.deliveryTime
  return method.price < best.price
}

/** A shipping price as text (section 9): 'Free' when 0 or less, else dollars ('$12.99'). */
export function shippingPriceText(priceCents: number): string {
  return priceCents <= 0 ? 'Free' : formatUSD(priceCents)
}
