import type { CollectionConfig, Config, Plugin } from 'payload'
import { refundToAnalytics } from './hooks'

export { analyticsSettled } from './hooks'

/**
 * Server-side analytics (issue 34): GA4's `refund` through the Measurement Protocol when GA_MEASUREMENT_ID and
 * GA_API_SECRET are set. It adds an afterChange hook to the orders plugin's `refunds` collection by its slug, so it
 * imports no plugin and none imports it. Must come after the orders plugin in the config.
 */
export function analyticsPlugin(): Plugin {
  return (config: Config): Config => {
    const withHook = (collection: CollectionConfig): CollectionConfig => ({
      ...collection,
      hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), refundToAnalytics] },
    })
    const collections = config.collections ?? []
    if (!collections.some((c) => c.slug === 'refunds'))
      throw new Error('analyticsPlugin() must come after ordersPlugin().')
    return { ...config, collections: collections.map((c) => (c.slug === 'refunds' ? withHook(c) : c)) }
  }
}
