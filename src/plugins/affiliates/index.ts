import type { CollectionConfig, Config, Endpoint, Plugin } from 'payload'
import { AffiliateLedger } from './AffiliateLedger'
import { Affiliates } from './Affiliates'
import { AffiliateVisits } from './AffiliateVisits'
import { accountEndpoints, affiliateEndpoints, orderEndpoints } from './endpoints'
import { FriendOffers } from './FriendOffers'
import { orderAffiliates, paymentAttributes, refundTouchesReward } from './hooks'
import { Referrals } from './Referrals'
import { affiliateTasks } from './tasks'

export { enrolBuyer } from './operations/membership'
export { manageLink } from './operations/partner-notice'
export { settleReward } from './operations/reward'

type AfterChange = NonNullable<NonNullable<CollectionConfig['hooks']>['afterChange']>[number]

/** Another plugin's collection with one more afterChange hook and, optionally, endpoints of ours. */
const extended = (collection: CollectionConfig, hook: AfterChange, endpoints: Endpoint[] = []): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), hook] },
  endpoints: [...(collection.endpoints || []), ...endpoints],
})

/**
 * Referral and affiliate programs (issue 31): affiliates (members and partners), their visits, referred orders, the
 * ledger and friends' offers; the referral page's calls, share by e-mail, the partner link generator and
 * notifications page, attribution (the `ref` cookie, create-order's transaction, attach-affiliate) and the reward
 * jobs. Builds on orders: it adds afterChange hooks to `orders` (membership, a cancel), `transactions` (attribution, once
 * the payment and its payer are recorded) and `refunds` (a refund's reversal), so orders never imports it. Must come after the orders plugin in the config.
 */
export function affiliatesPlugin(): Plugin {
  return (config: Config): Config => {
    const collections = (config.collections ?? []).map((collection) =>
      collection.slug === 'orders'
        ? extended(collection, orderAffiliates, orderEndpoints)
        : collection.slug === 'refunds'
          ? extended(collection, refundTouchesReward)
          : collection.slug === 'transactions'
            ? extended(collection, paymentAttributes)
            : collection,
    )
    if (!collections.some((c) => c.slug === 'orders'))
      throw new Error('affiliatesPlugin() must come after ordersPlugin().')
    return {
      ...config,
      collections: [
        ...collections,
        { ...Affiliates, endpoints: affiliateEndpoints },
        AffiliateVisits,
        Referrals,
        AffiliateLedger,
        FriendOffers,
      ],
      endpoints: [...(config.endpoints ?? []), ...accountEndpoints],
      jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), ...affiliateTasks] },
    }
  }
}
