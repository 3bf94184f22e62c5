import type { PayloadRequest } from 'payload'
import { NotFoundError, ServiceUnavailableError, UnauthorizedError } from '../../../lib/errors'
import type { ForumActivityPage } from '../../../lib/forum/activity'
import { forumAdapter } from '../config'

export const FORUM_DOWN_MESSAGE = 'The forum is not answering right now. Please try again in a few minutes.'

/**
 * The signed-in customer's own forum topics and replies, one page (account.md: `GET /account/forum/activities`),
 * found by the account's e-mail. No forum (or no API key to find accounts with): 404. A forum that fails or is slower
 * than 2 s: logged, and 503 with a message the page shows in place of the list.
 */
export async function forumActivityOf(req: PayloadRequest, page: number): Promise<ForumActivityPage> {
  const email = (req.user as { email?: string | null } | null)?.email
  if (!req.user || !email) throw new UnauthorizedError()
  const activity = forumAdapter()?.activity
  if (!activity) throw new NotFoundError('No forum is configured.')
  try {
    return await activity(email, page)
  } catch (err) {
    req.payload.logger.warn({ err, user: req.user.id }, 'forum: account activity could not be read')
    throw new ServiceUnavailableError(FORUM_DOWN_MESSAGE)
  }
}
