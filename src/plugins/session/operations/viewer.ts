import type { PayloadRequest } from 'payload'
import { type Viewer, viewerOf } from '../../../lib/session'
import type { User } from '../../../payload-types'
import { type ForumLinks, forumLinks } from '../../forum'

/**
 * The signed-in user of the request as pages show them (Payload read the session cookie already), or null; for a
 * signed-in user also the account's forum items (`forum`, null when no forum is configured: read at each request).
 */
export function currentViewer(req: PayloadRequest): { viewer: Viewer | null; forum?: ForumLinks | null } {
  const viewer = viewerOf(req.user as User | null)
  return viewer ? { viewer, forum: forumLinks() } : { viewer }
}
