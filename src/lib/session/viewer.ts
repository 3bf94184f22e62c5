import { isAdmin, type RoleBearer } from '../../access/roles'
import { displayNameOf } from '../reviews/format'
import { mayComment } from '../reviews/rules'

/**
 * Who is looking at a page, as the page's per-shopper parts need it (admin tools, review buttons, the account link).
 * Pages are cached for everybody (docs/caching.md), so the browser asks for this apart: GET /api/session.
 */
export interface Viewer {
  id: number
  /** The name review forms start with ("Jane D."). */
  name: string
  isAdmin: boolean
  canComment: boolean
}

type SessionUser = RoleBearer & {
  id: number
  firstName?: string | null
  lastName?: string | null
  canComment?: boolean | null
}

/** The viewer of a signed-in user; null for a guest. */
export function viewerOf(user: SessionUser | null | undefined): Viewer | null {
  if (!user) return null
  return { id: user.id, name: displayNameOf(user), isAdmin: isAdmin(user), canComment: mayComment(user) }
}

/** May this viewer write a review? Guests may; a customer whose commenting was switched off may not. */
export const mayWriteReview = (viewer: Viewer | null): boolean => !viewer || viewer.canComment
