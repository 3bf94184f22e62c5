import type { SeedContext } from './context'
import { COUPON_EXCLUDED_PLATFORMS, SEED_COUPONS, SEED_SHIPPING_METHODS, SEED_TAX_RULES } from './data/checkout'
import { upsert } from './upsert'

/** What the checkout cannot sell without: shipping methods and the tax table (written when they are empty). */
export async function writeShippingAndTax(ctx: SeedContext): Promise<void> {
  const { payload } = ctx
  // Reference data is written by the system, not as a user.
  const methods = await payload.count({ collection: 'shipping-methods', overrideAccess: true }) // system write, not a user
  if (methods.totalDocs === 0) {
    for (const method of SEED_SHIPPING_METHODS)
      await upsert(
        ctx,
        'shipping-methods',
        { name: { equals: method.name } },
        { ...method, zones: method.zones.map((z) => ({ ...z, states: [...z.states] })) },
      )
    ctx.log(`checkout: ${SEED_SHIPPING_METHODS.length} shipping methods`)
  }
  const rules = await payload.count({ collection: 'tax-rules', overrideAccess: true }) // system write, not a user
  if (rules.totalDocs === 0) {
    for (const rule of SEED_TAX_RULES)
      await upsert(ctx, 'tax-rules', { label: { equals: rule.label } }, { ...rule, state: rule.state ?? null })
    ctx.log(`checkout: ${SEED_TAX_RULES.length} tax rules`)
  }
}

/** The demo coupons, which exclude Xbox Elite and Steam Deck controllers (checkout.md section 4). */
export async function writeCoupons(ctx: SeedContext): Promise<void> {
  const { docs } = await ctx.payload.find({
    collection: 'platforms',
    where: { slug: { in: COUPON_EXCLUDED_PLATFORMS } },
    depth: 0,
    pagination: false,
    overrideAccess: true, // the seed writes as the system, not as a user
  })
  const excludedPlatforms = docs.map((p) => p.id)
  for (const coupon of SEED_COUPONS)
    await upsert(ctx, 'coupons', { code: { equals: coupon.code } }, { ...coupon, active: true, excludedPlatforms })
  ctx.log(`coupons: ${SEED_COUPONS.map((c) => c.code).join(', ')}`)
}
