import type { Payload, PayloadRequest, Where } from 'payload'
import { cachedRead, cacheTags } from '../../cache'
import { type Coupon, DEMO_EXCLUDED_PLATFORMS, normalizeCouponCode } from '../../lib/checkout/coupons'
import type { TaxRule } from '../../lib/checkout/tax'
import type { StoredMethod } from '../../lib/checkout/zones'
import { emailKey } from '../../lib/email-identity'
import type { Coupon as CouponDoc, Platform } from '../../payload-types'
import { emailKeySql } from '../../server/email-key'
import { readSql, sql } from '../../server/sql'

/**
 * Reads of the checkout's own data. Reference data every quote reads (settings, methods, tax table) comes from the data
 * cache until a change invalidates it (issue 32: an order re-read them on every call); the rest passes `req`, so inside
 * create-order it joins its transaction.
 */

const checkoutSettings = cachedRead(
  'checkout-settings',
  async (payload: Payload) => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    return {
      freeShippingThreshold: settings.freeShippingThreshold,
      sameDayAssemblyEnabled: Boolean(settings.sameDayAssemblyEnabled),
      manualPayment: {
        alongside: Boolean(settings.manualPayment?.alongside),
        title: settings.manualPayment?.title ?? 'Pay by bank transfer',
        instructions: settings.manualPayment?.instructions ?? '',
      },
      referral: settings.referral,
    }
  },
  () => [cacheTags.site],
)

export const readCheckoutSettings = (req: PayloadRequest) => checkoutSettings(req.payload)
export type CheckoutSettings = Awaited<ReturnType<typeof readCheckoutSettings>>

const shippingMethods = cachedRead(
  'checkout-shipping-methods',
  async (payload: Payload): Promise<StoredMethod[]> => {
    const { docs } = await payload.find({
      collection: 'shipping-methods',
      where: { active: { equals: true } },
      sort: 'sort',
      depth: 0,
      pagination: false,
      overrideAccess: true, // public data: every shopper sees the methods
    })
    return docs.map((m) => ({
      id: m.id,
      name: m.name,
      carrier: m.carrier,
      caption: m.caption ?? null,
      price: m.price,
      pricePerExtraItem: m.pricePerExtraItem ?? 0,
      deliveryTime: m.deliveryTime,
      isSdaSupported: Boolean(m.isSdaSupported),
      freeOverThreshold: Boolean(m.freeOverThreshold),
      zones: (m.zones ?? []).map((z) => ({ country: z.country, states: z.states ?? [] })),
    }))
  },
  () => [cacheTags.shippingMethods],
)

/** Active shipping methods in the merchandiser's order. */
export const readShippingMethods = (req: PayloadRequest) => shippingMethods(req.payload)

const taxRules = cachedRead(
  'checkout-tax-rules',
  async (payload: Payload): Promise<TaxRule[]> => {
    const { docs } = await payload.find({
      collection: 'tax-rules',
      depth: 0,
      pagination: false,
      overrideAccess: true, // the checkout applies the table to every shopper's order
    })
    return docs.map((r) => ({ country: r.country, state: r.state || null, rate: r.rate, kind: r.kind, label: r.label }))
  },
  () => [cacheTags.taxRules],
)

export const readTaxRules = (req: PayloadRequest) => taxRules(req.payload)

/** How a coupon's message names an excluded platform ('an Xbox Elite Controller'). */
function phraseOf(platform: Pick<Platform, 'slug' | 'name' | 'fullName'>): string {
  const known = DEMO_EXCLUDED_PLATFORMS.find((p) => p.slug === platform.slug)
  if (known) return known.phrase
  const name = platform.fullName || platform.name
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`
}

export interface FoundCoupon {
  id: number
  coupon: Coupon
  timesUsed: number
}

/** The coupon with this code (any case), with its excluded platforms resolved; null when there is none. */
export async function findCoupon(req: PayloadRequest, code: string): Promise<FoundCoupon | null> {
  const { docs } = await req.payload.find({
    collection: 'coupons',
    where: { code: { equals: normalizeCouponCode(code) } },
    depth: 1,
    limit: 1,
    req,
    overrideAccess: true, // a shopper checks one code they typed; the list stays staff-only
  })
  const doc = docs[0] as CouponDoc | undefined
  if (!doc) return null
  const platforms = (doc.excludedPlatforms ?? []).filter((p): p is Platform => typeof p === 'object' && p !== null)
  return {
    id: doc.id,
    timesUsed: doc.timesUsed ?? 0,
    coupon: {
      code: doc.code,
      description: doc.description,
      discountType: doc.discountType,
      discount: doc.discount,
      minOrder: doc.minOrder ?? 0,
      active: Boolean(doc.active),
      validFrom: doc.validFrom ? new Date(doc.validFrom) : null,
      validUntil: doc.validUntil ? new Date(doc.validUntil) : null,
      usageLimit: doc.usageLimit ?? null,
      perCustomerLimit: doc.perCustomerLimit ?? null,
      excludedPlatforms: platforms.map((p) => ({ slug: p.slug, phrase: phraseOf(p) })),
      forEmail: doc.forEmail ?? null,
      firstOrderOnly: doc.firstOrderOnly === true,
    },
  }
}

/** Orders (not canceled) of this customer, or of this guest e-mail, that used the coupon. */
export async function couponUsesBy(
  req: PayloadRequest,
  couponId: number,
  buyer: { customer: number | null; email: string | null },
): Promise<number> {
  const who: Where[] = [
    ...(buyer.customer ? [{ customer: { equals: buyer.customer } }] : []),
    ...(buyer.email ? [{ email: { equals: buyer.email.toLowerCase() } }] : []),
  ]
  if (who.length === 0) return 0
  const { totalDocs } = await req.payload.count({
    collection: 'orders',
    where: { and: [{ 'coupon.ref': { equals: couponId } }, { status: { not_equals: 'canceled' } }, { or: who }] },
    req,
    overrideAccess: true, // counts, not reads: how often this buyer used the code
  })
  return totalDocs
}

/**
 * Orders (not canceled) of this customer or guest e-mail: a first-order coupon needs none. The e-mail as typed and
 * as `emailKey` reads it both count, so `ann+2@` is not a first order after `ann@`'s.
 */
export async function ordersOfBuyer(
  req: PayloadRequest,
  buyer: { customer: number | null; email: string | null },
): Promise<number> {
  const db = await readSql(req)
  const key = buyer.email ? emailKey(buyer.email) : null
  const { rows } = await db.execute(sql`select count(*)::int as n from orders
    where status <> 'canceled' and (
      ${buyer.customer ?? null}::int is not null and customer_id = ${buyer.customer ?? null}::int
      or ${key}::text is not null and ${emailKeySql(sql`orders.email`)} = ${key}::text
    )`)
  return Number((rows[0] as { n?: number } | undefined)?.n ?? 0)
}
