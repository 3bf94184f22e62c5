import type { Config, Plugin } from 'payload'
import { recentForumEndpoint } from './endpoints/recent'

export { defaultForumCategory, forumAdapter, forumCacheSeconds, forumConfigured } from './config'
export { discourseAdapter } from './discourse'
export { recentForumActivity } from './operations/recent'

/**
 * The recent forum activity widget's data (storefront.md sections 2, 7, 9): GET /api/forums/recent through a
 * `ForumAdapter` (Discourse's public JSON at `FORUM_URL`); nothing at all when no forum is configured.
 */
export function forumPlugin(): Plugin {
  return (config: Config): Config => ({ ...config, endpoints: [...(config.endpoints ?? []), recentForumEndpoint] })
}
