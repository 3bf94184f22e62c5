// The wish list button's variants (storefront.md section 4, "Wish list button"): where a button stands decides whether
// it shows at all once its item is listed, what the success modal's safe choice says, and (in the creator) whether the
// build can be saved yet. No framework import: the islands and the unit tests share it.

/**
 * Where a wish list button stands. The spec names five variants ("creator not ready, basket line, review, compare
 * list, product card"); the product page's full-width button is the sixth we had before.
 * - `card`: a pill over a product card's picture; `page`: beside a product page's buy buttons;
 * - `creator`: under the creator's Add to Cart, saving the shopper's build (disabled while it cannot be saved);
 * - `line`: a small control on a cart line, shown only while the item is not listed;
 * - `review`: in a product's reviews page head; `compare`: in each column head of the compare page.
 */
export const WISHLIST_VARIANTS = ['card', 'page', 'creator', 'line', 'review', 'compare'] as const
export type WishlistVariant = (typeof WISHLIST_VARIANTS)[number]

export const isWishlistVariant = (value: unknown): value is WishlistVariant =>
  typeof value === 'string' && (WISHLIST_VARIANTS as readonly string[]).includes(value)

/** The success modal's safe choice: 'Continue Shopping', or on the compare page 'Continue Comparing Products'. */
export const CONTINUE_LABELS = {
  shopping: 'Continue Shopping',
  comparing: 'Continue Comparing Products',
} as const

export function continueLabel(variant: WishlistVariant | null | undefined): string {
  return variant === 'compare' ? CONTINUE_LABELS.comparing : CONTINUE_LABELS.shopping
}

/** "A basket line shows the add control only when the item is not already listed"; every other variant always shows. */
export function showsWishlistControl(variant: WishlistVariant, listed: boolean): boolean {
  return variant === 'line' ? !listed : true
}

/** Said under the creator's button when the build cannot be saved and the creator has no message of its own. */
export const CREATOR_NOT_READY = 'This build cannot be saved yet: change the parts marked unavailable or sold out.'

/**
 * The creator's "not ready" variant: a build is saved as a configuration, which the server creates only for a build
 * it would sell, so the button follows Add to Cart (every part supported and in stock). Returns null when it can be
 * saved, else why not (the creator's stock message when it has one).
 */
export function creatorNotReady(stock: {
  purchasable: boolean
  enough: boolean
  message: string | null
}): string | null {
  if (stock.purchasable && stock.enough) return null
  return stock.message || CREATOR_NOT_READY
}
