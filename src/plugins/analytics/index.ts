import type { CollectionConfig, Config, Plugin } from 'payload'
import { refundToAnalytics } from './hooks'
import { analyticsTasks } from './tasks'

export { REFUND_TASK } from './tasks'

/**
 * Server-side analytics (issue 34): GA4's `refund` through the Measurement Protocol when GA_MEASUREMENT_ID and
 * GA_API_SECRET are set, as a queued job (its task in `config.jobs.tasks`, run by the jobs plugin). It adds an
 * afterChange hook to the orders plugin's `refunds` collection by its slug, so it imports no domain plugin (the jobs
 * plugin through its index only) and none imports it. Must come after the orders plugin in the config.
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
    return {
      ...config,
      collections: collections.map((c) => (c.slug === 'refunds' ? withHook(c) : c)),
      jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), ...analyticsTasks] },
    }
  }
}
