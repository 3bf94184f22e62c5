import type { Cents } from '../money'

/**
 * Percentages applied to money (tax rates, percent coupons), in whole-number arithmetic so no float ever decides a
 * cent. A percentage may carry up to 3 decimals (8.875 % is a real US rate); it is held as thousandths of a percent.
 *
 * Rounding rule of the checkout (docs/checklists/checkout-rules.md): every percentage is applied ONCE, to the
 * order-level base (not line by line), and rounded to the cent half-up (x.5 cents goes up). Amounts are never
 * negative here, so half-up and half-away-from-zero agree.
 */
const MILLI = 1000
const HUNDRED_PERCENT = 100 * MILLI

/** A percentage as whole thousandths of a percent (7 → 7000); throws on a negative or non-finite value. */
export function percentToMilli(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`Not a percentage: ${percent}`)
  return Math.round(percent * MILLI)
}

/** `percent` % of `base` cents, rounded half-up to the cent. */
export function percentOf(base: Cents, percent: number): Cents {
  if (!Number.isSafeInteger(base) || base < 0) throw new RangeError(`Not an amount of cents: ${base}`)
  const scaled = base * percentToMilli(percent)
  if (!Number.isSafeInteger(scaled)) throw new RangeError('Amount too large to apply a percentage to')
  return Math.floor((scaled + HUNDRED_PERCENT / 2) / HUNDRED_PERCENT)
}
