import { DEFAULT_LABEL_RATES, MANUAL_PAYMENT_INSTRUCTIONS, MANUAL_PAYMENT_TITLE } from '../globals/SiteSettings'
import { richText } from '../lib/lexical'
import type { SeedContext } from './context'
import { SEED_BANK_DETAILS } from './data/checkout'
import { CONTENT_PAGES } from './data/pages'
import { PLATFORM_SEEDS } from './data/platforms'
import { DEMO_PARTNER, DEMO_USERS } from './data/users'
import { upsert } from './upsert'

export async function writeSettings(ctx: SeedContext): Promise<void> {
  await ctx.payload.updateGlobal({
    slug: 'site-settings',
    data: {
      shoppingCartPath: '/order/step/1',
      freeShippingThreshold: 9900,
      sameDayAssemblyEnabled: true,
      acceptingReturns: true,
      returns: { restockingFee: 0, labelRates: DEFAULT_LABEL_RATES.map((rate) => ({ ...rate })) },
      referral: { friendDiscount: 1000, referrerReward: 1000 },
      manualPayment: {
        title: MANUAL_PAYMENT_TITLE,
        instructions: MANUAL_PAYMENT_INSTRUCTIONS,
        bankDetails: SEED_BANK_DETAILS,
      },
    },
    // The seed writes the demo store as the system, not as a user.
    overrideAccess: true,
  })
}

export async function writePages(ctx: SeedContext, platforms: Record<string, number>): Promise<void> {
  for (const p of PLATFORM_SEEDS) {
    await upsert(
      ctx,
      'pages',
      { path: { equals: p.creatorPath } },
      {
        title: `${p.name} Custom Controller Creator`,
        path: p.creatorPath,
        kind: 'creator',
        creatorPlatform: platforms[p.slug],
        seo: {
          title: `Build your own ${p.name} controller | Padforge`,
          description: `Design a custom ${p.fullName}: colours, Rapid Fire mods, paddles and more.`,
        },
      },
    )
  }
  for (const page of CONTENT_PAGES) {
    await upsert(
      ctx,
      'pages',
      { path: { equals: page.path } },
      {
        title: page.title,
        path: page.path,
        kind: 'content',
        content: richText(page.blocks),
        seo: { title: `${page.title} | Padforge`, description: page.description },
      },
    )
  }
}

/** Demo accounts keep their passwords reset to the documented ones, so the README stays true. */
export async function writeUsers(ctx: SeedContext): Promise<void> {
  for (const { affiliateCode, ...user } of DEMO_USERS) {
    const { id } = await upsert(
      ctx,
      'users',
      { email: { equals: user.email } },
      { ...user, canComment: true, isAffiliateMember: user.isAffiliateMember ?? false },
    )
    // The demo customer is a referral member with a known code (the affiliates' hook sets the account's flag).
    if (affiliateCode)
      await upsert(
        ctx,
        'affiliates',
        { email: { equals: user.email } },
        {
          email: user.email,
          name: user.firstName,
          code: affiliateCode,
          kind: 'member',
          status: 'approved',
          customer: id,
        },
      )
  }
  await upsert(
    ctx,
    'affiliates',
    { email: { equals: DEMO_PARTNER.email } },
    { ...DEMO_PARTNER, kind: 'partner', status: 'approved' },
  )
}
