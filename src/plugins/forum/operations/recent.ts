import { EMPTY_FORUM_ACTIVITY, type ForumActivity } from '../../../lib/forum'
import { defaultForumCategory, forumAdapter } from '../config'

export type ForumLog = (error: unknown, message: string) => void

/**
 * Recent forum activity for the widget and `GET /api/forums/recent`: of `categoryId`, else `FORUM_CATEGORY_ID`, else
 * every category. No forum configured, or one that fails or is slow: logged, and nothing to show (never an error).
 */
export async function recentForumActivity(categoryId: number | undefined, log: ForumLog): Promise<ForumActivity> {
  const adapter = forumAdapter()
  if (!adapter) return EMPTY_FORUM_ACTIVITY
  try {
    return await adapter.recent(categoryId ?? defaultForumCategory())
  } catch (error) {
    log(error, 'forum: recent activity could not be read; the widget shows nothing')
    return EMPTY_FORUM_ACTIVITY
  }
}
