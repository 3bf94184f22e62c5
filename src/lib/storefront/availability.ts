/** What the product page's buy button offers (storefront.md sections 4 and 5). Pure: no framework import. */
import { isProductInStock } from '../products'

/** The buy button's state: not yet released, not enough stock, or buyable (section 4). */
export type BuyState = 'coming' | 'out' | 'in'

/** The quantity select's choices (sections 5 and 9). */
export const QUANTITY_CHOICES = [1, 2, 3] as const

/**
 * The buy button's state for a chosen quantity (section 4): status 'coming' is 'coming'; in stock only if inStock is
 * true and availableQuantity is at least the quantity (a discontinued product never is); else 'out'. A quantity that
 * is not a whole number of at least 1 cannot be bought: 'out'.
 */
export function buyState(
  product: { status?: string | null; inStock?: boolean | null; availableQuantity?: number | null },
  quantity: number,
): BuyState {
  if (product.status === 'coming') return 'coming'
  if (!Number.isSafeInteger(quantity) || quantity < 1) return 'out'
  return isProductInStock(product, quantity) ? 'in' : 'out'
}

/** The buy button's text (section 4): 'Coming Soon', 'Out of Stock' or 'Add to Cart {price}'. */
export function buyButtonLabel(state: BuyState, priceText: string): string {
  if (state === 'coming') return 'Coming Soon'
  if (state === 'out') return 'Out of Stock'
  return `Add to Cart ${priceText}`
}
