/** The pay-in-4 notice on the product page (storefront.md sections 5 and 9). Pure: no framework import. */

/** Lowest price, in cents, that is still too low for the notice: the price must be above $30 (section 9). */
export const PAY_IN_FOUR_MIN = 3000
/** Lowest price, in cents, that is too high for the notice: the price must be below $1500 (section 9). */
export const PAY_IN_FOUR_MAX = 150000

/**
 * Each of the four equal payments, in cents, when the notice shows (3000 < price < 150000), else null (section 9).
 * Rounded to the cent with Math.round(price / 4): a remainder of 2 cents rounds up (3002 → 751), of 1 or 3 to the
 * nearest (3001 → 750, 3003 → 751), so four payments are within 2 cents of the price.
 */
export function payInFour(priceCents: number): number | null {
  if (!Number.isFinite(priceCents)) return null
  if (priceCents <= PAY_IN_FOUR_MIN || priceCents >= PAY_IN_FOUR_MAX) return null
  return Math.round(priceCents / 4)
}
