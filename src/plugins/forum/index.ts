import type { Config, Plugin } from 'payload'
import { forumActivityEndpoint } from './endpoints/activity'
import { recentForumEndpoint } from './endpoints/recent'

export {
  defaultForumCategory,
  type ForumLinks,
  forumActivityConfigured,
  forumAdapter,
  forumCacheSeconds,
  forumConfigured,
  forumLinks,
} from './config'
export { discourseAdapter } from './discourse'
export { FORUM_DOWN_MESSAGE, forumActivityOf } from './operations/activity'
export { recentForumActivity } from './operations/recent'

/**
 * The recent forum activity widget's data (storefront.md sections 2, 7, 9): GET /api/forums/recent through a
 * `ForumAdapter` (Discourse's public JSON at `FORUM_URL`); and the customer's own activity in the account (account.md:
 * GET /api/account/forum/activities, with `FORUM_API_KEY`). Nothing at all when no forum is configured.
 */
export function forumPlugin(): Plugin {
  return (config: Config): Config => ({
    ...config,
    endpoints: [...(config.endpoints ?? []), recentForumEndpoint, forumActivityEndpoint],
  })
}
