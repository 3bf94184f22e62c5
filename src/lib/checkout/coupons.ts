import { z } from 'zod'
import '../zod-jitless'
import { emailKey } from '../email-identity'
import { type Cents, formatUSD } from '../money'
import { percentOf } from './rounding'

/**
 * Coupons (checkout.md sections 3, 4, 5 and 8; issue 12 item 1). Plain data in, a verdict with the spec's message
 * out: the apply-coupon endpoint answers it, create-order re-checks it inside its transaction with fresh counts.
 */
export const COUPON_FORM_MESSAGES = {
  required: 'Please enter code',
  tooShort: 'Minimum coupon code length is 2 symbols',
  /** Not in the spec: a cap so a pasted essay never reaches the database. */
  tooLong: 'Maximum coupon code length is 40 symbols',
} as const
export const COUPON_CODE_MIN = 2
export const COUPON_CODE_MAX = 40

/** The coupon form's field (checkout.md section 5), trimmed; the same schema for the page and the endpoint. */
export const couponCodeField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: COUPON_FORM_MESSAGES.required })
    .min(1, { error: COUPON_FORM_MESSAGES.required })
    .min(COUPON_CODE_MIN, { error: COUPON_FORM_MESSAGES.tooShort })
    .max(COUPON_CODE_MAX, { error: COUPON_FORM_MESSAGES.tooLong }),
)

/** The same rule without zod, first problem only. */
export function couponCodeProblem(value: string): string | null {
  const code = value.trim()
  if (code.length === 0) return COUPON_FORM_MESSAGES.required
  if (code.length < COUPON_CODE_MIN) return COUPON_FORM_MESSAGES.tooShort
  if (code.length > COUPON_CODE_MAX) return COUPON_FORM_MESSAGES.tooLong
  return null
}

/** Codes are case-insensitive: stored and looked up in this form (the database keeps it unique). */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase()

export interface ExcludedPlatform {
  slug: string
  /** How the message names it, article included (English articles follow sound, not spelling): 'an Xbox Elite Controller'. */
  phrase: string
}

/** checkout.md section 4: "Promo codes cannot be applied to orders containing an Xbox Elite Controller or a Steam Deck". */
export const DEMO_EXCLUDED_PLATFORMS: readonly ExcludedPlatform[] = [
  { slug: 'xbox-elite', phrase: 'an Xbox Elite Controller' },
  { slug: 'steam-deck', phrase: 'a Steam Deck' },
]

export interface Coupon {
  code: string
  description: string
  discountType: 'percent' | 'fixed'
  /** Percent (0–100, up to 3 decimals) or cents. */
  discount: number
  /** checkout.md "min_order": the subtotal must reach it; 0 for none. */
  minOrder: Cents
  active: boolean
  /** Valid from this instant on (inclusive); null for no start. */
  validFrom: Date | null
  /** Valid up to and including this instant; null for no end. */
  validUntil: Date | null
  /** Orders in total; null for unlimited. */
  usageLimit: number | null
  /** Orders per customer (or guest e-mail); null for unlimited. */
  perCustomerLimit: number | null
  excludedPlatforms: readonly ExcludedPlatform[]
  /** Only this buyer may use it: an e-mail as `emailKey` reads it (a referred friend's code, issue 31); null for all. */
  forEmail: string | null
  /** Only on the buyer's first order (no earlier order that is not canceled). */
  firstOrderOnly: boolean
}

export interface CouponContext {
  now: Date
  /** PricedBasket.subtotal: items + services of counted lines. */
  subtotal: Cents
  /** PricedBasket.platforms. */
  platforms: readonly string[]
  /** PricedBasket.allDiscountable. */
  allDiscountable: boolean
  /** Orders that already used the coupon (counted by the database layer). */
  timesUsed: number
  /** Orders of this customer or guest e-mail that used it. */
  timesUsedByCustomer: number
  /** The buyer's e-mail when known (create-order always knows it; the coupon field may ask before it is typed). */
  buyerEmail?: string | null
  /** The buyer's earlier orders that are not canceled (counted only for a first-order coupon). */
  buyerOrders?: number
}

export const couponMessages = {
  unknown: (code: string) => `Coupon ${code} is not valid`,
  notYet: (code: string) => `Coupon ${code} is not active yet`,
  expired: (code: string) => `Coupon ${code} has expired`,
  usedUp: (code: string) => `Coupon ${code} has reached its usage limit`,
  usedByCustomer: (code: string) => `You have already used coupon ${code}`,
  otherBuyer: (code: string) => `Coupon ${code} belongs to another e-mail address`,
  notFirstOrder: (code: string) => `Coupon ${code} is for a first order only`,
  excluded: (platforms: readonly ExcludedPlatform[]) =>
    `Promo codes cannot be applied to orders containing ${orList(platforms.map((p) => p.phrase))}`,
  notDiscountable: (code: string) => `Coupon ${code} cannot be applied to some products in your cart`,
  /** checkout.md section 8, verbatim. */
  minOrder: (code: string, minOrder: Cents) => `Coupon ${code} applies only on orders from ${formatUSD(minOrder)}`,
} as const

const orList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`

export type CouponVerdict =
  | { ok: true; coupon: Coupon; totalDiscount: Cents }
  | {
      ok: false
      message: string
      reason:
        | 'unknown'
        | 'notYet'
        | 'expired'
        | 'usedUp'
        | 'usedByCustomer'
        | 'otherBuyer'
        | 'notFirstOrder'
        | 'excluded'
        | 'notDiscountable'
        | 'minOrder'
    }

/**
 * Whether `coupon` (null when no coupon has the code) applies, checked in this order: exists and active, validity
 * dates, usage limit in total, per customer, the buyer it is for and their first order, excluded platforms, every line discountable, minimum order ("active only
 * when the order total (subtotal) reaches min_order": a subtotal equal to min_order passes).
 */
export function checkCoupon(typedCode: string, coupon: Coupon | null, context: CouponContext): CouponVerdict {
  const code = normalizeCouponCode(typedCode)
  const t = context.now.getTime()
  if (!coupon?.active || normalizeCouponCode(coupon.code) !== code)
    return { ok: false, reason: 'unknown', message: couponMessages.unknown(code) }
  if (coupon.validFrom && t < coupon.validFrom.getTime())
    return { ok: false, reason: 'notYet', message: couponMessages.notYet(code) }
  if (coupon.validUntil && t > coupon.validUntil.getTime())
    return { ok: false, reason: 'expired', message: couponMessages.expired(code) }
  if (coupon.usageLimit !== null && context.timesUsed >= coupon.usageLimit)
    return { ok: false, reason: 'usedUp', message: couponMessages.usedUp(code) }
  if (coupon.perCustomerLimit !== null && context.timesUsedByCustomer >= coupon.perCustomerLimit)
    return { ok: false, reason: 'usedByCustomer', message: couponMessages.usedByCustomer(code) }
  if (coupon.forEmail && context.buyerEmail && emailKey(context.buyerEmail) !== coupon.forEmail)
    return { ok: false, reason: 'otherBuyer', message: couponMessages.otherBuyer(code) }
  if (coupon.firstOrderOnly && (context.buyerOrders ?? 0) > 0)
    return { ok: false, reason: 'notFirstOrder', message: couponMessages.notFirstOrder(code) }
  const excluded = coupon.excludedPlatforms.filter((p) => context.platforms.includes(p.slug))
  if (excluded.length > 0)
    return { ok: false, reason: 'excluded', message: couponMessages.excluded(coupon.excludedPlatforms) }
  if (!context.allDiscountable)
    return { ok: false, reason: 'notDiscountable', message: couponMessages.notDiscountable(code) }
  if (context.subtotal < coupon.minOrder)
    return { ok: false, reason: 'minOrder', message: couponMessages.minOrder(code, coupon.minOrder) }
  return { ok: true, coupon, totalDiscount: discountOf(coupon, context.subtotal) }
}

/**
 * The discount on `base` cents (the subtotal): a percentage rounded half-up to the cent, or the fixed amount; never
 * more than the base, never negative.
 */
export function discountOf(coupon: Pick<Coupon, 'discountType' | 'discount'>, base: Cents): Cents {
  if (base <= 0 || coupon.discount <= 0) return 0
  const raw = coupon.discountType === 'percent' ? percentOf(base, Math.min(coupon.discount, 100)) : coupon.discount
  return Math.min(Math.round(raw), base)
}

/** The coupon as checkout.md section 3 names it, for the apply-coupon answer and the order's snapshot. */
export function couponView(coupon: Coupon, totalDiscount: Cents) {
  return {
    code: normalizeCouponCode(coupon.code),
    description: coupon.description,
    min_order: coupon.minOrder,
    discount: coupon.discount,
    discount_type: coupon.discountType,
    totalDiscount,
  }
}
